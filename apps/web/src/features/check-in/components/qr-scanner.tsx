import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { BrowserQRCodeReader, type IScannerControls } from '@zxing/browser';
import { CameraOff } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner.tsx';

type CameraState = 'starting' | 'scanning' | 'refused' | 'absent' | 'insecure' | 'failed';

const PROBLEM: Record<Exclude<CameraState, 'starting' | 'scanning'>, string> = {
  refused: 'The camera was not allowed. Type the code from the screen instead, or allow the camera in your browser’s settings.', // ours
  absent: 'No camera was found. Type the code from the screen instead.', // ours
  insecure: 'The camera works only on a secure (https) address. Type the code from the screen instead.', // ours
  failed: 'The camera could not be started. Type the code from the screen instead.', // ours
};

function problemOf(error: unknown): Exclude<CameraState, 'starting' | 'scanning'> {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'refused';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'absent';
  return 'failed';
}

/**
 * The phone's camera reading QR codes with @zxing/browser (its own chunk, loaded when the check-in
 * dialog opens). The back camera is asked for; a laptop gives its only one. Each text read is
 * handed to `onCode`; the camera stops when this unmounts (the dialog closes).
 */
export default function QrScanner({ onCode, paused }: { onCode: (text: string) => void; paused: boolean }) {
  const video = useRef<HTMLVideoElement>(null);
  // No camera API at all: a browser without one, or a page not served over https.
  const [state, setState] = useState<CameraState>(() =>
    typeof navigator.mediaDevices?.getUserMedia === 'function' ? 'starting' : window.isSecureContext ? 'absent' : 'insecure',
  );
  // Read by the running scanner with the latest props, without restarting the camera.
  const onRead = useEffectEvent((text: string) => {
    if (!paused) onCode(text);
  });

  useEffect(() => {
    if (typeof navigator.mediaDevices?.getUserMedia !== 'function') return;
    let controls: IScannerControls | undefined;
    let stopped = false;
    const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: 150 });
    reader
      .decodeFromConstraints({ audio: false, video: { facingMode: { ideal: 'environment' } } }, video.current!, (result) => {
        if (result) onRead(result.getText());
      })
      .then((c) => {
        if (stopped) c.stop();
        else {
          controls = c;
          setState('scanning');
        }
      })
      .catch((error: unknown) => !stopped && setState(problemOf(error)));
    return () => {
      stopped = true;
      controls?.stop();
    };
  }, []);

  const problem = state !== 'starting' && state !== 'scanning' ? PROBLEM[state] : null;
  if (problem)
    return (
      // Without a camera the box is just its message: the typed code below is then the way in.
      <div role="alert" className="flex w-full flex-col items-center gap-3 rounded-xl bg-slate-900 p-6 text-center text-sm text-slate-100">
        <CameraOff aria-hidden="true" className="size-8 shrink-0 text-slate-300" />
        {problem}
      </div>
    );
  return (
    <div className="relative aspect-square w-full overflow-hidden rounded-xl bg-slate-900">
      <video ref={video} muted playsInline aria-label="Camera" className="size-full object-cover" />
      {state === 'scanning' && (
        // A frame to aim with; the code is read anywhere in the picture.
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-[15%] rounded-2xl border-4 border-white/80 shadow-[0_0_0_999px_rgba(15,23,42,0.35)]"
        />
      )}
      {state === 'starting' && (
        <div role="status" className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-sm text-slate-200">
          <Spinner className="size-6" /> Starting the camera…
        </div>
      )}
    </div>
  );
}
