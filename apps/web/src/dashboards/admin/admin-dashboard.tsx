import { useState } from 'react';
import { ClipboardList, FileUp, Megaphone, Users } from 'lucide-react';
import type { PublicUser } from '@hackcamp/contract';
import { TabPanel, Tabs } from '../../components/ui/tabs.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { DashboardIntro } from '../shared/dashboard-intro.tsx';
import { DashboardLayout } from '../shared/dashboard-layout.tsx';
import { AnnouncementsTab } from './announcements-tab.tsx';
import { ImportTab } from './import-tab.tsx';
import { TasksTab } from './tasks-tab.tsx';
import { TeamsTab } from './teams-tab.tsx';

// The tabs only list the tab components; each tab lives in its own file.
const TABS = [
  { value: 'teams', label: 'Teams', icon: Users },
  { value: 'tasks', label: 'Tasks', icon: ClipboardList },
  { value: 'announcements', label: 'Announcements', icon: Megaphone },
  { value: 'import', label: 'Import', icon: FileUp },
];

export function AdminDashboard({ user }: { user: PublicUser }) {
  useDocumentTitle('Admin Dashboard');
  const [tab, setTab] = useState('teams');
  return (
    <DashboardLayout>
      <DashboardIntro eyebrow="Admin Dashboard" title={`Welcome back, ${user.name}!`} subtitle="Run the event: people, teams, tasks, votes and announcements." />
      <Tabs value={tab} onValueChange={setTab} items={TABS} label="Admin sections">
        <TabPanel value="teams">
          <TeamsTab />
        </TabPanel>
        <TabPanel value="tasks">
          <TasksTab />
        </TabPanel>
        <TabPanel value="announcements">
          <AnnouncementsTab />
        </TabPanel>
        <TabPanel value="import">
          <ImportTab />
        </TabPanel>
      </Tabs>
    </DashboardLayout>
  );
}
