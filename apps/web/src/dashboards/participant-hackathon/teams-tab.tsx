import { useState } from 'react';
import { toast } from 'sonner';
import { LIMITS, TEAM_MSG } from '@hackcamp/contract';
import { Button } from '../../components/ui/button.tsx';
import { LoadFailure } from '../../components/ui/load-failure.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { SearchInput } from '../../components/ui/search-input.tsx';
import { errorMessage } from '../../lib/api-errors.ts';
import { useEventSettings } from '../../lib/event-settings.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useMyTeam } from '../../features/team-formation/api/get-my-team.ts';
import { useProblemTitles } from '../../features/team-formation/api/get-problem-titles.ts';
import { useTeams } from '../../features/team-formation/api/get-teams.ts';
import { useJoinTeam } from '../../features/team-formation/api/join-team.ts';
import { TeamCard } from '../../features/team-formation/components/team-card.tsx';
import { FormationDisabledNotice } from '../../features/team-formation/components/formation-disabled-notice.tsx';
import { TeamFormationDialog } from '../../features/team-formation/components/team-formation-dialog.tsx';
import { TeamManagementCard } from '../../features/team-formation/components/team-management-card.tsx';
import { TeamVotingEntry } from '../../features/voting/components/team-voting-entry.tsx';
import { MyTeamProject } from '../shared/my-team-project.tsx';

const PAGE_SIZE = LIMITS.hackathonPageSize;

export function TeamsTab() {
  const [search, setSearch] = useState('');
  const [problemId, setProblemId] = useState('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const debounced = useDebouncedValue(search.trim(), 500);
  const teams = useTeams({ search: debounced || undefined, problemStatementId: problemId || undefined, page, limit: PAGE_SIZE }, 'hackathon');
  const titles = useProblemTitles();
  const myTeam = useMyTeam();
  const join = useJoinTeam();
  const inTeam = !!myTeam.data;
  // The server refuses create and join while the admin has switched formation off; say so here
  // instead of offering buttons that can only fail.
  const settings = useEventSettings().data;
  const formationOff = settings?.teamFormationEnabled === false;

  const onJoin = (teamId: string) =>
    join.mutate(teamId, {
      onSuccess: () => toast.success(TEAM_MSG.joined),
      onError: (error) => toast.error(errorMessage(error, TEAM_MSG.joinFailed)),
    });

  return (
    <div className="space-y-6">
      <TeamManagementCard leaderExtras={<TeamVotingEntry />} />
      <MyTeamProject />
      {formationOff && !inTeam && <FormationDisabledNotice className="p-4" />}
      <section aria-labelledby="all-teams-heading" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="all-teams-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
            All Teams
          </h2>
          {!inTeam && !myTeam.isLoading && !formationOff && <Button onClick={() => setCreating(true)}>Create Team</Button>}
        </div>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_18rem]">
          <SearchInput
            aria-label="Search teams"
            placeholder="Search teams by name..."
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
          />
          <Select
            aria-label="Filter by problem statement"
            value={problemId}
            onChange={(e) => {
              setProblemId(e.target.value);
              setPage(1);
            }}
          >
            <option value="">All problem statements</option>
            {titles.data?.map((p) => (
              <option key={p._id} value={p._id}>
                {p.title}
              </option>
            ))}
          </Select>
        </div>
        {teams.isLoading ? (
          <div className="flex justify-center py-10">
            <Spinner />
          </div>
        ) : teams.isError && !teams.data ? (
          <LoadFailure message={TEAM_MSG.loadTeamsFailed} onRetry={() => void teams.refetch()} retrying={teams.isFetching} />
        ) : teams.data?.teams.length ? (
          <>
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {teams.data.teams.map((team) => (
                <li key={team._id} className="min-w-0">
                  <TeamCard
                    team={team}
                    action={
                      inTeam ? null : (
                        <Button
                          className="w-full"
                          disabled={team.isFull || formationOff || join.isPending}
                          loading={join.isPending && join.variables === team._id}
                          onClick={() => onJoin(team._id)}
                        >
                          {team.isFull ? 'Team Full' : `Join ${team.name}`}
                        </Button>
                      )
                    }
                  />
                </li>
              ))}
            </ul>
            <Pagination page={page} totalPages={teams.data.pagination.totalPages} onPageChange={setPage} label="Team pages" />
          </>
        ) : (
          <p className="py-10 text-center text-slate-500 dark:text-slate-400">No teams found. Try another search, or create your own team.</p>
        )}
      </section>
      {creating && <TeamFormationDialog open={creating} onOpenChange={setCreating} initialMode="create" />}
    </div>
  );
}
