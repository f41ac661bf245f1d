import { cn } from '../../../lib/cn.ts';

/** The 6-character fallback code, large and spaced, read aloud letter by letter by screen readers. */
export function CheckInCode({ code, className, onWhite = false }: { code: string; className?: string; onWhite?: boolean }) {
  return (
    <p className={cn('font-mono font-bold tracking-[0.25em] text-slate-900 tabular-nums', !onWhite && 'dark:text-white', className)}>
      <span className="sr-only">Code: {code.split('').join(' ')}</span>
      <span aria-hidden="true" data-testid="check-in-code">
        {code}
      </span>
    </p>
  );
}
