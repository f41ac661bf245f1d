import { useState } from 'react';
import { ArrowDownWideNarrow, ArrowUpNarrowWide, ChevronRight, Crown, MessageSquare, SquareCheck, SquareDashed, Vote } from 'lucide-react';
import { VOTE_MSG, VOTING, type TeamVoteSummary, type VoteSort } from '@hackcamp/contract';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { DataTable } from '../../components/ui/data-table.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { SearchInput } from '../../components/ui/search-input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Stars } from '../../components/ui/stars.tsx';
import { JudgeLoadError } from '../../features/judging/components/judge-load-state.tsx';
import { useTeamVotes } from '../../features/voting/api/get-team-votes.ts';
import { useVotesByTeam } from '../../features/voting/api/get-votes-by-team.ts';
import { RatingBadge } from '../../features/voting/components/rating-badge.tsx';
import { cn } from '../../lib/cn.ts';
import { countOf, formatDate } from '../../lib/format.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { StatTile } from '../shared/stat-tile.tsx';

const SORT_LABELS: Record<VoteSort, string> = { votes: 'Votes', rating: 'Rating', name: 'Name' };

/** The admin's Votes tab: totals, search, sort with a direction toggle, and each team's members and votes. */
export function VotesTab() {
  const [search, setSearch] = useState('');
  const [sortBy, setSortBy] = useState<VoteSort>('votes');
  const [sortOrder, setSortOrder] = useState<'asc' | 'desc'>('desc');
  const [page, setPage] = useState(1);
  const [expanded, setExpanded] = useState<string | null>(null);
  const debounced = useDebouncedValue(search.trim(), 500);
  const data = useVotesByTeam({ page, limit: VOTING.adminPageSize, search: debounced, sortBy, sortOrder });
  const stats = data.data?.statistics;

  if (data.isError && !data.data) return <JudgeLoadError message={VOTE_MSG.loadFailed} onRetry={() => void data.refetch()} retrying={data.isFetching} />;

  return (
    <div className="space-y-6">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatTile icon={Vote} label="Total Votes" value={stats ? String(stats.totalVotes) : '…'} />
        <StatTile icon={MessageSquare} label="Total Teams" value={stats ? String(stats.totalTeams) : '…'} />
        <StatTile icon={SquareCheck} label="Teams With Votes" value={stats ? String(stats.teamsWithVotes) : '…'} />
        <StatTile icon={SquareDashed} label="Teams Without Votes" value={stats ? String(stats.teamsWithoutVotes) : '…'} />
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
        <SearchInput
          aria-label="Search teams"
          placeholder="Search teams by name..."
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
        <div className="flex items-end gap-2">
          <div className="min-w-0 flex-1 sm:w-40 sm:flex-none">
            <Label htmlFor="votes-sort" className="sr-only">
              Sort by
            </Label>
            <Select
              id="votes-sort"
              value={sortBy}
              onChange={(e) => {
                setSortBy(e.target.value as VoteSort);
                setPage(1);
              }}
            >
              {Object.entries(SORT_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  Sort by {label}
                </option>
              ))}
            </Select>
          </div>
          <Button
            variant="outline"
            className="h-11"
            onClick={() => {
              setSortOrder((o) => (o === 'asc' ? 'desc' : 'asc'));
              setPage(1);
            }}
            aria-label={sortOrder === 'desc' ? 'Descending; switch to ascending' : 'Ascending; switch to descending'}
          >
            {sortOrder === 'desc' ? <ArrowDownWideNarrow aria-hidden="true" className="size-4" /> : <ArrowUpNarrowWide aria-hidden="true" className="size-4" />}
            {sortOrder === 'desc' ? 'Desc' : 'Asc'}
          </Button>
        </div>
      </div>

      {data.isLoading ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : !data.data?.teams.length ? (
        <p className="py-10 text-center text-slate-500 dark:text-slate-400">{debounced ? `No teams match "${debounced}".` : 'No teams yet.'}</p>
      ) : (
        <>
          <DataTable
            label="Votes per team"
            caption={`Votes per team, sorted by ${SORT_LABELS[sortBy].toLowerCase()}, ${sortOrder === 'desc' ? 'descending' : 'ascending'}`}
            rows={data.data.teams}
            rowKey={(team) => team._id}
            stickyFirst
            density="compact"
            minWidth="min-w-[640px]"
            rowClassName={(team) => (expanded === team._id ? 'bg-blue-50 dark:bg-slate-800' : undefined)}
            detail={(team) => expanded === team._id && <TeamDetails team={team} />}
            detailId={(team) => `votes-${team._id}`}
            columns={[
              {
                key: 'team',
                header: 'Team',
                className: 'px-2',
                cell: (team) => {
                  const open = expanded === team._id;
                  return (
                    <button
                      type="button"
                      aria-expanded={open}
                      aria-controls={`votes-${team._id}`}
                      onClick={() => setExpanded(open ? null : team._id)}
                      className="flex max-w-[12rem] items-center gap-1.5 rounded-md px-2 py-1.5 text-left text-slate-900 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none sm:max-w-xs dark:text-white dark:hover:bg-slate-800"
                    >
                      <ChevronRight aria-hidden="true" className={cn('size-4 shrink-0 text-slate-500 transition-transform', open && 'rotate-90')} />
                      <span className="min-w-0">
                        <span className="block truncate">{team.name}</span>
                        <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">Team #{team.teamNumber}</span>
                      </span>
                    </button>
                  );
                },
              },
              { key: 'leader', header: 'Leader', cell: (team) => team.leader?.name ?? '—' },
              { key: 'members', header: 'Members', align: 'right', cell: (team) => team.members.length },
              {
                key: 'votes',
                header: 'Votes',
                align: 'right',
                className: 'font-semibold text-slate-900 dark:text-white',
                cell: (team) => team.totalVotes,
              },
              {
                key: 'rating',
                header: 'Average Rating',
                cell: (team) => <RatingBadge average={team.averageRating} totalVotes={team.totalVotes} />,
              },
            ]}
          />
          <div className="space-y-2">
            <Pagination page={page} totalPages={data.data.pagination.totalPages} onPageChange={setPage} ellipsis label="Vote pages" />
            <p className="text-center text-xs text-slate-500 dark:text-slate-400">
              Page {page} of {data.data.pagination.totalPages} • {countOf(data.data.pagination.totalTeams, 'team')}
            </p>
          </div>
        </>
      )}
    </div>
  );
}

