import { useEffect, useState } from 'react';
import { CHECK_IN } from '@hackcamp/contract';
import { cn } from '../../../lib/cn.ts';

/** Seconds until the shown code is replaced, as text and a shrinking bar. */
/** `onWhite`: on the projector's white page, which stays white in the dark theme. */
export function CodeCountdown({ expiresAt, onWhite = false, className }: { expiresAt: string | null; onWhite?: boolean; className?: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, []);
  const period = CHECK_IN.rotateEverySeconds;
  // Clamped to one period: the browser's clock may differ a little from the server's.
  const left = expiresAt ? Math.min(period, Math.max(0, Math.ceil((new Date(expiresAt).getTime() - now) / 1000))) : period;
  return (
    <div className={cn('w-full', className)}>
      <div className={cn('h-1.5 w-full overflow-hidden rounded-full bg-slate-200', !onWhite && 'dark:bg-slate-700')} aria-hidden="true">
        <div
          className={cn('h-full rounded-full bg-blue-600 transition-[width] duration-500 ease-linear', !onWhite && 'dark:bg-blue-400')}
          style={{ width: `${(left / period) * 100}%` }}
        />
      </div>
      <p className={cn('mt-1.5 text-xs text-slate-600 tabular-nums', !onWhite && 'dark:text-slate-400')}>{left > 0 ? `New code in ${left} s` : 'New code…'}</p>
    </div>
  );
}
