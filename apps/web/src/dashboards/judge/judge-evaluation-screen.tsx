import { Link } from 'react-router';
import { LayoutList } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button.tsx';
import { ComingSoon } from '../../components/ui/coming-soon.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { DashboardIntro } from '../shared/dashboard-intro.tsx';
import { DashboardLayout } from '../shared/dashboard-layout.tsx';

/** /evaluation/judge, and what a judge sees at /dashboard. */
export function JudgeEvaluationScreen() {
  useDocumentTitle('Hackathon Evaluation');
  return (
    <DashboardLayout>
      <DashboardIntro
        eyebrow="Judge"
        title="HACKATHON EVALUATION"
        subtitle="Score your assigned teams over three rounds, from 1 to 10 per round, with feedback."
        aside={
          <Link to="/judge/overview" className={buttonClasses('outline')}>
            <LayoutList aria-hidden="true" className="size-4" />
            Overview
          </Link>
        }
      />
      <ComingSoon
        title="Team evaluation is on its way"
        description="The list of teams assigned to you will appear here, with:"
        items={['Round 1 to 3 scores shown as n/10 or Pending', 'An Evaluate button per team']}
      />
    </DashboardLayout>
  );
}
