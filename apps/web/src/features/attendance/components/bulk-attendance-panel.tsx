import { useEffect, useMemo, useRef, useState } from 'react';
import { AlertCircle, Check } from 'lucide-react';
import { toast } from 'sonner';
import { ATTENDANCE_MSG, MENTOR_MSG, type EventDay, type MarkableStatus, type StaffAttendanceRecord } from '@hackcamp/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { cn } from '../../../lib/cn.ts';
import { countOf, longDate } from '../../../lib/format.ts';
import { useMarkBulkAttendance } from '../api/mark-bulk-attendance.ts';
import { isNarrowed, rosterView, type RosterQuery } from '../roster-view.ts';
import type { AttendanceParticipant } from './attendance-grid.tsx';
import { RosterNoMatch, RosterToolbar } from './roster-toolbar.tsx';

/**
 * Bulk mode: one date, one status, the participants clicked; all marked in one call. The search
 * and filters (about the chosen day) pick whom to show; Select All takes the shown people. The
 * action bar sticks to the bottom of the screen, so the button and what it did stay in reach
 * however far down a long class the mentor has scrolled.
 */
export function BulkAttendancePanel({
  participants,
  days,
  today,
  records,
  query,
  onQueryChange,
  onCancel,
  onChanged,
}: {
  participants: AttendanceParticipant[];
  days: EventDay[];
  /** The event's today ('YYYY-MM-DD'): later days are listed but cannot be chosen. */
  today: string;
  records: StaffAttendanceRecord[];
  query: RosterQuery;
  onQueryChange: (next: RosterQuery) => void;
  onCancel: () => void;
  onChanged?: () => void;
}) {
  // Attendance is about today: the event's today when it is one of the days, else a choice to make.
  const [date, setDateValue] = useState(() => (days.some((d) => d.date === today) ? today : ''));
  const [status, setStatusValue] = useState<MarkableStatus>('present');
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  // What the last mark did, shown in place of the hint until something is chosen again: the
  // cleared selection is the next step, not a mistake to point at.
  const [done, setDone] = useState<{ ok: boolean; text: string } | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  // Focus follows to what happened, then Tab leads on to the next people to pick. After the commit
  // that shows it (a frame later was not always enough on a busy machine).
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  const bulk = useMarkBulkAttendance(onChanged);
  const n = selected.size;
  const chosenDay = days.find((d) => d.date === date);
  // The filters are about the chosen day: who is still to mark on it, who was away.
  const shown = useMemo(
    () => (chosenDay ? rosterView(participants, records, chosenDay.date, query) : rosterView(participants, [], '', { ...query, filter: 'all' })),
    [participants, records, chosenDay, query],
  );
  const dayFilters = chosenDay
    ? chosenDay.date === today
      ? { absent: 'Absent today', unmarked: 'Not marked today' }
      : { absent: `Absent on Day ${chosenDay.day}`, unmarked: `Not marked on Day ${chosenDay.day}` }
    : undefined;
  const narrowed = isNarrowed(query) && Boolean(dayFilters || query.search.trim());
  const hint = !date ? ATTENDANCE_MSG.selectDate : n === 0 ? ATTENDANCE_MSG.selectParticipants : null;
  const setDate = (value: string) => {
    setDone(null);
    setDateValue(value);
  };
  const setStatus = (value: MarkableStatus) => {
    setDone(null);
    setStatusValue(value);
  };

  const toggle = (id: string) => {
    setDone(null);
    setSelected((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  function submit() {
    if (hint) {
      toast.error(hint);
      return;
    }
    bulk.mutate(
      { date, status, userIds: participants.filter((p) => selected.has(p._id)).map((p) => p._id) },
      {
        onSuccess: (data) => {
          setSelected(new Set());
          setDone({ ok: true, text: ATTENDANCE_MSG.bulkMarked(data.attendance.length) });
        },
        // Beside the button too: the selection stays, so the mentor can fix the cause and retry.
        onError: (error) => {
          setDone({ ok: false, text: errorMessage(error, ATTENDANCE_MSG.bulkMarkFailed) });
        },
      },
    );
  }

  return (
    <Card className="p-4 sm:p-6">
      {/* Up here rather than beside Mark Attendance: on a phone the sticky bar keeps to one button and its result. */}
      <div className="mb-3 flex justify-end">
        <Button variant="outline" size="sm" onClick={onCancel} disabled={bulk.isPending}>
          Cancel Bulk Mode
        </Button>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor="bulk-date">Date</Label>
          <Select id="bulk-date" value={date} onChange={(e) => setDate(e.target.value)}>
            <option value="">{MENTOR_MSG.chooseDate}</option>
            {days.map((d) => (
              <option key={d.day} value={d.date} disabled={d.date > today}>
                Day {d.day} · {longDate(d.date)} ({d.phase}){d.date > today ? ' - not yet' : ''}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="bulk-status">Status</Label>
          <Select id="bulk-status" value={status} onChange={(e) => setStatus(e.target.value as MarkableStatus)}>
            <option value="present">Present</option>
            <option value="absent">Absent</option>
          </Select>
        </div>
      </div>

      <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium text-slate-700 dark:text-slate-300" aria-live="polite">
          {n} of {countOf(participants.length, 'participant')} selected
        </p>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={shown.length === 0}
            onClick={() => {
              setDone(null);
              // Adds the shown people to whoever is already chosen: a filter never unpicks anyone.
              setSelected((old) => new Set([...old, ...shown.map((p) => p._id)]));
            }}
          >
            {narrowed ? `Select All Shown (${shown.length})` : 'Select All'}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setDone(null);
              setSelected(new Set());
            }}
          >
            Deselect All
          </Button>
        </div>
      </div>

      <div className="mt-5 border-t border-slate-200 pt-4 dark:border-slate-800">
        <RosterToolbar id="bulk" query={query} onChange={onQueryChange} shown={shown.length} total={participants.length} dayFilters={dayFilters} />
      </div>

      {shown.length === 0 && (
        <div className="mt-3">
          <RosterNoMatch query={query} onChange={onQueryChange} />
        </div>
      )}
      <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3" aria-label="Participants">
        {shown.map((p) => {
          const on = selected.has(p._id);
          return (
            <li key={p._id}>
              <button
                type="button"
                aria-pressed={on}
                onClick={() => toggle(p._id)}
                className={cn(
                  'flex w-full items-center gap-3 rounded-lg border px-3 py-2.5 text-left transition-colors focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none',
                  on
                    ? 'border-blue-500 bg-blue-50 dark:border-blue-400 dark:bg-blue-500/15'
                    : 'border-slate-200 bg-white hover:border-blue-300 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-blue-500/60',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-5 shrink-0 items-center justify-center rounded border',
                    on ? 'border-blue-600 bg-blue-600 text-white' : 'border-slate-300 dark:border-slate-600',
                  )}
                >
                  {on && <Check className="size-3.5" />}
                </span>
                <span className="min-w-0">
                  <span className="block truncate text-sm font-medium text-slate-900 dark:text-white">{p.name}</span>
                  <span className="block truncate text-xs text-slate-600 dark:text-slate-300">{p.email}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>

      {/* Sticky: on a phone the list is many screens long, and the button with its count must stay in reach. */}
      <div className="sticky bottom-0 z-20 -mx-4 mt-6 -mb-4 sm:-mb-6 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-b-xl border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_-6px_rgb(15_23_42/0.18)] backdrop-blur sm:-mx-6 sm:px-6 dark:border-slate-800 dark:bg-slate-900/95">
        <Button onClick={submit} disabled={Boolean(hint)} loading={bulk.isPending}>
          {bulk.isPending ? 'Processing...' : `Mark Attendance (${n})`}
        </Button>
        {done ? (
          <p
            ref={doneRef}
            tabIndex={-1}
            role={done.ok ? 'status' : 'alert'}
            className={cn(
              'flex basis-full items-center gap-1.5 text-sm font-medium focus:outline-none sm:basis-auto',
              done.ok ? 'text-emerald-700 dark:text-emerald-300' : 'text-red-700 dark:text-red-300',
            )}
          >
            {done.ok ? <Check aria-hidden="true" className="size-4 shrink-0" /> : <AlertCircle aria-hidden="true" className="size-4 shrink-0" />}
            {done.text}
          </p>
        ) : (
          hint && <p className="basis-full text-sm text-slate-600 sm:basis-auto dark:text-slate-400">{hint}</p>
        )}
      </div>
    </Card>
  );
}
