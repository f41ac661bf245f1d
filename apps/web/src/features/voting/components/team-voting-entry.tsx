import { useState } from 'react';
import { CheckCircle2, Vote } from 'lucide-react';
import { VOTE_MSG } from '@hackcamp/contract';
import { Button } from '../../../components/ui/button.tsx';
import { useEventSettings } from '../../../lib/event-settings.ts';
import { useTeamsWithRatings } from '../api/get-teams-with-ratings.ts';
import { TeamVotingDialog } from './team-voting-dialog.tsx';

/**
 * The team leader's way into voting, shown only while the superadmin has voting open. It reads
 * 'Completed Voting' once every other team has the leader's vote (the list stays open to change).
 */
export function TeamVotingEntry() {
  const votingOpen = useEventSettings().data?.votingEnabled === true;
  const [open, setOpen] = useState(false);
  const list = useTeamsWithRatings({ page: 1, search: '' }, { enabled: votingOpen });
  if (!votingOpen) return null;
  const progress = list.data?.progress;
  const completed = progress?.completed === true;

  return (
    <section
      aria-labelledby="team-voting-heading"
      className="mt-4 rounded-lg border border-blue-200 bg-blue-50/60 p-4 dark:border-blue-500/30 dark:bg-blue-500/10"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h3 id="team-voting-heading" className="font-semibold text-slate-900 dark:text-white">
            Team Voting
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-300">
            {!progress
              ? 'Voting is open: rate the other teams.'
              : list.data?.eligibility.canVote === false && progress.votedTeams === 0
                ? `Voting is open. ${list.data.eligibility.reason}`
                : completed
                  ? 'You have rated every other team. You can still change your votes while voting is open.'
                  : `Voting is open: ${progress.votedTeams} of ${progress.totalTeams} teams rated.`}
          </p>
        </div>
        <Button variant={completed ? 'outline' : 'primary'} size="sm" onClick={() => setOpen(true)}>
          {completed ? <CheckCircle2 aria-hidden="true" className="size-4 text-emerald-600" /> : <Vote aria-hidden="true" className="size-4" />}
          {completed ? VOTE_MSG.completedLabel : 'Vote on Teams'}
        </Button>
      </div>
      <TeamVotingDialog open={open} onOpenChange={setOpen} />
    </section>
  );
}
