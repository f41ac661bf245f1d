import { useEffect, useRef, useState } from 'react';
import { CheckCircle2, Crown, Info, Users } from 'lucide-react';
import { toast } from 'sonner';
import { VOTE_MSG, VOTING, type TeamWithRating } from '@hackcamp/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Stars } from '../../../components/ui/stars.tsx';
import { useTeamsWithRatings } from '../api/get-teams-with-ratings.ts';
import { nextVotingSearch } from '../voting-search.ts';
import { RatingBadge } from './rating-badge.tsx';
import { VoteDialog } from './vote-dialog.tsx';
import { VotingProgressBar } from './voting-progress-bar.tsx';
import { countOf } from '../../../lib/format.ts';

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The leader's Team Voting modal: the other teams 6 per page, refreshed every 2 s while open,
 * each with a nested vote modal. It closes by itself, with the spec's congratulations, the moment
 * every other team has the leader's vote.
 */
export function TeamVotingDialog({ open, onOpenChange }: Props) {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [voting, setVoting] = useState<TeamWithRating | null>(null);
  const list = useTeamsWithRatings({ page, search }, { enabled: open, refreshMs: open ? VOTING.refreshMs : false });
  const progress = list.data?.progress;

  // Seen while open; null until the first answer after opening, so only a change to complete counts.
  const wasCompleted = useRef<boolean | null>(null);
  useEffect(() => {
    if (!open) {
      wasCompleted.current = null;
      return;
    }
    if (!progress || list.isPlaceholderData) return;
    if (wasCompleted.current === false && progress.completed) {
      toast.success(VOTE_MSG.completed);
      setVoting(null);
      onOpenChange(false);
    }
    wasCompleted.current = progress.completed;
  }, [open, progress, list.isPlaceholderData, onOpenChange]);

  const onSearch = (value: string) => {
    setInput(value);
    const next = nextVotingSearch(value, search);
    if (next !== search) {
      setSearch(next);
      setPage(1);
    }
  };

  const teams = list.data?.teams ?? [];
  const eligibility = list.data?.eligibility;
  // Refused new votes (a team of one, or formed after voting opened): said once, not per team.
  const canCast = eligibility?.canVote !== false;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Team Voting"
      description={`Rate every other team from ${VOTING.ratingMin} to ${VOTING.ratingMax} and say why. You can change or withdraw a vote while voting is open.`}
      className="max-w-2xl"
    >
      <div className="space-y-4">
        {progress && <VotingProgressBar progress={progress} />}
        {eligibility && !eligibility.canVote && (
          <div
            role="status"
            className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-100"
          >
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <div className="min-w-0">
              <p className="font-medium">{eligibility.reason}</p>
              <p className="mt-0.5 text-amber-800 dark:text-amber-200/80">Votes your team has already cast can still be changed or withdrawn.</p>
            </div>
          </div>
        )}
        <div>
          <SearchInput aria-label="Search teams to vote on" placeholder="Search teams..." value={input} onChange={(e) => onSearch(e.target.value)} />
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">Searching starts at {VOTING.searchMinChars} characters.</p>
        </div>
        {list.isLoading ? (
          <div className="flex justify-center py-10">
            <Spinner />
          </div>
        ) : list.isError && !list.data ? (
          <div className="py-8 text-center">
            <p className="text-sm text-red-600 dark:text-red-400">{VOTE_MSG.loadTeamsFailed}</p>
            <Button variant="outline" size="sm" className="mt-3" onClick={() => void list.refetch()}>
              Try Again
            </Button>
          </div>
        ) : teams.length === 0 ? (
          <p className="py-10 text-center text-sm text-slate-500 dark:text-slate-400">
            {search ? `No teams match "${search}".` : 'There are no other teams to vote on yet.'}
          </p>
        ) : (
          <ul className="space-y-3" aria-label="Teams to vote on">
            {teams.map((team) => (
              <TeamRow key={team._id} team={team} canCast={canCast} onVote={() => setVoting(team)} />
            ))}
          </ul>
        )}
        {list.data && <Pagination page={page} totalPages={list.data.pagination.totalPages} onPageChange={setPage} label="Voting pages" />}
      </div>
      {voting && <VoteDialog team={voting} onClose={() => setVoting(null)} />}
    </Dialog>
  );
}

function TeamRow({ team, canCast, onVote }: { team: TeamWithRating; canCast: boolean; onVote: () => void }) {
  const headingId = `vote-team-${team._id}`;
  return (
    <li className="rounded-lg border border-slate-200 p-4 dark:border-slate-800" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="truncate font-semibold text-slate-900 dark:text-white" title={team.name}>
            {team.name}
          </h3>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
            <span>Team #{team.teamNumber}</span>
            <span className="inline-flex items-center gap-1">
              <Users aria-hidden="true" className="size-3.5" /> {countOf(team.memberCount, 'member')}
            </span>
            {team.leader && (
              <span className="inline-flex min-w-0 items-center gap-1">
                <Crown aria-hidden="true" className="size-3.5 text-amber-500" /> <span className="truncate">{team.leader.name}</span>
              </span>
            )}
          </p>
        </div>
        <RatingBadge average={team.averageRating} totalVotes={team.totalVotes} />
      </div>
      {team.problemStatement && <p className="mt-2 line-clamp-1 text-sm text-slate-600 dark:text-slate-400">Working on: {team.problemStatement.title}</p>}
      <div className="mt-3 flex items-center justify-between gap-3 border-t border-slate-100 pt-3 dark:border-slate-800">
        {team.myVote ? (
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs font-medium text-emerald-700 dark:text-emerald-400">
              <span className="inline-flex items-center gap-1 whitespace-nowrap">
                <CheckCircle2 aria-hidden="true" className="size-3.5 shrink-0" /> Your team’s vote
              </span>
              <Stars value={team.myVote.rating} />
            </p>
            <p className="mt-0.5 truncate text-sm text-slate-600 dark:text-slate-400" title={team.myVote.comment}>
              {team.myVote.comment}
            </p>
          </div>
        ) : (
          <p className="text-sm text-slate-500 dark:text-slate-400">Not rated yet</p>
        )}
        {(team.myVote || canCast) && (
          <Button
            size="sm"
            variant={team.myVote ? 'outline' : 'primary'}
            onClick={onVote}
            aria-label={`${team.myVote ? 'Change your vote for' : 'Vote for'} ${team.name}`}
          >
            {team.myVote ? 'Change Vote' : 'Vote'}
          </Button>
        )}
      </div>
    </li>
  );
}
