import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { LayoutDashboard } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { homePathOf, useSession } from '../../lib/session.ts';
import { buttonClasses } from '../ui/button.tsx';
import { ThemeToggle } from '../ui/theme-toggle.tsx';
import { AppHeader } from './app-header.tsx';

function NavItem({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  return (
    <NavLink
      to={to}
      end
      className={({ isActive }) =>
        cn(
          'rounded-lg px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors sm:px-3',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500',
          isActive
            ? 'text-blue-700 dark:text-blue-400'
            : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
          className,
        )
      }
    >
      {children}
    </NavLink>
  );
}

/**
 * Top bar of the public screens: event title, Home and Photo Booth, plus optional extra links.
 * Someone signed in is offered their dashboard; `signIn` offers everyone else the sign-in page
 * (on a phone too); `results` links to the published results. `signIn` is the landing page's: on
 * a phone its brand stands for Home, making room for Sign in and Results (below 360 px Results
 * moves to the landing page's row of sections).
 */
export function PublicNav({ extra, signIn = false, results = false }: { extra?: ReactNode; signIn?: boolean; results?: boolean }) {
  const { user } = useSession();
  return (
    <AppHeader
      actions={
        <>
          <nav aria-label="Main" className="flex items-center">
            <NavItem to="/" className={signIn ? 'max-sm:hidden' : undefined}>
              Home
            </NavItem>
            <NavItem to="/photo-booth">Photo Booth</NavItem>
            {results && (
              <NavItem to="/results" className="max-[359px]:hidden">
                Results
              </NavItem>
            )}
            {extra}
          </nav>
          <ThemeToggle />
          {user ? (
            <Link to={homePathOf(user)} className={buttonClasses('primary', 'sm', 'ml-1 max-sm:w-9 max-sm:px-0')}>
              <LayoutDashboard aria-hidden="true" className="size-4" />
              <span className="max-sm:sr-only">Dashboard</span>
            </Link>
          ) : (
            signIn && (
              <Link to="/login" className={buttonClasses('primary', 'sm', 'ml-1')}>
                Sign in
              </Link>
            )
          )}
        </>
      }
    />
  );
}

export { NavItem as PublicNavItem };
