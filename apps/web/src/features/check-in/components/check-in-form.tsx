import { useId, useRef, useState, type FormEvent } from 'react';
import { CHECK_IN, CHECK_IN_MSG, normaliseCheckInCode } from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { cn } from '../../../lib/cn.ts';
import { useCheckIn, type CheckInOutcome } from '../api/check-in.ts';

import QrScanner from './qr-scanner.tsx';

const looksLikeCode = (code: string) => code.length === CHECK_IN.codeLength && [...code].every((ch) => CHECK_IN.alphabet.includes(ch));

/**
 * The participant's two ways in: the camera reading the QR code on the mentor's screen (posted as
 * soon as it is read), and the code typed. The server's answer to a failure is shown as it comes.
 */
// Imported lazily (check-in-card.tsx, the /check-in page), with the scanner and its decoder: a
// chunk fetched when the camera is first wanted. A lazy import of the scanner from here instead
// moved a shared module out of the entry and put /login over its budget.
export default function CheckInForm({ onCheckedIn, camera = true }: { onCheckedIn: (outcome: CheckInOutcome) => void; camera?: boolean }) {
  const checkIn = useCheckIn();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // What the camera last sent: the same picture is read many times a second; send it once.
  const lastScanned = useRef<string | null>(null);
  const fieldId = useId();
  const problemId = useId();

  const submit = (value: string) =>
    checkIn.mutate(value, {
      onSuccess: (outcome) => {
        setProblem(null);
        onCheckedIn(outcome);
      },
      onError: (error) => setProblem(errorMessage(error, 'Check-in failed. Please try again.')),
    });

  const onScanned = (text: string) => {
    // Another QR code in view (a poster, a menu) is not sent: it would spend the attempts allowed.
    if (checkIn.isPending || text === lastScanned.current || !looksLikeCode(normaliseCheckInCode(text))) return;
    lastScanned.current = text;
    submit(text);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const code = normaliseCheckInCode(typed);
    if (!code) return setProblem(CHECK_IN_MSG.codeRequired);
    if (!looksLikeCode(code)) return setProblem(CHECK_IN_MSG.codeInvalid);
    submit(code);
  };

  return (
    <div className="space-y-4">
      {camera && <QrScanner onCode={onScanned} paused={checkIn.isPending} />}
      {checkIn.isPending && (
        <p role="status" className="flex items-center justify-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <Spinner className="size-4" /> Checking in…
        </p>
      )}
      {problem && !checkIn.isPending && (
        <Alert tone="error" title="Not checked in">
          <span id={problemId}>{problem}</span>
        </Alert>
      )}
      <form onSubmit={onSubmit} className="space-y-2" noValidate>
        <Label htmlFor={fieldId}>{camera ? 'Or type the code on the screen' : 'Code on the screen'}</Label>
        <div className="flex gap-2">
          <Input
            id={fieldId}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            // The code is letters and digits, read off a screen: no autocorrect, capitals offered.
            autoCapitalize="characters"
            autoCorrect="off"
            autoComplete="one-time-code"
            spellCheck={false}
            inputMode="text"
            enterKeyHint="go"
            maxLength={CHECK_IN.codeLength + 4}
            placeholder="e.g. 7KQ4MZ"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            className={cn('min-w-0 flex-1 font-mono text-lg tracking-[0.2em] uppercase placeholder:tracking-normal placeholder:normal-case')}
          />
          <Button type="submit" loading={checkIn.isPending} className="shrink-0">
            Check in
          </Button>
        </div>
      </form>
    </div>
  );
}
