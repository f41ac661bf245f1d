import { eventDays } from '@hackcamp/contract';
import { cn } from '../../lib/cn.ts';
import { monthTitle } from './countdown.ts';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The month of the event with its 12 days marked D1-D12, bootcamp and hackathon apart. */
export function EventCalendar({ startDate }: { startDate: string }) {
  const days = eventDays(startDate);
  const byDate = new Map(days.map((d) => [d.date, d]));
  const first = new Date(`${startDate.slice(0, 7)}-01T00:00:00Z`);
  const year = first.getUTCFullYear();
  const month = first.getUTCMonth();
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7; // weeks start on Monday
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: daysInMonth }, (_, i) => `${startDate.slice(0, 7)}-${String(i + 1).padStart(2, '0')}`),
  ];
  const title = monthTitle(year, month);

  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900">
      <figcaption className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-slate-900 dark:text-white">{title}</span>
        <span className="flex gap-3 text-xs text-slate-600 dark:text-slate-400">
          <span className="flex items-center gap-1.5">
            <span aria-hidden="true" className="size-3 rounded bg-blue-600" /> Bootcamp
          </span>
          <span className="flex items-center gap-1.5">
            <span aria-hidden="true" className="size-3 rounded bg-amber-500" /> Hackathon
          </span>
        </span>
      </figcaption>
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
                !day && 'text-slate-500 dark:text-slate-400',
                day?.phase === 'Bootcamp' && 'bg-blue-600 font-semibold text-white',
                day?.phase === 'Hackathon' && 'bg-amber-500 font-semibold text-slate-950',
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
    </figure>
  );
}
