import { lazy, Suspense, type ComponentProps } from 'react';
import { cn } from '../../../lib/cn.ts';
import { QR_FRAME } from './qr-frame.ts';

// `qrcode` is a chunk of its own, fetched when a code is first shown: no other screen carries it.
const QrCodeCanvas = lazy(() => import('./qr-code.tsx'));

/** The QR code, with a white square of its size while the drawing code loads. */
export function QrCode(props: ComponentProps<typeof QrCodeCanvas>) {
  return (
    <Suspense fallback={<div className={cn('aspect-square rounded-xl bg-white', props.className ?? QR_FRAME)} />}>
      <QrCodeCanvas {...props} />
    </Suspense>
  );
}
