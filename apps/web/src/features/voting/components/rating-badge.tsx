import { EyeOff, Star } from 'lucide-react';
import { VOTE_MSG } from '@hackcamp/contract';
import { cn } from '../../../lib/cn.ts';
import { ratingTone } from '../rating-tone.ts';

/**
 * An average rating in its colour band, with how many votes make it. `totalVotes` null: blind
 * voting hides both until the viewer's team has rated the team.
 */
export function RatingBadge({ average, totalVotes, className }: { average: number | null; totalVotes: number | null; className?: string }) {
  if (totalVotes === null) {
    return (
      <span
        className={cn(
          'inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-600 dark:bg-slate-800 dark:text-slate-300',
          className,
        )}
      >
        <EyeOff aria-hidden="true" className="size-3" />
        {VOTE_MSG.blindHidden}
      </span>
    );
  }
  if (average === null) {
    return (
      <span
        className={cn(
          'inline-flex items-center rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-600 dark:bg-slate-800 dark:text-slate-400',
          className,
        )}
      >
        No votes yet
      </span>
    );
  }
  return (
    <span className={cn('inline-flex items-center gap-1.5 whitespace-nowrap', className)}>
      <span className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', ratingTone(average))}>
        <Star aria-hidden="true" className="size-3 fill-current" />
        {average.toFixed(2)}
        <span className="sr-only"> average rating</span>
      </span>
      <span className="text-xs text-slate-500 dark:text-slate-400">
        {totalVotes} {totalVotes === 1 ? 'vote' : 'votes'}
      </span>
    </span>
  );
}
