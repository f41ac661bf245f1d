import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { UserRound } from 'lucide-react';
import { AppHeader } from '../../components/layout/app-header.tsx';
import { LiveStatusNotice } from '../../components/layout/live-status-notice.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { ThemeToggle } from '../../components/ui/theme-toggle.tsx';
import { AnnouncementsBell } from '../../features/announcements/components/announcements-bell.tsx';
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
  /** A wider page for dashboards with wide tables and many tabs (the admin's). */
  wide?: boolean;
};

/** The frame every signed-in dashboard shares: header with announcements, profile, theme and logout. */
export function DashboardLayout({ children, floatingAction, wide = false }: DashboardLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader
        brandTo="/dashboard"
        wide={wide}
        notice={<LiveStatusNotice />}
        actions={
          <>
            <AnnouncementsBell />
            <Link to="/profile" className={buttonClasses('ghost', 'sm')}>
              <UserRound aria-hidden="true" className="size-4" />
              <span className="max-sm:sr-only">Profile</span>
            </Link>
            <ThemeToggle />
            <LogoutButton />
          </>
        }
      />
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className={cn('mx-auto w-full flex-1 px-4 py-6 sm:px-6 sm:py-10', wide ? 'max-w-7xl' : 'max-w-6xl', floatingAction && 'pb-24 sm:pb-24')}
      >
        {children}
      </main>
      {floatingAction && <div className="fixed right-5 bottom-5 z-40">{floatingAction}</div>}
    </div>
  );
}
