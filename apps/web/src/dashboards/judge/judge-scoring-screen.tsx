import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, ArrowRight, CircleCheck, Clock, FolderOpen, Lock, ShieldAlert } from 'lucide-react';
import { toast } from 'sonner';
import { JUDGE_MSG, JUDGING, type EvaluationView, type JudgeTeamRow, type JudgingRound } from '@hackcamp/contract';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TabPanel, Tabs, type TabItem } from '../../components/ui/tabs.tsx';
import { useEvaluation } from '../../features/judging/api/get-evaluation.ts';
import { useJudgeOverview } from '../../features/judging/api/get-judge-overview.ts';
import { useRounds } from '../../features/judging/api/get-rounds.ts';
import { useSaveEvaluation } from '../../features/judging/api/save-evaluation.ts';
import { EvaluationForm } from '../../features/judging/components/evaluation-form.tsx';
import { JudgeLoadError } from '../../features/judging/components/judge-load-state.tsx';
import { TeamBriefing } from '../../features/judging/components/team-briefing.tsx';
import { draftFromSaved, sameDraft, type EvaluationDraft } from '../../features/judging/evaluation-draft.ts';
import { landingRound, ROUND_KEYS, roundIsOpen, roundTabState, type RoundTabState } from '../../features/judging/round-scores.ts';
import { useTeamProject } from '../../features/projects/api/get-team-project.ts';
import { ProjectDetails } from '../../features/projects/components/project-details.tsx';
import { ApiError, errorMessage } from '../../lib/api-errors.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLeaveGuard } from '../../lib/use-leave-guard.ts';
import { DashboardLayout } from '../shared/dashboard-layout.tsx';

/** A round's draft beside the saved values it started from: unsaved while the two differ. */
type Edit = { draft: EvaluationDraft; saved: EvaluationDraft };

const roundKey = (round: number) => ROUND_KEYS[round - 1]!;
const TAB_ICONS = { Scored: CircleCheck, 'To score': Clock, Closed: Lock } satisfies Record<RoundTabState, TabItem['icon']>;
/** "Round 1 · To score", breaking after the dot when three share a phone's width, never inside a part. */
const tabLabel = (round: number, state: RoundTabState) => `Round\u00a0${round}\u00a0· ${state.replace(' ', '\u00a0')}`;

/** After a save: the next open round of this team still to score, else the next team with one. */
function nextStep(teams: JudgeTeamRow[], rounds: JudgingRound[] | undefined, teamId: string, round: number) {
  const todo = (team: JudgeTeamRow, skip?: number) => JUDGING.rounds.filter((r) => r !== skip && team.rounds[roundKey(r)] === null && roundIsOpen(rounds, r));
  const here = teams.findIndex((t) => t.teamId === teamId);
  const team = teams[here];
  const laterRound = team && todo(team, round).sort((a, b) => ((a - round + 3) % 3) - ((b - round + 3) % 3))[0];
  if (laterRound) return { kind: 'round' as const, round: laterRound };
  const others = [...teams.slice(here + 1), ...teams.slice(0, Math.max(here, 0))];
  const nextTeam = others.find((t) => todo(t).length > 0);
  return nextTeam ? { kind: 'team' as const, team: nextTeam } : { kind: 'done' as const };
}

/**
 * /judge/evaluate/:teamId, scoring one team: the team's project, problem statement and members, and round tabs 1-3
 * scored per criterion. What is typed is kept per round while switching tabs; leaving with
 * unsaved rounds asks first.
 */
export function JudgeScoringScreen() {
  const { teamId = '' } = useParams();
  // "Next team" keeps this screen mounted: a new team starts from its own landing round with no drafts.
  return <EvaluateTeam key={teamId} teamId={teamId} />;
}

