import { eventDays, type EventDay } from '@hackcamp/contract';
import { cn } from '../../lib/cn.ts';
import { monthTitle } from './countdown.ts';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const PHASE_LOOK: Record<EventDay['phase'], string> = {
  Bootcamp: 'bg-blue-600 font-semibold text-white',
  Hackathon: 'bg-amber-500 font-semibold text-slate-950',
};

/**
 * The month (or months, when the dates cross into the next one) of the event with its 12 days
 * marked D1-D12, bootcamp and hackathon apart.
 */
export function EventCalendar({ startDate }: { startDate: string }) {
  const days = eventDays(startDate);
  const byDate = new Map(days.map((d) => [d.date, d]));
  const months = [...new Set(days.map((d) => d.date.slice(0, 7)))];
  const titles = months.map(titleOf);

  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <figcaption className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-slate-900 dark:text-white">{titles.join(' – ')}</span>
        <span className="flex gap-3 text-xs text-slate-600 dark:text-slate-400">
          <span className="flex items-center gap-1.5">
            <span aria-hidden="true" className="size-3 rounded bg-blue-600" /> Bootcamp
          </span>
          <span className="flex items-center gap-1.5">
            <span aria-hidden="true" className="size-3 rounded bg-amber-500" /> Hackathon
          </span>
        </span>
      </figcaption>
      <div className="grid gap-4">
        {months.map((month, i) => (
          <MonthGrid key={month} month={month} title={titles[i]!} byDate={byDate} named={months.length > 1} />
        ))}
      </div>
    </figure>
  );
}

/** 'August 2025' for '2025-08'. */
const titleOf = (month: string) => monthTitle(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1);

/** One month, weeks from Monday; `named` when the calendar shows more than one. */
function MonthGrid({ month, title, byDate, named }: { month: string; title: string; byDate: Map<string, EventDay>; named: boolean }) {
  const first = new Date(`${month}-01T00:00:00Z`);
  const daysInMonth = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7; // weeks start on Monday
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: daysInMonth }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`),
  ];
  return (
    <div>
      {named && <p className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">{title}</p>}
      <ol className="grid grid-cols-7 gap-1 text-center text-sm" aria-label={`Event calendar, ${title}`}>
        {WEEKDAYS.map((w) => (
          <li key={w} aria-hidden="true" className="pb-1 text-xs font-medium text-slate-500 dark:text-slate-400">
            {w}
          </li>
        ))}
        {cells.map((date, i) => {
          if (!date) return <li key={`pad-${i}`} aria-hidden="true" />;
          const day = byDate.get(date);
          const n = Number(date.slice(8));
          return (
            <li
              key={date}
              data-event-day={day?.day}
              aria-label={day ? `${n} ${title}: D${day.day}, ${day.phase}` : undefined}
              className={cn(
                'flex aspect-square flex-col items-center justify-center rounded-lg',
                day ? PHASE_LOOK[day.phase] : 'text-slate-500 dark:text-slate-400',
              )}
            >
              <span aria-hidden={day ? 'true' : undefined}>{n}</span>
              {day && (
                <span aria-hidden="true" className="text-[10px] leading-none font-bold opacity-90">
                  D{day.day}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
