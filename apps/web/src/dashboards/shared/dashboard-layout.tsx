import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { UserRound } from 'lucide-react';
import { AppHeader } from '../../components/layout/app-header.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { ThemeToggle } from '../../components/ui/theme-toggle.tsx';
import { LogoutButton } from '../../features/auth/components/logout-button.tsx';

/** The frame every signed-in dashboard shares: header with profile, theme and logout. */
export function DashboardLayout({ children }: { children: ReactNode }) {
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
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-10">{children}</main>
    </div>
  );
}
