import { lazy } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { Role } from '@hackcamp/contract';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { useSession } from '../lib/session.ts';

const ChoosePasswordPage = lazy(() => import('../pages/choose-password/choose-password-page.tsx').then((m) => ({ default: m.ChoosePasswordPage })));

/**
 * The spec's route guard: spinner while loading, /login when signed out, /dashboard on a wrong
 * role. An account still holding a temporary password sees only the screen to replace it (the
 * server refuses everything else until then).
 */
export function RequireAuth({ role }: { role?: Role }) {
  const { status, user } = useSession();
  const location = useLocation();

  if (status === 'loading') return <PageSpinner className="min-h-dvh" />;
  // With the query: /check-in?code=… must come back with its code after signing in.
  if (!user) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (user.mustChangePassword) return <ChoosePasswordPage user={user} />;
  if (role && user.role !== role) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
