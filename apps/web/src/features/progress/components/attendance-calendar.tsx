import { CalendarDays } from 'lucide-react';
import type { EventDay } from '@hackcamp/contract';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { shortDate } from '../../../lib/format.ts';
import type { DayStatus } from '../progress.ts';

const STYLE: Record<DayStatus, string> = {
  // Dark enough for white text at WCAG AA (4.5:1): emerald-700 5.5:1, red-700 6.5:1.
  present: 'bg-emerald-700 text-white',
  late: 'bg-amber-400 text-amber-950',
  absent: 'bg-red-700 text-white',
  none: 'bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-400',
};
const LABEL: Record<DayStatus, string> = { present: 'Present', late: 'Late', absent: 'Absent', none: 'No record' };

/** D1-D12 of the configured event, coloured by the day's deciding record. */
export function AttendanceCalendar({ days, statuses }: { days: EventDay[]; statuses: DayStatus[] }) {
  return (
    <Card className="p-5 sm:p-6" data-tour="attendance-calendar">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
        <CalendarDays aria-hidden="true" className="size-5 text-blue-600 dark:text-blue-400" /> Attendance Calendar
      </h2>
      <ol className="mt-4 grid grid-cols-6 gap-2 sm:grid-cols-12" aria-label="Attendance by day">
        {days.map((d, i) => {
          const status = statuses[i] ?? 'none';
          return (
            <li
              key={d.day}
              className={cn('flex aspect-square flex-col items-center justify-center rounded-lg text-center', STYLE[status])}
              aria-label={`D${d.day}, ${shortDate(d.date)}: ${LABEL[status]}`}
              title={LABEL[status]}
            >
              <span className="text-xs font-bold">D{d.day}</span>
              <span className="text-[10px]">{Number(d.date.slice(8, 10))}</span>
            </li>
          );
        })}
      </ol>
      <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-400" aria-label="Legend">
        {(['present', 'late', 'absent', 'none'] as const).map((s) => (
          <li key={s} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={cn('size-3 rounded-sm', STYLE[s])} /> {LABEL[s]}
          </li>
        ))}
      </ul>
    </Card>
  );
}
