import { useId, useState } from 'react';
import { CHECK_IN } from '@hackcamp/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { cn } from '../../../lib/cn.ts';
import { useOpenCheckIn } from '../api/open-window.ts';

/** Usual lengths, all within CHECK_IN.minMinutes..maxMinutes; 15 suits a doorway of a few hundred. */
const PRESETS = [5, 10, 15, 30, 60, 120] as const;
const DEFAULT_MINUTES = 15;

const labelOf = (minutes: number) => (minutes < 60 ? `${minutes} min` : minutes === 60 ? '1 hour' : `${minutes / 60} hours`);

/** How long the window stays open, then open it. */
export function OpenCheckInDialog({
  open,
  onOpenChange,
  onOpened,
  onFailed,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onOpened: () => void;
  onFailed: (error: unknown) => void;
}) {
  const [minutes, setMinutes] = useState<number>(DEFAULT_MINUTES);
  const openWindow = useOpenCheckIn();
  const name = useId();

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Open check-in"
      description="Participants can check in for today until it closes. You can close it earlier."
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          openWindow.mutate(minutes, { onSuccess: onOpened, onError: onFailed });
        }}
      >
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-900 dark:text-slate-100">Open for</legend>
          <div className="grid grid-cols-3 gap-2">
            {PRESETS.filter((m) => m >= CHECK_IN.minMinutes && m <= CHECK_IN.maxMinutes).map((m) => (
              <label
                key={m}
                className={cn(
                  'flex h-11 cursor-pointer items-center justify-center rounded-lg border text-sm font-medium transition-colors has-focus-visible:ring-2 has-focus-visible:ring-blue-500',
                  m === minutes
                    ? 'border-blue-600 bg-blue-50 text-blue-800 dark:border-blue-400 dark:bg-blue-500/15 dark:text-blue-200'
                    : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800',
                )}
              >
                <input type="radio" name={name} value={m} checked={m === minutes} onChange={() => setMinutes(m)} className="sr-only" />
                {labelOf(m)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={openWindow.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={openWindow.isPending}>
            Open for {labelOf(minutes)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
