import type { PublicUser } from '@hackcamp/contract';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { DashboardIntro } from '../shared/dashboard-intro.tsx';
import { DashboardLayout } from '../shared/dashboard-layout.tsx';

export function MentorDashboard({ user }: { user: PublicUser }) {
  useDocumentTitle('Mentor Dashboard');
  return (
    <DashboardLayout>
      <DashboardIntro
        eyebrow="Mentor Dashboard"
        title={`Welcome, ${user.name}!`}
        subtitle="Guide your participants through the bootcamp: attendance, progress and task reviews."
      />
      <ComingSoon
        title="Your mentor tools are on their way"
        description="These tabs are being built and will appear here:"
        items={[
          'Mark Attendance for Day 1 to Day 12, one by one or in bulk',
          'Daily Reports per participant',
          'Task Reviews with scores and feedback',
        ]}
      />
    </DashboardLayout>
  );
}
