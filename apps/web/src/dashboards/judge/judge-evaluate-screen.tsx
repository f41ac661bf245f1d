import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button.tsx';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { DashboardIntro } from '../shared/dashboard-intro.tsx';
import { DashboardLayout } from '../shared/dashboard-layout.tsx';

/** /judge/evaluate/:teamId */
export function JudgeEvaluateScreen() {
  useDocumentTitle('Evaluate Team');
  return (
    <DashboardLayout>
      <Link to="/judge/overview" className={buttonClasses('ghost', 'sm', 'mb-4 -ml-3')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Overview
      </Link>
      <DashboardIntro eyebrow="Judge" title="Evaluate Team" subtitle="Score this team for each round and leave feedback." />
      <ComingSoon
        title="The evaluation form is on its way"
        description="This screen will show the team name and, for each of Round 1 to 3:"
        items={['A score from 1 to 10', 'Written feedback', 'Save']}
      />
    </DashboardLayout>
  );
}
