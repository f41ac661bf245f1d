import { useEffect, useRef } from 'react';
import { X } from 'lucide-react';
import type { CheckInWindow } from '@hackcamp/contract';
import { Button } from '../../../components/ui/button.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { CheckInCode } from './check-in-code.tsx';
import { useCheckInUrl } from './check-in-url.ts';
import { CodeCountdown } from './code-countdown.tsx';
import { QrCode } from './lazy-qr-code.tsx';

/**
 * For a projector: the QR code as large as the screen allows, the code and the count, on white in
 * both themes. The browser's full screen when it allows it; Escape or the button leaves.
 */
export function ProjectorView({ window: w, onExit }: { window: CheckInWindow; onExit: () => void }) {
  const urlOf = useCheckInUrl();
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = root.current;
    el?.focus();
    // Not every browser (an iPhone's) has it, and it may be refused: the layer covers the page anyway.
    el?.requestFullscreen?.().catch(() => undefined);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onExit();
    // Leaving the browser's full screen (its own Escape) leaves this view too.
    const onFullscreen = () => !document.fullscreenElement && onExit();
    document.addEventListener('keydown', onKey);
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('fullscreenchange', onFullscreen);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, [onExit]);

  return (
    <div
      ref={root}
      role="dialog"
      aria-modal="true"
      aria-label="Check-in code, full screen"
      tabIndex={-1}
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 overflow-auto bg-white p-4 text-slate-900 focus:outline-none"
    >
      {/* White in both themes, like the page under it. */}
      <Button
        variant="outline"
        size="sm"
        className="absolute top-3 right-3 border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-300 dark:bg-white dark:text-slate-800 dark:hover:bg-slate-100"
        onClick={onExit}
      >
        <X aria-hidden="true" className="size-4" /> Exit full screen
      </Button>
      <p className="text-lg font-semibold sm:text-2xl">Scan to check in</p>
      {w.code && (
        <>
          <QrCode value={urlOf(w.code)} label={`QR code to check in, code ${w.code.split('').join(' ')}`} className="w-[min(80vw,62vh)]" />
          <CheckInCode code={w.code} onWhite className="text-5xl sm:text-7xl" />
          <CodeCountdown expiresAt={w.codeExpiresAt} onWhite className="max-w-[min(80vw,62vh)]" />
        </>
      )}
      <p className="text-xl font-semibold tabular-nums sm:text-2xl">
        {formatNumber(w.checkedInCount)} checked in · {formatNumber(w.missingCount)} still missing
      </p>
    </div>
  );
}
