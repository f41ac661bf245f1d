import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { UserRound } from 'lucide-react';
import { AppHeader } from '../../components/layout/app-header.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { ThemeToggle } from '../../components/ui/theme-toggle.tsx';
import { LogoutButton } from '../../features/auth/components/logout-button.tsx';
import { cn } from '../../lib/cn.ts';
import { MAIN_CONTENT_ID } from '../../components/layout/skip-link.tsx';

type DashboardLayoutProps = {
  children: ReactNode;
  /**
   * A button floating over the bottom-right corner (the bootcamp 'Quick Tour'). The page then
   * keeps room below its content, so scrolled to the end nothing (a score, a feedback line, a
   * button) is left under it.
   */
  floatingAction?: ReactNode;
};

/** The frame every signed-in dashboard shares: header with profile, theme and logout. */
export function DashboardLayout({ children, floatingAction }: DashboardLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader
        brandTo="/dashboard"
        actions={
          <>
            <Link to="/profile" className={buttonClasses('ghost', 'sm')}>
              <UserRound aria-hidden="true" className="size-4" />
              <span className="max-sm:sr-only">Profile</span>
            </Link>
            <ThemeToggle />
            <LogoutButton />
          </>
        }
      />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={cn('mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-10', floatingAction && 'pb-24 sm:pb-24')}>{children}</main>
      {floatingAction && <div className="fixed right-5 bottom-5 z-40">{floatingAction}</div>}
    </div>
  );
}
