import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CircleCheck, CircleX } from 'lucide-react';
import { MAIN_CONTENT_ID } from '../../components/layout/skip-link.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useCheckIn, type CheckInOutcome } from '../../features/check-in/api/check-in.ts';
import { useCheckInStatus } from '../../features/check-in/api/get-check-in-status.ts';
import { CheckInFormFallback } from '../../features/check-in/components/check-in-form-fallback.tsx';
import { errorMessage } from '../../lib/api-errors.ts';
import { useSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { SignedInHeader } from '../shared/signed-in-header.tsx';

// The scanner and its decoder: only when the code did not come in the address, or failed.
const CheckInForm = lazy(() => import('../../features/check-in/components/check-in-form.tsx'));

type Result = { ok: true; outcome: CheckInOutcome } | { ok: false; message: string };

/**
 * /check-in?code=XXXXXX: what a phone's own camera opens from the QR code. The code is sent at
 * once (a signed-out visitor signs in first and comes back here); without one, or after a
 * failure, the scanner and the typed code are offered.
 */
export function CheckInPage() {
  useDocumentTitle('Check in');
  const { user } = useSession();
  const [params] = useSearchParams();
  const code = params.get('code');
  const participant = user?.role === 'participant' && user.participantType !== 'hackathon';
  // The status first: it tells a repeat ("Already checked in") from a first check-in.
  const status = useCheckInStatus(participant);
  const checkIn = useCheckIn();
  const [result, setResult] = useState<Result | null>(null);
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!participant || !code || !status.isFetched || sent.current === code) return;
    sent.current = code;
    checkIn.mutate(code, {
      onSuccess: (outcome) => setResult({ ok: true, outcome }),
      onError: (error) => setResult({ ok: false, message: errorMessage(error, 'Check-in failed. Please try again.') }),
    });
  }, [participant, code, status.isFetched, checkIn]);

  let body;
  if (!participant) {
    body = <p className="text-slate-700 dark:text-slate-300">Check-in is for bootcamp participants. Your attendance is not tracked here.</p>;
  } else if (result?.ok) {
    body = (
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        <CircleCheck aria-hidden="true" className="size-14 text-emerald-600 dark:text-emerald-400" />
        <p className="text-2xl font-bold text-slate-900 dark:text-white">{result.outcome.message}</p>
        <p className="text-slate-600 dark:text-slate-400">You are marked present for today.</p>
      </div>
    );
  } else if (code && (!result || checkIn.isPending)) {
    body = (
      <div role="status" className="flex flex-col items-center gap-3 py-6 text-slate-700 dark:text-slate-300">
        <Spinner className="size-8 text-blue-600 dark:text-blue-400" /> Checking in…
      </div>
    );
  } else {
    body = (
      <div className="space-y-4">
        {result && !result.ok && (
          <div
            role="alert"
            className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-red-900 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-100"
          >
            <CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <p>{result.message}</p>
          </div>
        )}
        <p className="text-sm text-slate-600 dark:text-slate-400">Scan the QR code on your mentor’s screen, or type the code under it.</p>
        <Suspense fallback={<CheckInFormFallback />}>
          <CheckInForm onCheckedIn={(outcome) => setResult({ ok: true, outcome })} />
        </Suspense>
      </div>
    );
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <SignedInHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto w-full max-w-md flex-1 px-4 py-8 sm:py-12">
        <Card className="p-5 sm:p-6">
          <h1 className="mb-5 text-xl font-bold text-slate-900 dark:text-white">Check in</h1>
          {body}
          <Link to="/dashboard" className={buttonClasses(result?.ok ? 'primary' : 'outline', 'md', 'mt-6 w-full')}>
            Go to the dashboard
          </Link>
        </Card>
      </main>
    </div>
  );
}
