import { useState, type FormEvent } from 'react';
import { Gavel, ListChecks, Users, X } from 'lucide-react';
import { toast } from 'sonner';
import { ASSIGNMENT_MSG, JUDGE_MSG, JUDGING, type JudgeWithTeams } from '@hackcamp/contract';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { SearchInput } from '../../components/ui/search-input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAssignTeamsToJudge } from '../../features/judging/api/assign-teams-to-judge.ts';
import { useJudges } from '../../features/judging/api/get-judges.ts';
import { useRemoveTeamsFromJudge } from '../../features/judging/api/remove-teams-from-judge.ts';
import { useTeamSearch } from '../../features/judging/api/search-teams.ts';
import { JudgeLoadError } from '../../features/judging/components/judge-load-state.tsx';
import { JudgingSetupPanel } from '../../features/judging/components/judging-setup-panel.tsx';
import { errorMessage } from '../../lib/api-errors.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { StatTile } from '../shared/stat-tile.tsx';
import { countOf } from '../../lib/format.ts';

const TEAM_PAGE = 25;

/** The admin's 'Judges Assigning' tab: pick a judge, filter teams by name (on the server), tick, assign; remove per judge. */
export function JudgesAssigningTab() {
  const judges = useJudges();
  const [judgeId, setJudgeId] = useState('');
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Map<string, string>>(new Map());
  const [formError, setFormError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<{ judge: JudgeWithTeams; team: { _id: string; name: string } } | null>(null);
  const search = useDebouncedValue(filter.trim(), 500);
  const teams = useTeamSearch({ search, page, limit: TEAM_PAGE });
  const assign = useAssignTeamsToJudge();
  const remove = useRemoveTeamsFromJudge();

  const judgeList = judges.data ?? [];
  const chosen = judgeList.find((j) => j._id === judgeId);
  const alreadyAssigned = new Set(chosen?.teams.map((t) => t._id));
  const scored = judgeList.reduce((sum, j) => sum + j.completedEvaluations, 0);
  const expected = judgeList.reduce((sum, j) => sum + j.expectedEvaluations, 0);

  const toggle = (id: string, name: string) =>
    setSelected((prev) => {
      const next = new Map(prev);
      if (next.has(id)) next.delete(id);
      else next.set(id, name);
      return next;
    });

  const onAssign = (event: FormEvent) => {
    event.preventDefault();
    if (!judgeId || selected.size === 0) return setFormError(ASSIGNMENT_MSG.selectJudgeAndTeams);
    setFormError(null);
    assign.mutate(
      { judgeId, teamIds: [...selected.keys()] },
      {
        onSuccess: () => {
          toast.success(ASSIGNMENT_MSG.teamsAssigned);
          setSelected(new Map());
        },
        onError: (error) => toast.error(errorMessage(error, ASSIGNMENT_MSG.assignTeamsFailed)),
      },
    );
  };

  const confirmRemove = () =>
    removing &&
    remove.mutate(
      { judgeId: removing.judge._id, teamIds: [removing.team._id] },
      {
        onSuccess: () => {
          toast.success(ASSIGNMENT_MSG.teamsRemoved);
          setRemoving(null);
        },
        onError: (error) => toast.error(errorMessage(error, JUDGE_MSG.removeTeamFailed)),
      },
    );

  if (judges.isError) return <JudgeLoadError message={ASSIGNMENT_MSG.loadJudgesFailed} onRetry={() => void judges.refetch()} retrying={judges.isFetching} />;

  return (
    <div className="space-y-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatTile icon={Gavel} label="Judges" value={judges.isLoading ? '…' : String(judgeList.length)} />
        <StatTile icon={Users} label="Team assignments" value={judges.isLoading ? '…' : String(judgeList.reduce((sum, j) => sum + j.teams.length, 0))} />
        <StatTile icon={ListChecks} label="Rounds scored" value={judges.isLoading ? '…' : `${scored} of ${expected}`} />
      </div>
      <JudgingSetupPanel />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Card className="min-w-0 p-5 sm:p-6">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Assign Teams to a Judge</h2>
          <form noValidate onSubmit={onAssign} className="mt-4 space-y-4">
            {formError && <Alert tone="error" title={formError} />}
            <div>
              <Label htmlFor="assign-judge">Judge</Label>
              <Select
                id="assign-judge"
                value={judgeId}
                onChange={(e) => {
                  setJudgeId(e.target.value);
                  setFormError(null);
                }}
              >
                <option value="">Select a judge</option>
                {judgeList.map((j) => (
                  <option key={j._id} value={j._id}>
                    {j.name} ({j.teams.length} {j.teams.length === 1 ? 'team' : 'teams'})
                  </option>
                ))}
              </Select>
            </div>
            <fieldset className="min-w-0">
              <legend className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-300">Teams</legend>
              <SearchInput
                aria-label="Filter teams by name"
                placeholder="Filter teams by name..."
                value={filter}
                onChange={(e) => {
                  setFilter(e.target.value);
                  setPage(1);
                }}
              />
              <div className="mt-3 max-h-80 overflow-y-auto rounded-lg border border-slate-200 dark:border-slate-800">
                {teams.isLoading ? (
                  <div className="flex justify-center py-8">
                    <Spinner />
                  </div>
                ) : teams.isError ? (
                  <p className="p-4 text-sm text-red-600 dark:text-red-400">{ASSIGNMENT_MSG.loadJudgesFailed}</p>
                ) : !teams.data?.teams.length ? (
                  <p className="p-4 text-sm text-slate-500 dark:text-slate-400">No teams match this filter.</p>
                ) : (
                  <ul className="divide-y divide-slate-100 dark:divide-slate-800">
                    {teams.data.teams.map((team) => {
                      const assigned = alreadyAssigned.has(team._id);
                      return (
                        <li key={team._id}>
                          <label className="flex cursor-pointer items-center gap-3 px-3 py-2.5 hover:bg-slate-50 dark:hover:bg-slate-800/60">
                            <input
                              type="checkbox"
                              className="size-4 shrink-0 rounded border-slate-300 accent-blue-600"
                              checked={selected.has(team._id)}
                              onChange={() => toggle(team._id, team.name)}
                            />
                            <span className="min-w-0 flex-1">
                              <span className="block truncate text-sm font-medium text-slate-900 dark:text-white">{team.name}</span>
                              <span className="block text-xs text-slate-500 dark:text-slate-400">
                                Team #{team.teamNumber} · {countOf(team.memberCount, 'member')}
                              </span>
                            </span>
                            {assigned && <span className="shrink-0 text-xs font-medium text-emerald-700 dark:text-emerald-400">Assigned</span>}
                          </label>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </div>
              {teams.data && (
                <div className="mt-3 space-y-2">
                  <p className="text-xs text-slate-500 dark:text-slate-400">
                    {teams.data.pagination.totalTeams} {teams.data.pagination.totalTeams === 1 ? 'team' : 'teams'}
                    {search ? ` matching "${search}"` : ''}
                  </p>
                  <Pagination page={page} totalPages={teams.data.pagination.totalPages} onPageChange={setPage} label="Team pages" />
                </div>
              )}
            </fieldset>
            <div className="flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between dark:border-slate-800">
              <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
                {selected.size} {selected.size === 1 ? 'team' : 'teams'} selected
                {selected.size > 0 && (
                  <button
                    type="button"
                    className="ml-2 text-blue-700 underline-offset-2 hover:underline dark:text-blue-300"
                    onClick={() => setSelected(new Map())}
                  >
                    Clear
                  </button>
                )}
              </p>
              <Button type="submit" loading={assign.isPending}>
                Assign Teams
              </Button>
            </div>
          </form>
        </Card>

        <section aria-labelledby="judges-heading" className="min-w-0 space-y-3">
          <h2 id="judges-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
            Judges and their teams
          </h2>
          {judges.isLoading ? (
            <Card className="flex justify-center p-8">
              <Spinner />
            </Card>
          ) : judgeList.length === 0 ? (
            <Card className="p-6 text-sm text-slate-600 dark:text-slate-400">No judges yet. Add judge accounts first.</Card>
          ) : (
            judgeList.map((judge) => <JudgeCard key={judge._id} judge={judge} onRemove={(team) => setRemoving({ judge, team })} />)
          )}
        </section>
      </div>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove team from judge?"
        description={`${removing?.team.name ?? 'This team'} will no longer be evaluated by ${removing?.judge.name ?? 'this judge'}. Scores already given stay on record.`}
        confirmLabel="Remove Team"
        onConfirm={() => confirmRemove()}
        pending={remove.isPending}
        destructive
      />
    </div>
  );
}

/** Teams shown per judge before 'Show all': a judge may hold a hundred teams at a large event. */
const CHIPS_SHOWN = 12;

function JudgeCard({ judge, onRemove }: { judge: JudgeWithTeams; onRemove: (team: { _id: string; name: string }) => void }) {
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? judge.teams : judge.teams.slice(0, CHIPS_SHOWN);
  return (
    <Card className="p-4 sm:p-5" aria-label={judge.name} role="group">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900 dark:text-white">{judge.name}</p>
          <p className="truncate text-xs text-slate-500 dark:text-slate-400">{judge.email}</p>
        </div>
        <span className="text-xs font-medium text-slate-600 dark:text-slate-400">
          {judge.completedEvaluations}/{judge.expectedEvaluations} rounds scored
        </span>
      </div>
      {judge.teams.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">No teams assigned.</p>
      ) : (
        <>
          <ul className="mt-3 flex flex-wrap gap-2" aria-label={`Teams of ${judge.name}`}>
            {shown.map((team) => (
              <li
                key={team._id}
                className="inline-flex max-w-full items-center gap-1 rounded-full bg-slate-100 py-0.5 pr-0.5 pl-3 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200"
              >
                <span className="truncate">{team.name}</span>
                <span className="shrink-0 text-xs text-slate-500 dark:text-slate-400" title="Rounds scored">
                  {team.completedRounds}/{JUDGING.rounds.length}
                </span>
                <button
                  type="button"
                  aria-label={`Remove ${team.name} from ${judge.name}`}
                  className="flex size-7 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-200 hover:text-red-600 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:hover:bg-slate-700"
                  onClick={() => onRemove(team)}
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
          {judge.teams.length > CHIPS_SHOWN && (
            <Button variant="ghost" size="sm" className="mt-2 -ml-2" onClick={() => setShowAll((v) => !v)} aria-expanded={showAll}>
              {showAll ? 'Show fewer' : `Show all ${judge.teams.length} teams`}
            </Button>
          )}
        </>
      )}
    </Card>
  );
}