function EvaluateTeam({ teamId }: { teamId: string }) {
  const overview = useJudgeOverview();
  const roundsQuery = useRounds();
  const row = overview.data?.find((t) => t.teamId === teamId);
  // Where the work is, decided once when the judge's scores and the rounds are known, then the
  // judge's own choice: a save must not move them. Without the overview (it failed, or the team
  // is not theirs and the evaluation will say so) round 1 is all there is to go on.
  const [round, setRound] = useState<string | null>(null);
  const known = !overview.isPending && !roundsQuery.isPending;
  if (round === null && known) setRound(String(row ? landingRound(row.rounds, roundsQuery.data) : 1));
  const current = useEvaluation(teamId, round === null ? null : Number(round));
  const project = useTeamProject(teamId);
  const save = useSaveEvaluation();
  const [edits, setEdits] = useState<Record<string, Edit>>({});
  // Saved rounds the judge chose to change: a saved score is replaced only on purpose.
  const [changing, setChanging] = useState<ReadonlySet<number>>(new Set());
  const [savedRound, setSavedRound] = useState<number | null>(null);
  const nextRef = useRef<HTMLElement | null>(null);

  const evaluation = current.data;
  const loading = round === null || current.isLoading;
  const teamName = evaluation?.team.name ?? row?.teamName;
  useDocumentTitle(teamName ? `Evaluate ${teamName}` : 'Evaluate Team');
  const forbidden = current.error instanceof ApiError && (current.error.status === 403 || current.error.status === 400);
  const rounds = roundsQuery.data;
  const unsaved = Object.values(edits).some((e) => !sameDraft(e.draft, e.saved));
  const guard = useLeaveGuard(unsaved);

  // The overview has every round's score; without it, what the evaluation knows of this judge's rounds.
  const scoreOf = (r: number) =>
    row ? row.rounds[roundKey(r)] : evaluation?.round === r ? evaluation.score : (evaluation?.earlierRounds.find((e) => e.round === r)?.score ?? null);
  const tabs = JUDGING.rounds.map((r): TabItem => {
    const state = roundTabState(scoreOf(r), roundIsOpen(rounds, r));
    return { value: String(r), label: tabLabel(r, state), icon: TAB_ICONS[state] };
  });
  const step = savedRound !== null && overview.data ? nextStep(overview.data, rounds, teamId, savedRound) : null;

  // The next thing to do takes focus after a save, not the page body.
  useEffect(() => {
    if (savedRound !== null) nextRef.current?.focus();
  }, [savedRound]);

  const draftOf = (view: EvaluationView) => edits[view.round]?.draft ?? draftFromSaved(view);
  const changeDraft = (view: EvaluationView, draft: EvaluationDraft) => {
    setSavedRound(null);
    setEdits((all) => ({ ...all, [view.round]: { draft, saved: all[view.round]?.saved ?? draftFromSaved(view) } }));
  };
  const onSave = (view: EvaluationView, input: { criteria: { criterionId: string; score: number }[]; feedback: string }) =>
    save.mutate(
      { teamId, round: view.round, input },
      {
        onSuccess: () => {
          toast.success(JUDGE_MSG.saved);
          setEdits(({ [view.round]: _saved, ...rest }) => rest);
          setChanging((all) => new Set([...all].filter((r) => r !== view.round)));
          setSavedRound(view.round);
        },
        onError: (error) => toast.error(errorMessage(error, JUDGE_MSG.saveFailed)),
      },
    );

  return (
    <DashboardLayout>
      <Link to="/evaluation/judge" className={buttonClasses('ghost', 'sm', 'mb-4 -ml-3')}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to your teams
      </Link>
      <div className="mb-6">
        <p className="mb-1 text-sm font-semibold tracking-wide text-blue-600 uppercase dark:text-blue-400">Evaluate Team</p>
        <h1 className="text-2xl font-bold tracking-tight wrap-anywhere text-slate-900 sm:text-3xl dark:text-white">
          {teamName ??
            (loading ? (
              <span className="inline-block h-8 w-56 max-w-full animate-pulse rounded-md bg-slate-200 align-middle dark:bg-slate-800" />
            ) : (
              'Evaluate Team'
            ))}
        </h1>
        {evaluation && (
          <p className="mt-1 text-slate-600 dark:text-slate-400">
            Team #{evaluation.team.teamNumber} · score each criterion from {JUDGING.scoreMin} to {JUDGING.scoreMax} and leave feedback.
          </p>
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
        <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className="min-w-0 space-y-4">
            {project.isLoading ? (
              <Card className="h-32 animate-pulse bg-slate-100 dark:bg-slate-800" aria-label="Loading the project" />
            ) : project.data?.project ? (
              <ProjectDetails project={project.data.project} />
            ) : (
              <Card className="flex items-center gap-3 p-5 text-sm text-slate-600 dark:text-slate-400">
                <FolderOpen aria-hidden="true" className="size-5 shrink-0" />
                {project.isError ? errorMessage(project.error, 'The project could not be loaded.') : 'The team has not submitted its project yet.'}
              </Card>
            )}
            {evaluation && <TeamBriefing evaluation={evaluation} />}
          </div>
          <div className="min-w-0">
            <Tabs
              fit
              value={round ?? ''}
              onValueChange={(value) => {
                setRound(value);
                setSavedRound(null);
              }}
              items={tabs}
              label="Rounds"
            >
              {tabs.map((tab) => (
                <TabPanel key={tab.value} value={tab.value}>
                  {loading ? (
                    <Card className="flex justify-center p-10">
                      <Spinner />
                    </Card>
                  ) : current.isError ? (
                    <JudgeLoadError
                      message={errorMessage(current.error, JUDGE_MSG.loadEvaluationFailed)}
                      onRetry={() => void current.refetch()}
                      retrying={current.isFetching}
                    />
                  ) : evaluation ? (
                    <EvaluationForm
                      evaluation={evaluation}
                      draft={draftOf(evaluation)}
                      onDraftChange={(draft) => changeDraft(evaluation, draft)}
                      onSave={(input) => onSave(evaluation, input)}
                      saving={save.isPending}
                      changing={changing.has(evaluation.round)}
                      onChangeSaved={() => setChanging((all) => new Set(all).add(evaluation.round))}
                      onKeepSaved={() => {
                        setEdits(({ [evaluation.round]: _dropped, ...rest }) => rest);
                        setChanging((all) => new Set([...all].filter((r) => r !== evaluation.round)));
                      }}
                    />
                  ) : null}
                </TabPanel>
              ))}
            </Tabs>
            {step && (
              <div className="mt-4 flex justify-end">
                {step.kind === 'round' ? (
                  <Button
                    ref={(el) => void (nextRef.current = el)}
                    variant="outline"
                    onClick={() => {
                      setRound(String(step.round));
                      setSavedRound(null);
                    }}
                  >
                    Score round {step.round}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Button>
                ) : step.kind === 'team' ? (
                  <Link ref={(el) => void (nextRef.current = el)} to={`/judge/evaluate/${step.team.teamId}`} className={buttonClasses('outline')}>
                    Next team: {step.team.teamName}
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </Link>
                ) : (
                  <Link ref={(el) => void (nextRef.current = el)} to="/evaluation/judge" className={buttonClasses('outline')}>
                    All rounds scored: back to your teams
                  </Link>
                )}
              </div>
            )}
          </div>
        </div>
      )}
      <ConfirmDialog
        open={guard.asking}
        onOpenChange={(open) => !open && guard.stay()}
        title="Leave without saving?"
        description="Scores or feedback you typed are not saved yet. Leave anyway and they are lost."
        confirmLabel="Leave anyway"
        onConfirm={guard.proceed}
      />
    </DashboardLayout>
  );
}
