import { useState } from 'react';
import { ClipboardList, FileText, Home, Trophy, UserRound } from 'lucide-react';
import type { PublicUser } from '@hackcamp/contract';
import { TabPanel, Tabs } from '../../components/ui/tabs.tsx';
import { ProblemsTab } from '../../features/team-formation/components/problems-tab.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { DashboardLayout } from '../shared/dashboard-layout.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { UpcomingTab } from './upcoming-tab.tsx';

export type BootcampTab = 'home' | 'problems' | 'tasks' | 'leaderboard' | 'profile';

const TABS = [
  { value: 'home', label: 'Overview', icon: Home },
  { value: 'problems', label: 'Problem Statements', icon: FileText },
  { value: 'tasks', label: 'Tasks', icon: ClipboardList },
  { value: 'leaderboard', label: 'Leaderboard', icon: Trophy },
  { value: 'profile', label: 'Profile', icon: UserRound },
];

export function BootcampDashboard({ user }: { user: PublicUser }) {
  useDocumentTitle('Dashboard');
  const [tab, setTab] = useState<BootcampTab>('home');
  return (
    <DashboardLayout>
      {/* One heading so the spec's welcome line reads as a single sentence. */}
      <h1 className="mb-6 text-slate-900 dark:text-white">
        <span className="block text-2xl font-bold tracking-tight sm:text-3xl">Welcome back, {user.name}!</span>{' '}
        <span className="mt-2 block text-base font-normal text-slate-600 dark:text-slate-400">Track your progress and manage your tasks</span>
      </h1>
      <Tabs value={tab} onValueChange={(v) => setTab(v as BootcampTab)} items={TABS} label="Dashboard sections">
        <TabPanel value="home">
          <OverviewTab user={user} />
        </TabPanel>
        <TabPanel value="problems">
          <ProblemsTab />
        </TabPanel>
        <TabPanel value="tasks">
          <UpcomingTab title="Daily tasks" items={['Day 1 to Day 12 with the tasks of each day', 'Submit text, a link or a file; edit or redo before grading', 'Your score for every graded task']} />
        </TabPanel>
        <TabPanel value="leaderboard">
          <UpcomingTab title="Leaderboard" items={['Participants ranked by score, with search', 'The mentor directory']} />
        </TabPanel>
        <TabPanel value="profile">
          <UpcomingTab title="Profile" items={['Your details, points and status', 'Change your password']} />
        </TabPanel>
      </Tabs>
    </DashboardLayout>
  );
}
