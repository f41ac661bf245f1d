import { useState, type FormEvent } from 'react';
import { Star } from 'lucide-react';
import { toast } from 'sonner';
import { RATING_LABELS, VOTE_MSG, VOTING, ratingLabel, type TeamWithRating } from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { cn } from '../../../lib/cn.ts';
import { useCastVote } from '../api/cast-vote.ts';
import { useChangeVote } from '../api/change-vote.ts';
import { useWithdrawVote } from '../api/withdraw-vote.ts';

type Props = { team: TeamWithRating; onClose: () => void };

/** Rate one team 1-5 (default 5) with a required comment; change or withdraw an earlier vote. */
export function VoteDialog({ team, onClose }: Props) {
  const existing = team.myVote;
  const [rating, setRating] = useState<number>(existing?.rating ?? VOTING.defaultRating);
  const [comment, setComment] = useState(existing?.comment ?? '');
  const [commentError, setCommentError] = useState<string | null>(null);
  const cast = useCastVote();
  const change = useChangeVote();
  const withdraw = useWithdrawVote();
  const failure = cast.error ?? change.error ?? withdraw.error;
  const busy = cast.isPending || change.isPending || withdraw.isPending;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = comment.trim();
    if (!text) return setCommentError(VOTE_MSG.commentRequired);
    if (text.length > VOTING.commentMax) return setCommentError(VOTE_MSG.commentTooLong);
    setCommentError(null);
    const input = { teamId: team._id, input: { rating, comment: text } };
    const done = {
      onSuccess: () => {
        toast.success(existing ? VOTE_MSG.updated : VOTE_MSG.submitted);
        onClose();
      },
    };
    if (existing) change.mutate(input, done);
    else cast.mutate(input, done);
  };

  const onWithdraw = () =>
    withdraw.mutate(team._id, {
      onSuccess: () => {
        toast.success(VOTE_MSG.withdrawn);
        onClose();
      },
    });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Rate ${team.name}`}
      description={team.problemStatement?.title ?? `Team #${team.teamNumber}`}
      className="max-w-lg"
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {failure && <Alert tone="error" title={errorMessage(failure, withdraw.error ? VOTE_MSG.withdrawFailed : VOTE_MSG.voteFailed)} />}
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">Rating</legend>
          <div className="flex flex-wrap items-center gap-3">
            <div className="flex gap-1">
              {RATING_LABELS.map((label, i) => {
                const value = i + 1;
                return (
                  <label key={label} className="group relative cursor-pointer">
                    <input
                      type="radio"
                      name="rating"
                      value={value}
                      checked={rating === value}
                      onChange={() => setRating(value)}
                      aria-label={`${value} - ${label}`}
                      className="peer sr-only"
                    />
                    <Star
                      aria-hidden="true"
                      className={cn(
                        'size-9 rounded-md p-0.5 transition-colors peer-focus-visible:ring-2 peer-focus-visible:ring-blue-500',
                        value <= rating ? 'fill-amber-400 text-amber-400' : 'fill-transparent text-slate-300 group-hover:text-amber-300 dark:text-slate-600',
                      )}
                    />
                  </label>
                );
              })}
            </div>
            <span className="text-sm font-semibold text-slate-800 dark:text-slate-200" aria-live="polite">
              {rating}/5 · {ratingLabel(rating)}
            </span>
          </div>
        </fieldset>
        <div>
          <Label htmlFor="vote-comment">Comment</Label>
          <Textarea
            id="vote-comment"
            rows={4}
            maxLength={VOTING.commentMax}
            placeholder="What stood out? What could be better?"
            value={comment}
            aria-invalid={commentError ? true : undefined}
            aria-describedby={commentError ? 'vote-comment-error vote-comment-count' : 'vote-comment-count'}
            onChange={(e) => {
              setComment(e.target.value);
              if (commentError) setCommentError(null);
            }}
          />
          <div className="mt-1 flex items-start justify-between gap-3">
            <FieldError id="vote-comment-error" message={commentError ?? undefined} className="mt-0" />
            <p id="vote-comment-count" className="ml-auto shrink-0 text-xs text-slate-500 dark:text-slate-400">
              {comment.length}/{VOTING.commentMax}
            </p>
          </div>
        </div>
        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:items-center">
          {existing && (
            <Button
              variant="ghost"
              className="text-red-600 hover:bg-red-50 sm:mr-auto dark:text-red-400 dark:hover:bg-red-500/10"
              onClick={onWithdraw}
              loading={withdraw.isPending}
              disabled={busy}
            >
              Withdraw Vote
            </Button>
          )}
          <Button variant="outline" onClick={onClose} disabled={busy} className="sm:ml-auto">
            Cancel
          </Button>
          <Button type="submit" loading={cast.isPending || change.isPending} disabled={busy}>
            {existing ? 'Update Vote' : 'Submit Vote'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
