import { Link } from 'react-router';
import { ClipboardList, Inbox } from 'lucide-react';
import { JUDGE_MSG, JUDGING } from '@hackcamp/contract';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useJudgeOverview } from '../../features/judging/api/get-judge-overview.ts';
import { useRounds } from '../../features/judging/api/get-rounds.ts';
import { JudgeLoadError, JudgeTableSkeleton } from '../../features/judging/components/judge-load-state.tsx';
import { JudgeTeamsTable } from '../../features/judging/components/judge-teams-table.tsx';
import { RoundStatusBadge, RoundsLeft } from '../../features/judging/components/round-status.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { DashboardIntro } from '../shared/dashboard-intro.tsx';
import { DashboardLayout } from '../shared/dashboard-layout.tsx';

/** /judge/overview: Round 1-3 per assigned team, Completed or Pending, and per round how many teams are left. */
export function JudgeOverviewScreen() {
  useDocumentTitle('Judge Overview');
  const overview = useJudgeOverview();
  const teams = overview.data ?? [];
  const rounds = useRounds().data ?? [];
  const done = teams.reduce((sum, t) => sum + t.completedRounds, 0);
  const expected = teams.length * JUDGING.rounds.length;

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
      {overview.isLoading ? (
        <JudgeTableSkeleton />
      ) : overview.isError ? (
        <JudgeLoadError message={JUDGE_MSG.loadFailed} onRetry={() => void overview.refetch()} retrying={overview.isFetching} />
      ) : teams.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 p-10 text-center">
          <Inbox aria-hidden="true" className="size-8 text-slate-400" />
          <p className="text-slate-600 dark:text-slate-400">{JUDGE_MSG.noTeams}</p>
        </Card>
      ) : (
        <div className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
              {teams.length} {teams.length === 1 ? 'team' : 'teams'} assigned · {done} of {expected} rounds completed
            </p>
            <RoundsLeft teams={teams} rounds={rounds} />
          </div>
          <JudgeTeamsTable
            teams={teams}
            rounds={rounds}
            caption="Your teams and the state of each round"
            cell={(score) => <RoundStatusBadge score={score} />}
          />
        </div>
      )}
    </DashboardLayout>
  );
}
