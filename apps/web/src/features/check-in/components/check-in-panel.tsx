import { useState } from 'react';
import { toast } from 'sonner';
import { Maximize2, QrCode as QrIcon, UserCheck, XCircle } from 'lucide-react';
import { CHECK_IN_MSG, type CheckInWindow } from '@hackcamp/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { timeZoneLabel } from '../../../lib/event-zone.ts';
import { countOf, formatNumber, formatTime } from '../../../lib/format.ts';
import { useCloseCheckIn } from '../api/close-window.ts';
import { CheckInCode } from './check-in-code.tsx';
import { useCheckInUrl } from './check-in-url.ts';
import { CodeCountdown } from './code-countdown.tsx';
import { ProjectorView } from './projector-view.tsx';
import { QrCode } from './lazy-qr-code.tsx';

/**
 * An open check-in window on the staff member's screen: the QR code and its typed form (both
 * replaced every 20 s), who has checked in (newest first) and how many are still missing.
 */
export function CheckInPanel({ window: w }: { window: CheckInWindow }) {
  const urlOf = useCheckInUrl();
  const close = useCloseCheckIn();
  const [confirming, setConfirming] = useState(false);
  const [presenting, setPresenting] = useState(false);
  const audience = w.forEveryone ? 'every bootcamp participant' : 'your participants';

  const onClose = () =>
    close.mutate(w.id, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(CHECK_IN_MSG.closed);
      },
      onError: (error) => toast.error(errorMessage(error, CHECK_IN_MSG.notFound)),
    });

  return (
    <Card className="overflow-hidden" role="region" aria-labelledby="check-in-heading">
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-5 dark:border-slate-800">
        <div className="min-w-0">
          <h3 id="check-in-heading" className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
            <span className="relative flex size-2.5" aria-hidden="true">
              <span className="absolute inline-flex size-full rounded-full bg-emerald-400 opacity-75 motion-safe:animate-ping" />
              <span className="relative inline-flex size-2.5 rounded-full bg-emerald-500" />
            </span>
            Check-in open until {formatTime(w.closesAt)} {timeZoneLabel(undefined, new Date(w.closesAt))}
          </h3>
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">For {audience}: scan the QR code with a phone, or type the code on the dashboard.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setPresenting(true)}>
            <Maximize2 aria-hidden="true" className="size-4" /> Full screen
          </Button>
          <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
            <XCircle aria-hidden="true" className="size-4" /> Close check-in
          </Button>
        </div>
      </div>

      <div className="grid grid-cols-1 gap-5 p-4 sm:p-5 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <div className="mx-auto flex w-full max-w-80 flex-col items-center gap-3">
          {w.code ? (
            <>
              <QrCode value={urlOf(w.code)} label={`QR code to check in, code ${w.code.split('').join(' ')}`} />
              <CheckInCode code={w.code} className="text-4xl sm:text-5xl" />
              <CodeCountdown expiresAt={w.codeExpiresAt} />
            </>
          ) : (
            <p className="py-10 text-center text-sm text-slate-600 dark:text-slate-400">
              <QrIcon aria-hidden="true" className="mx-auto mb-2 size-8" />
              {CHECK_IN_MSG.windowClosed}
            </p>
          )}
        </div>

        <div className="min-w-0 space-y-4">
          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-lg bg-emerald-50 p-3 dark:bg-emerald-500/10">
              <dt className="text-xs font-medium text-emerald-800 dark:text-emerald-300">Checked in</dt>
              <dd className="text-3xl font-bold text-emerald-900 tabular-nums dark:text-emerald-100" data-testid="check-in-count">
                {formatNumber(w.checkedInCount)}
              </dd>
            </div>
            <div className="rounded-lg bg-amber-50 p-3 dark:bg-amber-500/10">
              <dt className="text-xs font-medium text-amber-900 dark:text-amber-300">Still missing</dt>
              <dd className="text-3xl font-bold text-amber-950 tabular-nums dark:text-amber-100" data-testid="check-in-missing">
                {formatNumber(w.missingCount)}
              </dd>
            </div>
          </dl>
          <p className="sr-only" role="status" aria-live="polite">
            {countOf(w.checkedInCount, 'participant')} checked in, {formatNumber(w.missingCount)} still missing
          </p>

          <div>
            <h4 className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">Latest check-ins</h4>
            {w.recent.length === 0 ? (
              <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
                Nobody has checked in yet.
              </p>
            ) : (
              <ul
                aria-label="Checked in"
                className="max-h-80 divide-y divide-slate-200 overflow-y-auto rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
              >
                {w.recent.map((entry) => (
                  <li key={entry.userId} className="flex items-center gap-3 px-3 py-2">
                    <UserCheck aria-hidden="true" className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-medium text-slate-900 dark:text-white">{entry.name}</span>
                      {entry.college && <span className="block truncate text-xs text-slate-500 dark:text-slate-400">{entry.college}</span>}
                    </span>
                    <time dateTime={entry.checkedInAt} className="shrink-0 text-xs text-slate-500 tabular-nums dark:text-slate-400">
                      {formatTime(entry.checkedInAt, true)}
                    </time>
                  </li>
                ))}
              </ul>
            )}
            {w.checkedInCount > w.recent.length && (
              <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">The latest {w.recent.length} are listed; the grid below has everyone.</p>
            )}
          </div>
        </div>
      </div>

      {presenting && <ProjectorView window={w} onExit={() => setPresenting(false)} />}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Close check-in?"
        description="The code stops working at once. Those who checked in stay present; mark the others in the grid."
        confirmLabel="Close check-in"
        destructive
        pending={close.isPending}
        onConfirm={onClose}
      />
    </Card>
  );
}
