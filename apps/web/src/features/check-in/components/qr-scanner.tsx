import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { CameraOff } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { createQrDetector } from '../qr-detector.ts';

type CameraState = 'starting' | 'scanning' | 'refused' | 'absent' | 'insecure' | 'failed';

/** A picture is looked at this long after the last one was read: a few times a second is plenty for a code held still. */
const SCAN_EVERY_MS = 150;

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
 * The phone's camera reading QR codes with a BarcodeDetector (qr-detector.ts: the browser's own,
 * or the polyfill, loaded when the check-in dialog opens). The back camera is asked for; a laptop
 * gives its only one. Each text read is handed to `onCode`; the camera stops when this unmounts
 * (the dialog closes).
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
    const element = video.current!;
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const release = () => {
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
      element.srcObject = null;
    };

    const start = async () => {
      // The detector loads while the browser asks for the camera; a failure of it is met when it is
      // awaited below, so it must not count as unhandled if the camera fails first.
      const detecting = createQrDetector();
      detecting.catch(() => undefined);
      stream = await navigator.mediaDevices.getUserMedia({ audio: false, video: { facingMode: { ideal: 'environment' } } });
      // Closed while the browser was asking: the camera it then gave is stopped at once.
      if (stopped) return release();
      element.srcObject = stream;
      await element.play();
      const detector = await detecting;
      if (stopped) return;
      setState('scanning');
      const scan = async () => {
        try {
          for (const code of await detector.detect(element)) onRead(code.rawValue);
        } catch {
          // A frame that was not ready: the next one is looked at.
        }
        if (!stopped) timer = setTimeout(() => void scan(), SCAN_EVERY_MS);
      };
      void scan();
    };
    start().catch((error: unknown) => {
      if (stopped) return;
      release();
      setState(problemOf(error));
    });
    return () => {
      stopped = true;
      release();
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
