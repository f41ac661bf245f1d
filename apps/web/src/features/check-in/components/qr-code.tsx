import { useEffect, useRef, useState } from 'react';
import { toCanvas } from 'qrcode';
import { cn } from '../../../lib/cn.ts';
import { QR_FRAME } from './qr-frame.ts';

/** Pixels of the drawn code; CSS scales the canvas to its box, so a projector gets sharp edges. */
const RESOLUTION = 600;

/**
 * A QR code of `value`, drawn in the browser with `qrcode` (this module is its own chunk: see
 * lazy-qr-code.tsx). Always dark on white with a quiet zone, in the dark theme too: phone cameras
 * read that best.
 */
export default function QrCode({
  value,
  label,
  className = QR_FRAME,
}: {
  value: string;
  label: string;
  /** Its width and frame (QR_FRAME when none). */
  className?: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const target = canvas.current;
    if (!target) return;
    let cancelled = false;
    toCanvas(target, value, { width: RESOLUTION, margin: 4, errorCorrectionLevel: 'M', color: { dark: '#000000', light: '#ffffff' } })
      .then(() => {
        // It sizes the canvas inline in pixels; the box around it decides the size instead.
        target.style.width = '';
        target.style.height = '';
        if (!cancelled) setFailed(false);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [value]);

  return (
    <div className={cn('relative aspect-square overflow-hidden rounded-xl bg-white', className)}>
      <canvas ref={canvas} role="img" aria-label={label} data-qr-value={value} className="block size-full" />
      {failed && (
        <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-slate-700">
          The QR code could not be drawn: use the code below.
        </p>
      )}
    </div>
  );
}
