import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, CheckCircle2, ShieldAlert } from 'lucide-react';
import { toast } from 'sonner';
import { JUDGE_MSG, JUDGING, type EvaluationView } from '@hackcamp/contract';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TabPanel, Tabs } from '../../components/ui/tabs.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { useEvaluation } from '../../features/judging/api/get-evaluation.ts';
import { useSaveEvaluation } from '../../features/judging/api/save-evaluation.ts';
import { JudgeLoadError } from '../../features/judging/components/judge-load-state.tsx';
import { parseJudgeScore } from '../../features/judging/round-scores.ts';
import { ApiError, errorMessage } from '../../lib/api-errors.ts';
import { formatDate } from '../../lib/format.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { DashboardLayout } from '../shared/dashboard-layout.tsx';

const ROUND_TABS = JUDGING.rounds.map((r) => ({ value: String(r), label: `Round ${r}` }));

/** /judge/evaluate/:teamId: the team name, round tabs 1-3, score 1-10 and feedback per round. */
export function JudgeEvaluateScreen() {
  const { teamId = '' } = useParams();
  const [round, setRound] = useState('1');
  const current = useEvaluation(teamId, Number(round));
  const teamName = current.data?.team.name;
  useDocumentTitle(teamName ? `Evaluate ${teamName}` : 'Evaluate Team');
  const forbidden = current.error instanceof ApiError && (current.error.status === 403 || current.error.status === 400);

  return (
    <DashboardLayout>
      <Link to="/judge/overview" className={buttonClasses('ghost', 'sm', 'mb-4 -ml-3')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Overview
      </Link>
      <div className="mb-6">
        <p className="mb-1 text-sm font-semibold tracking-wide text-blue-600 uppercase dark:text-blue-400">Evaluate Team</p>
        <h1 className="text-2xl font-bold tracking-tight wrap-anywhere text-slate-900 sm:text-3xl dark:text-white">
          {teamName ??
            (current.isLoading ? (
              <span className="inline-block h-8 w-56 animate-pulse rounded-md bg-slate-200 align-middle dark:bg-slate-800" />
            ) : (
              'Evaluate Team'
            ))}
        </h1>
        {current.data && (
          <p className="mt-1 text-slate-600 dark:text-slate-400">Team #{current.data.team.teamNumber} · score each round from 1 to 10 and leave feedback.</p>
        )}
      </div>
      {forbidden ? (
        <Card role="alert" className="flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center">
          <ShieldAlert aria-hidden="true" className="size-6 shrink-0 text-red-600 dark:text-red-400" />
          <p className="flex-1 font-medium text-slate-900 dark:text-white">{JUDGE_MSG.notAllowed}</p>
          <Link to="/evaluation/judge" className={buttonClasses('outline', 'sm')}>
            Your teams
          </Link>
        </Card>
      ) : (
        <Tabs value={round} onValueChange={setRound} items={ROUND_TABS} label="Rounds">
          {ROUND_TABS.map((tab) => (
            <TabPanel key={tab.value} value={tab.value}>
              {current.isLoading ? (
                <Card className="flex justify-center p-10">
                  <Spinner />
                </Card>
              ) : current.isError ? (
                <JudgeLoadError
                  message={errorMessage(current.error, JUDGE_MSG.loadEvaluationFailed)}
                  onRetry={() => void current.refetch()}
                  retrying={current.isFetching}
                />
              ) : current.data ? (
                // Keyed by what was loaded, so switching rounds or saving starts the form from the stored values.
                <EvaluationForm key={`${current.data.round}-${current.data.updatedAt}`} evaluation={current.data} />
              ) : null}
            </TabPanel>
          ))}
        </Tabs>
      )}
    </DashboardLayout>
  );
}

function EvaluationForm({ evaluation }: { evaluation: EvaluationView }) {
  const [score, setScore] = useState(evaluation.score === null ? '' : String(evaluation.score));
  const [feedback, setFeedback] = useState(evaluation.feedback ?? '');
  const [scoreError, setScoreError] = useState<string | undefined>();
  const save = useSaveEvaluation();
  const idPrefix = `round-${evaluation.round}`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseJudgeScore(score);
    if ('error' in parsed) return setScoreError(parsed.error);
    setScoreError(undefined);
    save.mutate(
      { teamId: evaluation.team._id, round: evaluation.round, input: { score: parsed.score, feedback } },
      {
        onSuccess: () => toast.success(JUDGE_MSG.saved),
        onError: (error) => toast.error(errorMessage(error, JUDGE_MSG.saveFailed)),
      },
    );
  };

  return (
    <Card className="p-5 sm:p-6">
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Round {evaluation.round}</h2>
          {evaluation.score !== null ? (
            <span className="inline-flex items-center gap-1.5 text-sm font-medium text-emerald-700 dark:text-emerald-400">
              <CheckCircle2 aria-hidden="true" className="size-4" /> Saved: {evaluation.score}/{JUDGING.scoreMax}
              {evaluation.updatedAt && <span className="font-normal text-slate-500 dark:text-slate-400">· {formatDate(evaluation.updatedAt)}</span>}
            </span>
          ) : (
            <span className="text-sm text-slate-500 dark:text-slate-400">Not scored yet</span>
          )}
        </div>
        <div className="max-w-[12rem]">
          <FormField id={`${idPrefix}-score`} label={`Score (${JUDGING.scoreMin}-${JUDGING.scoreMax})`} error={scoreError}>
            {(a11y) => (
              <Input
                {...a11y}
                type="number"
                inputMode="numeric"
                min={JUDGING.scoreMin}
                max={JUDGING.scoreMax}
                step={1}
                value={score}
                onChange={(e) => {
                  setScore(e.target.value);
                  if (scoreError) setScoreError(undefined);
                }}
              />
            )}
          </FormField>
        </div>
        <FormField id={`${idPrefix}-feedback`} label="Feedback">
          {(a11y) => (
            <Textarea
              {...a11y}
              rows={5}
              maxLength={JUDGING.feedbackMax}
              placeholder="What worked, what to improve before the next round..."
              value={feedback}
              onChange={(e) => setFeedback(e.target.value)}
            />
          )}
        </FormField>
        <div className="flex justify-end">
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </div>
      </form>
    </Card>
  );
}
