import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { toast } from 'sonner';
import { QrCode, UserRound } from 'lucide-react';
import { ATTENDANCE_MSG, type AttendanceSource, type EventDay, type MarkableStatus, type StaffAttendanceRecord } from '@hackcamp/contract';
import { Card } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { cn } from '../../../lib/cn.ts';
import { longDate, shortDate } from '../../../lib/format.ts';
import { useMarkAttendance } from '../api/mark-attendance.ts';
import { useRemoveAttendance } from '../api/remove-attendance.ts';

export interface AttendanceParticipant {
  _id: string;
  name: string;
  email: string;
  /** Points so far, for sorting by score. */
  totalScore?: number;
}

const CELL_TONE: Record<string, string> = {
  present: 'border-emerald-300 bg-emerald-50 text-emerald-800 dark:border-emerald-500/40 dark:bg-emerald-500/15 dark:text-emerald-200',
  absent: 'border-red-300 bg-red-50 text-red-800 dark:border-red-500/40 dark:bg-red-500/15 dark:text-red-200',
  late: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/15 dark:text-amber-200',
  none: 'border-slate-300 bg-white text-slate-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-400',
};

/** A record the participant made themselves says so in its cell; a mentor's mark needs no word. */
const SOURCE_LABEL: Partial<Record<AttendanceSource, string>> = {
  'check-in': 'Checked in with the code', // ours
  self: 'Marked by self check-in', // ours
};

const keyOf = (userId: string, date: string) => `${userId}|${date}`;

/** What Enter or Space makes of a cell: nothing or late becomes Present, Present becomes Absent and back. */
const nextStatus = (status: string | undefined): MarkableStatus => (status === 'present' ? 'absent' : 'present');

/**
 * Participants as rows, the event's 12 days as columns; each cell a dropdown that marks, changes
 * or removes that day's record. The grid scrolls inside its card with the names fixed, and opens
 * on the event's today, placed first after the names.
 *
 * From the keyboard it is one stop (a roving tabindex): arrows move between cells without saving
 * (a closed native select would change its value on an arrow), Enter or Space saves the focused
 * cell, Delete removes it, and Tab goes down the column, so a day is marked with Enter, Tab, Enter.
 */
