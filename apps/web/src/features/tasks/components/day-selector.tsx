import { useEffect, useRef } from 'react';
import type { EventDay } from '@hackcamp/contract';
import { cn } from '../../../lib/cn.ts';
import { countOf, shortDate } from '../../../lib/format.ts';
import { revealInRow } from '../../../lib/reveal-in-row.ts';

/** The 12 event days; today's day carries the 'Current' marker. */
export function DaySelector({
  days,
  value,
  onChange,
  currentDay,
  counts,
}: {
  days: EventDay[];
  value: number;
  onChange: (day: number) => void;
  currentDay: number | null;
  counts: number[];
}) {
  const row = useRef<HTMLDivElement>(null);
  // On a phone the row scrolls sideways: the chosen day (today, late in the event) must show.
  useEffect(() => {
    const selected = row.current?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (row.current && selected) revealInRow(row.current, selected, 'center');
  }, [value]);
  return (
    <div
      ref={row}
      role="group"
      aria-label="Choose a day"
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-6 sm:px-0 lg:grid-cols-12"
      data-tour="day-selector"
    >
      {days.map((d) => (
        <button
          key={d.day}
          type="button"
          aria-pressed={value === d.day}
          aria-label={`Day ${d.day}, ${d.phase}, ${shortDate(d.date)}, ${countOf(counts[d.day - 1] ?? 0, 'task')}${currentDay === d.day ? ', current day' : ''}`}
          onClick={() => onChange(d.day)}
          className={cn(
            'flex min-w-20 shrink-0 flex-col items-center rounded-xl border px-2 py-2 text-center transition-colors focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none',
            value === d.day
              ? // blue-700 keeps the small date and phase lines above 4.5:1 (on blue-600 they were not).
                'border-blue-700 bg-blue-700 text-white dark:border-blue-500'
              : 'border-slate-200 bg-white text-slate-700 hover:border-blue-300 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300',
          )}
        >
          <span className="text-sm font-semibold">Day {d.day}</span>
          <span className={cn('text-[11px]', value === d.day ? 'text-blue-50' : 'text-slate-600 dark:text-slate-400')}>{shortDate(d.date)}</span>
          <span
            className={cn(
              'text-[10px] font-medium uppercase',
              value === d.day ? 'text-blue-50' : d.phase === 'Hackathon' ? 'text-violet-700 dark:text-violet-300' : 'text-slate-600 dark:text-slate-400',
            )}
          >
            {currentDay === d.day ? 'Current' : d.phase}
          </span>
        </button>
      ))}
    </div>
  );
}
