import { useState } from 'react';
import { FileText, Home, UserRound, Users, GraduationCap } from 'lucide-react';
import type { PublicUser } from '@hackcamp/contract';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { TabPanel, Tabs } from '../../components/ui/tabs.tsx';
import { useHackathonDashboard } from '../../features/hackathon/api/get-hackathon-dashboard.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { DashboardIntro } from '../shared/dashboard-intro.tsx';
import { DashboardLayout } from '../shared/dashboard-layout.tsx';
import { HomeTab } from './home-tab.tsx';
import { MentorsTab } from './mentors-tab.tsx';
import { ProblemsTab } from './problems-tab.tsx';
import { ProfileTab } from './profile-tab.tsx';
import { TeamsTab } from './teams-tab.tsx';

export type HackathonTab = 'home' | 'teams' | 'mentors' | 'problems' | 'profile';

const TABS = [
  { value: 'home', label: 'Home', icon: Home },
  { value: 'teams', label: 'Teams', icon: Users },
  { value: 'mentors', label: 'Mentors', icon: GraduationCap },
  { value: 'problems', label: 'Problems', icon: FileText },
  { value: 'profile', label: 'Profile', icon: UserRound },
];

/** The hackathon-only participant's dashboard: teams, mentors and problem statements, no tasks. */
export function HackathonDashboard({ user }: { user: PublicUser }) {
  useDocumentTitle('Dashboard');
  const [tab, setTab] = useState<HackathonTab>('home');
  const dashboard = useHackathonDashboard();

  return (
    <DashboardLayout>
      <DashboardIntro
        title={`Welcome back, ${user.name}!`}
        subtitle="Find your team, meet your mentor and pick a problem statement for the hackathon."
        aside={<Badge tone="violet">Hackathon Participant</Badge>}
      />
      {dashboard.isLoading ? (
        <PageSpinner className="py-24" />
      ) : dashboard.isError || !dashboard.data ? (
        <Card className="mx-auto max-w-md p-8 text-center" role="alert">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Error Loading Dashboard</h2>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Failed to load dashboard data. Please try again.</p>
          <Button className="mt-5" onClick={() => void dashboard.refetch()} loading={dashboard.isFetching}>
            Try Again
          </Button>
        </Card>
      ) : (
        <Tabs value={tab} onValueChange={(v) => setTab(v as HackathonTab)} items={TABS} label="Dashboard sections">
          <TabPanel value="home">
            <HomeTab data={dashboard.data} onNavigate={setTab} />
          </TabPanel>
          <TabPanel value="teams">
            <TeamsTab />
          </TabPanel>
          <TabPanel value="mentors">
            <MentorsTab />
          </TabPanel>
          <TabPanel value="problems">
            <ProblemsTab />
          </TabPanel>
          <TabPanel value="profile">
            <ProfileTab user={user} />
          </TabPanel>
        </Tabs>
      )}
    </DashboardLayout>
  );
}
