import { useState } from 'react';
import { toast } from 'sonner';
import { TEAM_MSG } from '@hackcamp/contract';
import { Button } from '../../../components/ui/button.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useJoinTeam } from '../api/join-team.ts';
import { useTeams } from '../api/get-teams.ts';
import { TeamCard } from './team-card.tsx';

const PAGE_SIZE = 10;

/**
 * Every team, a page at a time (the server pages and searches all of them); full teams show but
 * cannot be joined. A refused join reloads the page, so a team that filled up meanwhile says so.
 */
export function JoinTeamList({ onJoined, toastMs, problemStatementId }: { onJoined: () => void; toastMs: number; problemStatementId?: string }) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim(), 500);
  const teams = useTeams({ search: debounced || undefined, problemStatementId, page, limit: PAGE_SIZE });
  const join = useJoinTeam();
  const total = teams.data?.pagination.totalTeams ?? 0;

  const onJoin = (teamId: string) =>
    join.mutate(teamId, {
      onSuccess: () => {
        toast.success(TEAM_MSG.joined, { duration: toastMs });
        onJoined();
      },
      onError: (error) => toast.error(errorMessage(error, TEAM_MSG.joinFailed), { duration: toastMs }),
    });

  return (
    <div className="space-y-4">
      <SearchInput
        aria-label="Search teams"
        placeholder="Search teams by name..."
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setPage(1);
        }}
      />
      {teams.isLoading ? (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      ) : teams.isError && !teams.data ? (
        <LoadFailure message={TEAM_MSG.loadTeamsFailed} onRetry={() => void teams.refetch()} retrying={teams.isFetching} />
      ) : teams.data?.teams.length ? (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {total} {total === 1 ? 'team' : 'teams'}
            {debounced && ` matching “${debounced}”`}
          </p>
          <ul className="grid gap-3" aria-busy={teams.isPlaceholderData}>
            {teams.data.teams.map((team) => (
              <li key={team._id}>
                <TeamCard
                  team={team}
                  action={
                    <Button
                      className="w-full"
                      onClick={() => onJoin(team._id)}
                      disabled={team.isFull || join.isPending}
                      loading={join.isPending && join.variables === team._id}
                    >
                      {team.isFull ? 'Team Full' : `Join ${team.name}`}
                    </Button>
                  }
                />
              </li>
            ))}
          </ul>
          <Pagination page={page} totalPages={teams.data.pagination.totalPages} onPageChange={setPage} label="Team pages" />
        </>
      ) : (
        <p className="py-6 text-center text-sm text-slate-500 dark:text-slate-400">No teams found. Try another search, or create your own team.</p>
      )}
    </div>
  );
}
