import { lazy, Suspense, type ComponentProps } from 'react';
import { cn } from '../../../lib/cn.ts';

// `qrcode` is a chunk of its own, fetched when a code is first shown: no other screen carries it.
const QrCodeCanvas = lazy(() => import('./qr-code.tsx'));

/** qr-code.tsx's width and frame when none is given. */
const QR_FRAME = 'w-full ring-1 ring-slate-200 dark:ring-slate-700';

/** The QR code, with a white square of its size while the drawing code loads. */
export function QrCode(props: ComponentProps<typeof QrCodeCanvas>) {
  return (
    <Suspense fallback={<div className={cn('aspect-square rounded-xl bg-white', props.className ?? QR_FRAME)} />}>
      <QrCodeCanvas {...props} />
    </Suspense>
  );
}
