import { lazy, Suspense, type ComponentProps } from 'react';
import { cn } from '../../../lib/cn.ts';

// `qrcode` is a chunk of its own, fetched when a code is first shown: no other screen carries it.
const QrCodeCanvas = lazy(() => import('./qr-code.tsx'));

/** The QR code, with a white square of its size while the drawing code loads. */
export function QrCode(props: ComponentProps<typeof QrCodeCanvas>) {
  return (
    <Suspense fallback={<div className={cn('aspect-square w-full rounded-xl bg-white ring-1 ring-slate-200 dark:ring-slate-700', props.className)} />}>
      <QrCodeCanvas {...props} />
    </Suspense>
  );
}
