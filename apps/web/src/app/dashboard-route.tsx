import { lazy } from 'react';
import { MSG } from '@hackcamp/contract';
import { useSession } from '../lib/session.ts';
import { MAIN_CONTENT_ID } from '../components/layout/skip-link.tsx';

// One chunk per dashboard: a mentor never downloads the admin screens, and vice versa.
const AdminDashboard = lazy(() => import('../dashboards/admin/admin-dashboard.tsx').then((m) => ({ default: m.AdminDashboard })));
const MentorDashboard = lazy(() => import('../dashboards/mentor/mentor-dashboard.tsx').then((m) => ({ default: m.MentorDashboard })));
const JudgeTeamsScreen = lazy(() => import('../dashboards/judge/judge-teams-screen.tsx').then((m) => ({ default: m.JudgeTeamsScreen })));
const BootcampDashboard = lazy(() => import('../dashboards/participant-bootcamp/bootcamp-dashboard.tsx').then((m) => ({ default: m.BootcampDashboard })));
const HackathonDashboard = lazy(() => import('../dashboards/participant-hackathon/hackathon-dashboard.tsx').then((m) => ({ default: m.HackathonDashboard })));

/** /dashboard: the spec picks the screen by role, and by participation type for participants. */
export function DashboardRoute() {
  const { user } = useSession();
  if (!user) return null;

  switch (user.role) {
    case 'superadmin':
      return <AdminDashboard user={user} />;
    case 'mentor':
      return <MentorDashboard user={user} />;
    case 'judge':
      return <JudgeTeamsScreen />;
    case 'participant':
      return user.participantType === 'hackathon' ? <HackathonDashboard user={user} /> : <BootcampDashboard user={user} />;
    default: {
      // A stored or served role this build does not know (e.g. renamed on the server).
      const role: string = user.role;
      return (
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex min-h-dvh items-center justify-center px-4">
          <p role="alert" className="text-lg font-medium text-red-600 dark:text-red-400">
            {MSG.unknownRole(role)}
          </p>
        </main>
      );
    }
  }
}
