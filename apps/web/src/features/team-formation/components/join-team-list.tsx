import { useState } from 'react';
import { toast } from 'sonner';
import { TEAM_MSG } from '@hackcamp/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useJoinTeam } from '../api/join-team.ts';
import { useTeams } from '../api/get-teams.ts';
import { TeamCard } from './team-card.tsx';

/** Teams to join, searchable; full teams show but cannot be joined. */
export function JoinTeamList({ onJoined, toastMs, problemStatementId }: { onJoined: () => void; toastMs: number; problemStatementId?: string }) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), 500);
  const teams = useTeams({ search: debounced || undefined, problemStatementId, limit: 50 });
  const join = useJoinTeam();

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
      <SearchInput aria-label="Search teams" placeholder="Search teams by name..." value={search} onChange={(e) => setSearch(e.target.value)} />
      {teams.isLoading ? (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      ) : teams.isError ? (
        <p className="py-6 text-center text-sm text-red-600 dark:text-red-400">{errorMessage(teams.error, TEAM_MSG.loadTeamsFailed)}</p>
      ) : teams.data?.teams.length ? (
        <ul className="grid gap-3">
          {teams.data.teams.map((team) => (
            <li key={team._id}>
              <TeamCard
                team={team}
                action={
                  <Button className="w-full" onClick={() => onJoin(team._id)} disabled={team.isFull || join.isPending} loading={join.isPending && join.variables === team._id}>
                    {team.isFull ? 'Team Full' : `Join ${team.name}`}
                  </Button>
                }
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="py-6 text-center text-sm text-slate-500 dark:text-slate-400">No teams found. Try another search, or create your own team.</p>
      )}
    </div>
  );
}
