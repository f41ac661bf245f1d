import { useState } from 'react';
import { FileUp, LayoutDashboard } from 'lucide-react';
import type { PublicUser } from '@hackcamp/contract';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { TabPanel, Tabs } from '../../components/ui/tabs.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { DashboardIntro } from '../shared/dashboard-intro.tsx';
import { DashboardLayout } from '../shared/dashboard-layout.tsx';
import { ImportTab } from './import-tab.tsx';

const TABS = [
  { value: 'overview', label: 'Overview', icon: LayoutDashboard },
  { value: 'import', label: 'Import', icon: FileUp },
];

export function AdminDashboard({ user }: { user: PublicUser }) {
  useDocumentTitle('Admin Dashboard');
  const [tab, setTab] = useState('overview');
  return (
    <DashboardLayout>
      <DashboardIntro
        eyebrow="Admin Dashboard"
        title={`Welcome back, ${user.name}!`}
        subtitle="This is the admin dashboard, where you run the event: people, teams, tasks, votes and announcements."
      />
      <Tabs value={tab} onValueChange={setTab} items={TABS} label="Admin sections">
        <TabPanel value="overview">
          <ComingSoon
            title="Admin tools are on their way"
            description="These sections are being built and will appear here as tabs:"
            items={[
              'Overview with the Team Formation and Voting switches',
              'Users: search, filter and sort',
              'Mentors and Add Mentor',
              'Mentors Assigning',
              'Judges Assigning',
              'Teams with PDF and CSV export',
              'Votes and ratings per team',
              'Tasks for Day 1 to Day 12',
              'Announcements',
            ]}
          />
        </TabPanel>
        <TabPanel value="import">
          <ImportTab />
        </TabPanel>
      </Tabs>
    </DashboardLayout>
  );
}
