import { CheckCircle2 } from 'lucide-react';
import { VOTE_MSG, type VotingProgress } from '@hackcamp/contract';

/** How many of the other teams have the leader's vote. */
export function VotingProgressBar({ progress }: { progress: VotingProgress }) {
  const percent = progress.totalTeams ? Math.round((progress.votedTeams / progress.totalTeams) * 100) : 0;
  return (
    <div>
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="text-slate-700 dark:text-slate-300">
          {progress.votedTeams} of {progress.totalTeams} teams rated
        </span>
        {progress.completed && (
          <span className="inline-flex items-center gap-1 font-medium text-emerald-700 dark:text-emerald-400">
            <CheckCircle2 aria-hidden="true" className="size-4" /> {VOTE_MSG.completedLabel}
          </span>
        )}
      </div>
      <div
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        role="progressbar"
        aria-label="Voting progress"
        aria-valuemin={0}
        aria-valuemax={progress.totalTeams}
        aria-valuenow={progress.votedTeams}
      >
        <div className={progress.completed ? 'h-full rounded-full bg-emerald-500' : 'h-full rounded-full bg-blue-600'} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
