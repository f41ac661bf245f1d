import { WifiOff } from 'lucide-react';
import { useLivePaused } from '../../lib/live-status.ts';

/**
 * A line under the signed-in header while the live stream has been away for a few seconds: the
 * screens then change only when refetched (on window focus), and the reader should know. The
 * status region stays in the page, empty, so screen readers announce the line when it appears.
 */
export function LiveStatusNotice() {
  const paused = useLivePaused();
  return (
    <p role="status">
      {paused && (
        <span className="flex items-center justify-center gap-1.5 border-t border-amber-200 bg-amber-50 px-3 py-1 text-center text-xs font-medium text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-200">
          <WifiOff aria-hidden="true" className="size-3.5 shrink-0" />
          Live updates paused — reconnecting…
        </span>
      )}
    </p>
  );
}