export function AttendanceGrid({
  participants,
  days,
  today,
  records,
  onChanged,
}: {
  participants: AttendanceParticipant[];
  days: EventDay[];
  /** The event's today ('YYYY-MM-DD'): later days are shown but cannot be marked. */
  today: string;
  records: StaffAttendanceRecord[];
  onChanged?: () => void;
}) {
  const byCell = useMemo(() => new Map(records.map((r) => [keyOf(r.userId._id, r.date), r])), [records]);
  const mark = useMarkAttendance(onChanged);
  const remove = useRemoveAttendance(onChanged);
  const todayCol = days.findIndex((d) => d.date === today);
  const [active, setActive] = useState({ row: 0, col: Math.max(0, todayCol) });
  const row = Math.min(active.row, participants.length - 1);
  const col = Math.min(active.col, days.length - 1);
  const cells = useRef(new Map<string, HTMLSelectElement>());
  const scroller = useRef<HTMLDivElement>(null);
  const nameHeader = useRef<HTMLTableCellElement>(null);
  const todayHeader = useRef<HTMLTableCellElement>(null);

  // Today's column first after the fixed names, at any width; before or after the event, day 1.
  useLayoutEffect(() => {
    const box = scroller.current;
    const th = todayHeader.current;
    if (!box || !th || !nameHeader.current) return;
    box.scrollLeft += th.getBoundingClientRect().left - nameHeader.current.getBoundingClientRect().right;
  }, []);

  function change(person: AttendanceParticipant, day: EventDay, value: string) {
    const record = byCell.get(keyOf(person._id, day.date));
    if (value === 'remove') {
      if (!record || record._id.startsWith('pending-')) {
        toast.error(ATTENDANCE_MSG.notFound);
        return;
      }
      remove.mutate(record, { onError: (error) => toast.error(errorMessage(error, ATTENDANCE_MSG.notFound)) });
      return;
    }
    if (value !== 'present' && value !== 'absent') return;
    mark.mutate(
      { user: { _id: person._id, name: person.name, email: person.email }, date: day.date, day: day.day, status: value as MarkableStatus },
      { onError: (error) => toast.error(errorMessage(error, ATTENDANCE_MSG.markFailed)) },
    );
  }

  function focusCell(r: number, c: number) {
    const person = participants[r];
    const day = days[c];
    if (!person || !day) return;
    setActive({ row: r, col: c });
    cells.current.get(keyOf(person._id, day.date))?.focus();
  }

  function onKeyDown(e: KeyboardEvent<HTMLSelectElement>, r: number, c: number) {
    const person = participants[r]!;
    const day = days[c]!;
    const record = byCell.get(keyOf(person._id, day.date));
    const toCome = day.date > today;
    // Alt+Down (and F4) still open the list, as on any select.
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const move: Record<string, [number, number]> = {
      ArrowUp: [r - 1, c],
      ArrowDown: [r + 1, c],
      ArrowLeft: [r, c - 1],
      ArrowRight: [r, c + 1],
      Home: [r, 0],
      End: [r, days.length - 1],
    };
    const to = move[e.key];
    if (to) {
      e.preventDefault();
      focusCell(to[0], to[1]);
    } else if (e.key === 'Tab') {
      const next = e.shiftKey ? r - 1 : r + 1;
      // Past the first or last row, Tab leaves the grid as usual.
      if (next < 0 || next >= participants.length) return;
      e.preventDefault();
      focusCell(next, c);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (!toCome) change(person, day, nextStatus(record?.status));
    } else if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      if (record) change(person, day, 'remove');
    }
  }

  return (
    <div className="space-y-2">
      <Card className="overflow-hidden">
        {/* The cells are the focus stop; scroll padding keeps a focused cell clear of the fixed names. */}
        <div ref={scroller} className="scroll-pl-36 overflow-x-auto sm:scroll-pl-56" role="region" aria-label="Attendance grid">
          <table role="grid" aria-label="Attendance" aria-describedby="attendance-grid-keys" className="min-w-max border-separate border-spacing-0 text-sm">
            <caption className="sr-only">Attendance of your participants for the {days.length} event days</caption>
            <thead>
              <tr>
                <th
                  ref={nameHeader}
                  scope="col"
                  className="sticky left-0 z-20 w-36 min-w-36 border-r border-b border-slate-200 bg-slate-50 px-3 py-3 text-left font-semibold text-slate-700 sm:w-56 sm:min-w-56 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-200"
                >
                  Participant
                </th>
                {days.map((d, c) => (
                  <th
                    key={d.day}
                    ref={c === todayCol ? todayHeader : undefined}
                    scope="col"
                    aria-current={c === todayCol ? 'date' : undefined}
                    className={cn(
                      'border-b border-slate-200 px-2 py-2 text-center font-medium whitespace-nowrap dark:border-slate-800',
                      c === todayCol
                        ? 'bg-blue-50 text-blue-900 dark:bg-blue-500/15 dark:text-blue-100'
                        : 'bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-200',
                    )}
                  >
                    <span className="block font-semibold">
                      Day {d.day}
                      {c === todayCol && <span className="ml-1 text-xs font-semibold text-blue-700 dark:text-blue-300">· Today</span>}
                    </span>
                    {/* Today's tinted header needs the darker grey to keep 4.5:1. */}
                    <span
                      className={cn('block text-xs font-normal', c === todayCol ? 'text-slate-700 dark:text-slate-200' : 'text-slate-600 dark:text-slate-400')}
                    >
                      {shortDate(d.date)}
                    </span>
                    <span
                      className={cn(
                        'block text-[10px] font-semibold tracking-wide uppercase',
                        d.phase === 'Hackathon' ? 'text-violet-600 dark:text-violet-300' : 'text-blue-600 dark:text-blue-300',
                      )}
                    >
                      {d.phase}
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {participants.map((p, r) => (
                <tr key={p._id} className="group">
                  {/* Opaque on hover too: the cells scroll underneath this fixed column. */}
                  <th
                    scope="row"
                    className="sticky left-0 z-10 w-36 max-w-36 min-w-36 border-r border-b border-slate-200 bg-white px-3 py-2 text-left font-normal group-hover:bg-slate-50 sm:w-56 sm:max-w-56 sm:min-w-56 dark:border-slate-800 dark:bg-slate-900 dark:group-hover:bg-slate-800"
                  >
                    <span className="block truncate font-medium text-slate-900 dark:text-white">{p.name}</span>
                    <span className="block truncate text-xs text-slate-500 dark:text-slate-400">{p.email}</span>
                  </th>
                  {days.map((d, c) => {
                    const key = keyOf(p._id, d.date);
                    const record = byCell.get(key);
                    const status = record?.status ?? 'none';
                    // A day still to come cannot be marked (the server refuses it too); a record
                    // already there from before can only be removed. The cell stays focusable
                    // (aria-disabled, not disabled) so the arrows cross it and it can say why.
                    const toCome = d.date > today;
                    const closed = toCome && !record;
                    const source = record ? SOURCE_LABEL[record.source] : undefined;
                    const SourceIcon = record?.source === 'check-in' ? QrCode : UserRound;
                    return (
                      <td
                        key={d.day}
                        className={cn(
                          'relative border-b border-slate-200 px-1.5 py-2 text-center dark:border-slate-800',
                          c === todayCol && 'bg-blue-50/60 dark:bg-blue-500/5',
                        )}
                      >
                        <select
                          ref={(el) => {
                            if (el) cells.current.set(key, el);
                            else cells.current.delete(key);
                          }}
                          tabIndex={r === row && c === col ? 0 : -1}
                          aria-label={`${p.name}, Day ${d.day}, ${longDate(d.date)}${toCome ? ', not yet open' : ''}${source ? `, ${source.toLowerCase()}` : ''}`}
                          aria-disabled={closed || undefined}
                          title={toCome ? ATTENDANCE_MSG.opensOn(longDate(d.date)) : undefined}
                          value={record ? record.status : ''}
                          onFocus={() => setActive({ row: r, col: c })}
                          onKeyDown={(e) => onKeyDown(e, r, c)}
                          // A closed day's list has nothing to choose: it does not open.
                          onMouseDown={closed ? (e) => e.preventDefault() : undefined}
                          onChange={(e) => change(p, d, e.target.value)}
                          className={cn(
                            'h-9 w-27 rounded-md border px-2 text-sm font-medium shadow-sm transition-colors focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none',
                            CELL_TONE[status],
                            toCome && 'cursor-not-allowed opacity-50',
                          )}
                        >
                          <option value="">-</option>
                          <option value="present" disabled={toCome}>
                            Present
                          </option>
                          <option value="absent" disabled={toCome}>
                            Absent
                          </option>
                          {status === 'late' && (
                            <option value="late" disabled>
                              Late
                            </option>
                          )}
                          {record && <option value="remove">Remove</option>}
                        </select>
                        {source && (
                          // On the cell's corner, so a column of check-ins reads at a glance; the select says it too.
                          <span
                            role="img"
                            aria-label={source}
                            title={source}
                            className="absolute top-0.5 right-0.5 flex size-4.5 items-center justify-center rounded-full bg-white text-emerald-700 shadow-sm ring-1 ring-emerald-300 dark:bg-slate-900 dark:text-emerald-300 dark:ring-emerald-500/50"
                          >
                            <SourceIcon aria-hidden="true" className="size-3" />
                          </span>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Card>
      <p id="attendance-grid-keys" className="text-xs text-slate-600 dark:text-slate-400">
        {ATTENDANCE_MSG.gridKeys}
      </p>
    </div>
  );
}
