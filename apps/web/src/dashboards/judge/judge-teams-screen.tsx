import { Link } from 'react-router';
import { ArrowLeft, Inbox, LayoutList, PencilLine } from 'lucide-react';
import { JUDGE_MSG, JUDGING, numberWord } from '@hackcamp/contract';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useJudgeOverview } from '../../features/judging/api/get-judge-overview.ts';
import { useRounds } from '../../features/judging/api/get-rounds.ts';
import { JudgeLoadError, JudgeTableSkeleton } from '../../features/judging/components/judge-load-state.tsx';
import { JudgeTeamsTable } from '../../features/judging/components/judge-teams-table.tsx';
import { RoundsLeft } from '../../features/judging/components/round-status.tsx';
import { scoreText } from '../../features/judging/round-scores.ts';
import { cn } from '../../lib/cn.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { DashboardIntro } from '../shared/dashboard-intro.tsx';
import { DashboardLayout } from '../shared/dashboard-layout.tsx';

/**
 * The judge's teams, each with their score per round ('n/10' or 'Pending') and a link to score
 * it: /evaluation/judge, and what a judge sees at /dashboard.
 */
export function JudgeTeamsScreen() {
  useDocumentTitle('Hackathon Evaluation');
  const overview = useJudgeOverview();
  const teams = overview.data ?? [];
  const rounds = useRounds().data ?? [];

  return (
    <DashboardLayout>
      <DashboardIntro
        eyebrow="Judge"
        title="HACKATHON EVALUATION"
        subtitle={`Score your assigned teams over ${numberWord(JUDGING.rounds.length)} rounds, ${JUDGING.scoreMin} to ${JUDGING.scoreMax} on each criterion, with feedback.`}
        aside={
          <Link to="/judge/overview" className={buttonClasses('outline')}>
            <LayoutList aria-hidden="true" className="size-4" />
            Overview
          </Link>
        }
      />
      {overview.isLoading ? (
        <JudgeTableSkeleton />
      ) : overview.isError ? (
        <JudgeLoadError message={JUDGE_MSG.loadFailed} onRetry={() => void overview.refetch()} retrying={overview.isFetching} />
      ) : teams.length === 0 ? (
        <Card className="flex flex-col items-center gap-4 p-10 text-center">
          <Inbox aria-hidden="true" className="size-8 text-slate-400" />
          <p className="text-slate-600 dark:text-slate-400">{JUDGE_MSG.noTeams}</p>
          <Link to="/judge/overview" className={buttonClasses('outline')}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Overview
          </Link>
        </Card>
      ) : (
        <div className="space-y-4">
          <RoundsLeft teams={teams} rounds={rounds} />
          <JudgeTeamsTable
            teams={teams}
            rounds={rounds}
            caption="Your teams and your score for each round"
            cell={(score) => (
              <span className={cn(score === null ? 'text-slate-500 dark:text-slate-400' : 'font-semibold text-slate-900 dark:text-white')}>
                {scoreText(score)}
              </span>
            )}
            action={{
              header: 'Evaluate',
              render: (team) => (
                <Link to={`/judge/evaluate/${team.teamId}`} className={buttonClasses('primary', 'sm')} aria-label={`Evaluate ${team.teamName}`}>
                  <PencilLine aria-hidden="true" className="size-4" />
                  Evaluate
                </Link>
              ),
            }}
          />
        </div>
      )}
    </DashboardLayout>
  );
}
