import { lazy, Suspense, useState } from 'react';
import { toast } from 'sonner';
import { ATTENDANCE_MSG } from '@hackcamp/contract';
import { CircleCheck, Hand, QrCode as QrIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { useEventCalendar } from '../../../lib/event-calendar.ts';
import { timeZoneLabel } from '../../../lib/event-zone.ts';
import { formatTime } from '../../../lib/format.ts';
import { useCheckInStatus } from '../api/get-check-in-status.ts';
import { useSelfCheckIn } from '../api/self-check-in.ts';
import { CheckInFormFallback } from './check-in-form-fallback.tsx';

// The scanner is a chunk of its own (with its decoder), fetched when the dialog first opens.
const CheckInForm = lazy(() => import('./check-in-form.tsx'));

function CheckedInCard() {
  return (
    <Card role="status" className="flex items-center gap-3 border-emerald-200 bg-emerald-50 p-4 dark:border-emerald-500/30 dark:bg-emerald-500/10">
      <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-emerald-600 dark:text-emerald-400" />
      <p className="font-semibold text-emerald-900 dark:text-emerald-100">{ATTENDANCE_MSG.checkedIn}</p>
    </Card>
  );
}

/**
 * With the organiser's "Self check-in" on and no window admitting them, a participant marks
 * today (the event's day) present with one button; the server checks the switch and the day again.
 */
function SelfCheckInCard() {
  const selfCheckIn = useSelfCheckIn();
  return (
    <Card className="flex flex-col gap-3 border-blue-200 bg-blue-50 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-blue-500/30 dark:bg-blue-500/10">
      <div className="flex min-w-0 items-start gap-3">
        <Hand aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-blue-700 dark:text-blue-300" />
        <div className="min-w-0">
          <h2 className="font-semibold text-slate-900 dark:text-white">Self check-in is open</h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">Check yourself in to be marked present today.</p>
        </div>
      </div>
      <Button
        size="lg"
        className="shrink-0"
        disabled={selfCheckIn.isPending}
        onClick={() =>
          selfCheckIn.mutate(undefined, {
            onSuccess: () => toast.success(ATTENDANCE_MSG.checkedIn),
            onError: (error) => toast.error(errorMessage(error, 'Check-in failed. Please try again.')),
          })
        }
      >
        <Hand aria-hidden="true" className="size-5" /> {selfCheckIn.isPending ? 'Checking in…' : 'Check in'}
      </Button>
    </Card>
  );
}

/**
 * The bootcamp participant's "Check in" while a window of their mentor (or everyone's) is open:
 * the camera or the typed code. Without a window, the one-button self check-in when the organiser
 * allows it on an event day; nothing otherwise.
 */
export function CheckInCard() {
  const status = useCheckInStatus();
  const { today, settings } = useEventCalendar();
  const [open, setOpen] = useState(false);
  const data = status.data;
  const selfCheckInOpen = settings.data?.selfCheckInEnabled === true && today !== null;

  if (data?.checkedIn && !open && (data.window || selfCheckInOpen)) return <CheckedInCard />;
  if (!data?.window && !open) return data && selfCheckInOpen ? <SelfCheckInCard /> : null;

  return (
    <Card className="flex flex-col gap-3 border-blue-200 bg-blue-50 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-blue-500/30 dark:bg-blue-500/10">
      <div className="flex min-w-0 items-start gap-3">
        <QrIcon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-blue-700 dark:text-blue-300" />
        <div className="min-w-0">
          <h2 className="font-semibold text-slate-900 dark:text-white">Check-in is open</h2>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Scan the code on your mentor’s screen
            {data?.window ? ` before ${formatTime(data.window.closesAt)} ${timeZoneLabel(undefined, new Date(data.window.closesAt))}` : ''} to be marked present
            today.
          </p>
        </div>
      </div>
      <Button size="lg" className="shrink-0" onClick={() => setOpen(true)}>
        <QrIcon aria-hidden="true" className="size-5" /> Check in
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Check in" description="Point your camera at the QR code on the screen, or type the code under it.">
        {/* Mounted only while open: closing the dialog stops the camera. */}
        {open && (
          <Suspense fallback={<CheckInFormFallback />}>
            <CheckInForm
              onCheckedIn={(outcome) => {
                setOpen(false);
                toast.success(outcome.message);
              }}
            />
          </Suspense>
        )}
      </Dialog>
    </Card>
  );
}
