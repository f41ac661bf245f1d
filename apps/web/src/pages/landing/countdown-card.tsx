import { useEffect, useMemo, useState } from 'react';
import { eventEndsAt, instantInTimeZone } from '@hackcamp/contract';
import { Card } from '../../components/ui/card.tsx';
import { countdownState, kickoffText } from './countdown.ts';
import { useEventTimeZone } from '../../lib/event-zone.ts';
import { countOf } from '../../lib/format.ts';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/**
 * Counts down to the hackathon's start, then says plainly that it is live or has ended. The target
 * is a time of the event's own zone, so every visitor counts down to the same instant.
 */
export function CountdownCard({ target, startDate }: { target: string; startDate: string }) {
  const [now, setNow] = useState(() => new Date());
  const timeZone = useEventTimeZone();
  const kickoff = useMemo(() => instantInTimeZone(target, timeZone), [target, timeZone]);
  const endsAt = useMemo(() => eventEndsAt(startDate, timeZone), [startDate, timeZone]);
  const state = countdownState(now, kickoff, endsAt);
  const ticking = state.phase === 'before';

  useEffect(() => {
    if (!ticking) return;
    const id = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(id);
  }, [ticking]);

  const when = kickoffText(target, timeZone);

  return (
    <Card className="mx-auto mt-12 max-w-xl p-5 sm:p-6" data-testid="countdown">
      {state.phase === 'before' ? (
        <>
          <p className="text-center text-sm font-medium text-slate-600 dark:text-slate-400">The hackathon starts in</p>
          {/* Screen readers get one sentence; a region that changes every second would be noise. */}
          <p className="sr-only">
            {countOf(state.days, 'day')}, {countOf(state.hours, 'hour')} and {countOf(state.minutes, 'minute')} until the hackathon.
          </p>
          <div aria-hidden="true" className="mt-3 grid grid-cols-4 gap-2 text-center">
            {UNITS.map((unit) => (
              <div key={unit} className="rounded-lg bg-blue-50 px-1 py-3 dark:bg-blue-500/10">
                <p className="text-2xl font-bold text-blue-700 tabular-nums sm:text-3xl dark:text-blue-300">{String(state[unit]).padStart(2, '0')}</p>
                <p className="text-xs text-slate-600 capitalize dark:text-slate-400">{unit}</p>
              </div>
            ))}
          </div>
          <p className="mt-3 text-center text-xs text-slate-500 dark:text-slate-400">Kick-off {when}</p>
        </>
      ) : state.phase === 'live' ? (
        <p className="flex items-center justify-center gap-2 text-center font-semibold text-emerald-700 dark:text-emerald-400">
          <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-emerald-500" />
          The hackathon is live: teams are building right now.
        </p>
      ) : (
        <p className="text-center text-slate-700 dark:text-slate-300">
          <span className="font-semibold text-slate-900 dark:text-white">This edition has ended.</span> Thank you to every mentor, judge and builder.
        </p>
      )}
    </Card>
  );
}
