import { Link } from 'react-router';
import { ClipboardList } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button.tsx';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { DashboardIntro } from '../shared/dashboard-intro.tsx';
import { DashboardLayout } from '../shared/dashboard-layout.tsx';

export function JudgeOverviewScreen() {
  useDocumentTitle('Judge Overview');
  return (
    <DashboardLayout>
      <DashboardIntro
        eyebrow="Judge"
        title="Judge Overview"
        subtitle="Your progress across the three evaluation rounds."
        aside={
          <Link to="/evaluation/judge" className={buttonClasses('primary')}>
            <ClipboardList aria-hidden="true" className="size-4" />
            Go to Evaluation
          </Link>
        }
      />
      <ComingSoon
        title="The round overview is on its way"
        description="A table of your teams will appear here, marking each of Round 1 to 3 as Completed or Pending."
      />
    </DashboardLayout>
  );
}
