import { useState } from 'react';
import { Gavel, Trophy, Vote } from 'lucide-react';
import type { PublicUser } from '@hackcamp/contract';
import { TabPanel, Tabs, type TabItem } from '../../components/ui/tabs.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { DashboardIntro } from '../shared/dashboard-intro.tsx';
import { DashboardLayout } from '../shared/dashboard-layout.tsx';
import { JudgesAssigningTab } from './judges-assigning-tab.tsx';
import { ResultsTab } from './results-tab.tsx';
import { VotesTab } from './votes-tab.tsx';

// Each tab is its own file; this list only names them (the dashboard shell adds the others).
const TABS: TabItem[] = [
  { value: 'judge-assignment', label: 'Judges Assigning', icon: Gavel },
  { value: 'votes', label: 'Votes', icon: Vote },
  { value: 'results', label: 'Results', icon: Trophy },
];

export function AdminDashboard({ user }: { user: PublicUser }) {
  useDocumentTitle('Admin Dashboard');
  const [tab, setTab] = useState(TABS[0]!.value);
  return (
    <DashboardLayout>
      <DashboardIntro eyebrow="Admin Dashboard" title={`Welcome back, ${user.name}!`} subtitle="Run the event: people, teams, tasks, votes and judging." />
      <Tabs value={tab} onValueChange={setTab} items={TABS} label="Admin sections">
        <TabPanel value="judge-assignment">
          <JudgesAssigningTab />
        </TabPanel>
        <TabPanel value="votes">
          <VotesTab />
        </TabPanel>
        <TabPanel value="results">
          <ResultsTab />
        </TabPanel>
      </Tabs>
    </DashboardLayout>
  );
}
