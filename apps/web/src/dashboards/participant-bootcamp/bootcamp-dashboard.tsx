import { Link } from 'react-router';
import { Layers, Trophy, UserRound } from 'lucide-react';
import { PARTICIPANT_TYPE_LABELS, type PublicUser } from '@hackcamp/contract';
import { buttonClasses } from '../../components/ui/button.tsx';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { DashboardLayout } from '../shared/dashboard-layout.tsx';
import { StatTile } from '../shared/stat-tile.tsx';

export function BootcampDashboard({ user }: { user: PublicUser }) {
  useDocumentTitle('Dashboard');
  return (
    <DashboardLayout>
      {/* One heading so the spec's welcome line reads as a single sentence. */}
      <h1 className="mb-8 text-slate-900 dark:text-white">
        <span className="block text-2xl font-bold tracking-tight sm:text-3xl">Welcome back, {user.name}!</span>{' '}
        <span className="mt-2 block text-base font-normal text-slate-600 dark:text-slate-400">
          Track your progress and manage your tasks
        </span>
      </h1>

      <div className="mb-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatTile icon={Trophy} label="Total score" value={`${user.totalScore} points`} />
        <StatTile icon={Layers} label="Programme" value={PARTICIPANT_TYPE_LABELS.bootcamp} />
        <StatTile icon={UserRound} label="College" value={user.collegeName || 'Not provided'} />
      </div>

      <ComingSoon
        title="Your bootcamp dashboard is on its way"
        description="These parts are being built and will appear here as tabs:"
        items={[
          'Overview: active tasks, attendance rate and submissions',
          'Daily tasks and submissions for Day 1 to Day 12',
          'Attendance calendar (D1 to D12)',
          'Problem Statements and team formation',
          'Your team and your mentor',
          'A guided Quick Tour',
        ]}
      />

      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/leaderboard" className={buttonClasses('outline')}>
          <Trophy aria-hidden="true" className="size-4" />
          Leaderboard
        </Link>
        <Link to="/profile" className={buttonClasses('outline')}>
          <UserRound aria-hidden="true" className="size-4" />
          My profile
        </Link>
      </div>
    </DashboardLayout>
  );
}
