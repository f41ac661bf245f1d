import type { PublicUser } from '@hackcamp/contract';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { DashboardIntro } from '../shared/dashboard-intro.tsx';
import { DashboardLayout } from '../shared/dashboard-layout.tsx';

export function AdminDashboard({ user }: { user: PublicUser }) {
  useDocumentTitle('Admin Dashboard');
  return (
    <DashboardLayout>
      <DashboardIntro
        eyebrow="Admin Dashboard"
        title={`Welcome back, ${user.name}!`}
        subtitle="This is the admin dashboard, where you run the event: people, teams, tasks, votes and announcements."
      />
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
    </DashboardLayout>
  );
}