/** Members and votes of one team; stays in view on a phone while the table scrolls sideways. */
function TeamDetails({ team }: { team: TeamVoteSummary }) {
  const [page, setPage] = useState(1);
  const votes = useTeamVotes(team._id, page);
  return (
    <div className="sticky left-0 grid w-[calc(100vw-2.5rem)] max-w-full max-sm:static max-sm:w-auto grid-cols-1 gap-6 p-4 sm:w-auto sm:p-5 md:grid-cols-[16rem_minmax(0,1fr)]">
      <section aria-label={`Members of ${team.name}`}>
        <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">Members</h3>
        <ul className="space-y-2">
          {team.members.map((m) => (
            <li key={m._id} className="min-w-0">
              <p className="flex items-center gap-1.5 truncate text-sm font-medium text-slate-900 dark:text-white">
                {m.name}
                {m.role === 'leader' && (
                  <Badge tone="amber" className="shrink-0">
                    <Crown aria-hidden="true" className="size-3" /> Leader
                  </Badge>
                )}
              </p>
              <p className="truncate text-xs text-slate-500 dark:text-slate-400">{m.email}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-label={`Votes for ${team.name}`} className="min-w-0">
        <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">Votes ({team.totalVotes})</h3>
        {votes.isLoading ? (
          <Spinner />
        ) : votes.isError ? (
          <p className="text-sm text-red-600 dark:text-red-400">{VOTE_MSG.loadFailed}</p>
        ) : !votes.data?.votes.length ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">No votes yet.</p>
        ) : (
          <>
            <ul className="divide-y divide-slate-200 dark:divide-slate-800">
              {votes.data.votes.map((v) => (
                <li key={v._id} className="py-2.5 first:pt-0">
                  <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                    <p className="min-w-0 text-sm">
                      <span className="font-medium text-slate-900 dark:text-white">{v.voterTeam.name}</span>
                      <span className="text-slate-500 dark:text-slate-400">
                        {' · '}
                        {v.voter ? v.voter.name : <em>{VOTE_MSG.deletedVoter}</em>}
                      </span>
                    </p>
                    <span className="flex items-center gap-2">
                      <Stars value={v.rating} />
                      <span className="text-xs text-slate-500 dark:text-slate-400">
                        {formatDate(v.createdAt)}
                        {v.updatedAt !== v.createdAt && ' (edited)'}
                      </span>
                    </span>
                  </div>
                  <p className="mt-1 text-sm wrap-break-word text-slate-700 dark:text-slate-300">{v.comment}</p>
                </li>
              ))}
            </ul>
            <Pagination
              page={page}
              totalPages={votes.data.pagination.totalPages}
              onPageChange={setPage}
              label={`Vote pages of ${team.name}`}
              className="mt-3"
            />
          </>
        )}
      </section>
    </div>
  );
}
