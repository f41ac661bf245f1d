import { useState } from 'react';
import { toast } from 'sonner';
import { QrCode as QrIcon } from 'lucide-react';
import { CHECK_IN, CHECK_IN_MSG } from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { useCurrentCheckIn } from '../api/get-current-window.ts';
import { CheckInPanel } from './check-in-panel.tsx';
import { OpenCheckInDialog } from './open-check-in-dialog.tsx';

/**
 * Check-in at the door, above the attendance grid: a button that opens a window for today, then
 * the window's panel while it is open (found again after a reload). `forEveryone`: the
 * superadmin's, which admits every bootcamp participant.
 */
export function CheckInLauncher({ forEveryone = false }: { forEveryone?: boolean }) {
  const current = useCurrentCheckIn();
  const [choosing, setChoosing] = useState(false);

  if (current.isLoading) return null;
  if (current.isError && !current.data)
    return (
      <Alert tone="error" title="Failed to load check-in">
        <Button size="sm" variant="outline" className="mt-2" onClick={() => void current.refetch()}>
          Try Again
        </Button>
      </Alert>
    );
  if (current.data?.open) return <CheckInPanel window={current.data} />;

  return (
    <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
      <div className="flex min-w-0 items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700 dark:bg-blue-500/15 dark:text-blue-300">
          <QrIcon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900 dark:text-white">Check-in by QR code</h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Show a code that {forEveryone ? 'every bootcamp participant scans' : 'your participants scan'} with their phones: each is marked present for today.
            The code changes every {CHECK_IN.rotateEverySeconds} seconds.
          </p>
        </div>
      </div>
      <Button className="shrink-0" onClick={() => setChoosing(true)}>
        <QrIcon aria-hidden="true" className="size-4" /> Open check-in
      </Button>
      <OpenCheckInDialog
        open={choosing}
        onOpenChange={setChoosing}
        onOpened={() => {
          setChoosing(false);
          toast.success(CHECK_IN_MSG.opened);
        }}
        onFailed={(error) => toast.error(errorMessage(error, 'Check-in could not be opened'))}
      />
    </Card>
  );
}
