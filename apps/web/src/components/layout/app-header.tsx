import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Brand } from './brand.tsx';

type AppHeaderProps = {
  brandTo?: string;
  /** Shown before the brand, e.g. a back link. */
  leading?: ReactNode;
  /** Right-hand controls: navigation, theme toggle, account actions. */
  actions?: ReactNode;
  className?: string;
  /** Wide pages (the admin dashboard's tables) line the header up with their wider content. */
  wide?: boolean;
  /** A line under the header's row, as wide as the page (the live stream's status). */
  notice?: ReactNode;
};

export function AppHeader({ brandTo, leading, actions, className, wide = false, notice }: AppHeaderProps) {
  return (
    <header
      className={cn('sticky top-0 z-40 border-b border-slate-200/80 bg-white/85 backdrop-blur-md dark:border-slate-800/80 dark:bg-slate-950/85', className)}
    >
      <div className={cn('mx-auto flex h-16 items-center gap-2 px-3 sm:gap-3 sm:px-6', wide ? 'max-w-7xl' : 'max-w-6xl')}>
        {leading}
        <Brand to={brandTo} />
        <div className="ml-auto flex items-center gap-0.5 sm:gap-2">{actions}</div>
      </div>
      {notice}
    </header>
  );
}
