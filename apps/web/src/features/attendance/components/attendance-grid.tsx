import { useMemo } from 'react';
import { toast } from 'sonner';
import { ATTENDANCE_MSG, type EventDay, type MarkableStatus, type StaffAttendanceRecord } from '@hackcamp/contract';
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
}

const CELL_TONE: Record<string, string> = {
  present: 'border-emerald-300 bg-emerald-50 text-emerald-800 dark:border-emerald-500/40 dark:bg-emerald-500/15 dark:text-emerald-200',
  absent: 'border-red-300 bg-red-50 text-red-800 dark:border-red-500/40 dark:bg-red-500/15 dark:text-red-200',
  late: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/15 dark:text-amber-200',
  none: 'border-slate-300 bg-white text-slate-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-400',
};

const keyOf = (userId: string, date: string) => `${userId}|${date}`;

/**
 * Participants as rows, the event's 12 days as columns; each cell a dropdown that marks, changes
 * or removes that day's record. The grid scrolls inside its card; the names stay in view.
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

  return (
    <Card className="overflow-hidden">
      {/* Keyboard users can scroll the region too: it is focusable and named. */}
      <div className="overflow-x-auto" role="region" aria-label="Attendance grid" tabIndex={0}>
        <table className="min-w-max border-separate border-spacing-0 text-sm">
          <caption className="sr-only">Attendance of your participants for the {days.length} event days</caption>
          <thead>
            <tr>
              <th
                scope="col"
                className="sticky left-0 z-20 w-36 min-w-36 border-r border-b border-slate-200 bg-slate-50 px-3 py-3 text-left font-semibold text-slate-700 sm:w-56 sm:min-w-56 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-200"
              >
                Participant
              </th>
              {days.map((d) => (
                <th
                  key={d.day}
                  scope="col"
                  className="border-b border-slate-200 bg-slate-50 px-2 py-2 text-center font-medium whitespace-nowrap text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-200"
                >
                  <span className="block font-semibold">Day {d.day}</span>
                  <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">{shortDate(d.date)}</span>
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
            {participants.map((p) => (
              <tr key={p._id} className="group">
                <th
                  scope="row"
                  className="sticky left-0 z-10 w-36 max-w-36 min-w-36 border-r border-b border-slate-200 bg-white px-3 py-2 text-left font-normal group-hover:bg-slate-50 sm:w-56 sm:max-w-56 sm:min-w-56 dark:border-slate-800 dark:bg-slate-900 dark:group-hover:bg-slate-800/60"
                >
                  <span className="block truncate font-medium text-slate-900 dark:text-white">{p.name}</span>
                  <span className="block truncate text-xs text-slate-500 dark:text-slate-400">{p.email}</span>
                </th>
                {days.map((d) => {
                  const record = byCell.get(keyOf(p._id, d.date));
                  const status = record?.status ?? 'none';
                  // A day still to come cannot be marked (the server refuses it too); a record
                  // already there from before can only be removed.
                  const toCome = d.date > today;
                  return (
                    <td key={d.day} className="border-b border-slate-200 px-1.5 py-2 text-center dark:border-slate-800">
                      <select
                        aria-label={`${p.name}, Day ${d.day}, ${longDate(d.date)}${toCome ? ', not yet open' : ''}`}
                        title={toCome ? `Opens on ${longDate(d.date)}` : undefined}
                        disabled={toCome && !record}
                        value={record ? record.status : ''}
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
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
