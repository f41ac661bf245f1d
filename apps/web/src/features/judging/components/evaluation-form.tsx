import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { CheckCircle2, Lock, PencilLine } from 'lucide-react';
import { JUDGE_MSG, JUDGING, type EvaluationView } from '@hackcamp/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDate } from '../../../lib/format.ts';
import { draftRoundScore, formatRoundScore, type EvaluationDraft } from '../evaluation-draft.ts';
import { CriterionScoreInput } from './criterion-score-input.tsx';

const MISSING = `Give this criterion a score from ${JUDGING.scoreMin} to ${JUDGING.scoreMax}`;

type Props = {
  evaluation: EvaluationView;
  draft: EvaluationDraft;
  onDraftChange: (draft: EvaluationDraft) => void;
  onSave: (input: { criteria: { criterionId: string; score: number }[]; feedback: string }) => void;
  saving: boolean;
  /** The judge chose to change this round's saved score (its fields are locked until then). */
  changing: boolean;
  onChangeSaved: () => void;
  /** Back to the saved score, dropping what was typed over it. */
  onKeepSaved: () => void;
};

/**
 * One round: a 1-10 score per criterion, the round score they give (as the server will store it)
 * and feedback. The draft is the caller's, so it outlives switching to another round's tab.
 * A closed round is shown read-only with the reason. A saved round is shown as saved, locked:
 * changing it is a choice the judge makes (a stray tap while scrolling a phone must not replace a
 * score), and its button says it is an update.
 */
export function EvaluationForm({ evaluation, draft, onDraftChange, onSave, saving, changing, onChangeSaved, onKeepSaved }: Props) {
  const [missing, setMissing] = useState<Set<string>>(new Set());
  const { criteria, round, roundOpen } = evaluation;
  const saved = evaluation.score !== null;
  const locked = saved && !changing;
  const live = draftRoundScore(criteria, draft);
  const weighted = new Set(criteria.map((c) => c.weight)).size > 1;
  const prefix = `round-${round}`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const unscored = criteria.filter((c) => draft.scores[c._id] === undefined);
    if (unscored.length > 0) {
      setMissing(new Set(unscored.map((c) => c._id)));
      // To the first group still to score, so a keyboard or screen reader user lands where the gap is.
      event.currentTarget.querySelector<HTMLInputElement>(`input[name="${prefix}-${unscored[0]!._id}"]`)?.focus();
      return;
    }
    setMissing(new Set());
    onSave({ criteria: criteria.map((c) => ({ criterionId: c._id, score: draft.scores[c._id]! })), feedback: draft.feedback });
  };

  return (
    <Card className="min-w-0 p-4 sm:p-6">
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Round {round}</h2>
          {evaluation.score !== null ? (
            <span className="inline-flex flex-wrap items-center gap-1.5 text-sm font-medium text-emerald-700 dark:text-emerald-400">
              <CheckCircle2 aria-hidden="true" className="size-4" /> Saved: {formatRoundScore(evaluation.score)}/{JUDGING.scoreMax}
              {evaluation.updatedAt && <span className="font-normal text-slate-500 dark:text-slate-400">· {formatDate(evaluation.updatedAt)}</span>}
            </span>
          ) : (
            <span className="text-sm text-slate-500 dark:text-slate-400">Not scored yet</span>
          )}
        </div>
        {!roundOpen && (
          <div
            role="status"
            className="flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-200"
          >
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p>{JUDGE_MSG.roundClosed(round)}. The organisers open it; what you saved stays as it is.</p>
          </div>
        )}
        {roundOpen && saved && (
          <div
            className={cn(
              'flex flex-col gap-3 rounded-lg border px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between',
              changing
                ? 'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-200'
                : 'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-500/30 dark:bg-emerald-500/10 dark:text-emerald-200',
            )}
          >
            <p>
              {changing
                ? `You are changing round ${round}'s saved score: saving replaces it.`
                : `You have scored round ${round}. Change it only to correct it: saving again replaces the score.`}
            </p>
            {changing ? (
              <Button key="keep" type="button" variant="outline" size="sm" className="shrink-0" onClick={onKeepSaved}>
                Keep the saved score
              </Button>
            ) : (
              <Button
                key="change"
                type="button"
                variant="outline"
                size="sm"
                className="shrink-0"
                onClick={(event) => {
                  const form = event.currentTarget.form;
                  // Unlocked now, so the focus can go where the change starts: the first criterion's chosen score.
                  flushSync(onChangeSaved);
                  (form?.querySelector<HTMLInputElement>(`input[name^="${prefix}-"]:checked`) ?? form?.querySelector<HTMLElement>('input, textarea'))?.focus();
                }}
              >
                <PencilLine aria-hidden="true" className="size-4" />
                Change round {round} score
              </Button>
            )}
          </div>
        )}
        {saved && evaluation.criteriaScores === null && (
          <p className="text-sm text-slate-600 dark:text-slate-400">Saved as a total without criteria; scoring the criteria below replaces it.</p>
        )}
        <fieldset disabled={!roundOpen || locked} className="min-w-0 space-y-5">
          <legend className="sr-only">Criteria</legend>
          {criteria.map((criterion) => (
            <CriterionScoreInput
              key={criterion._id}
              criterion={criterion}
              name={`${prefix}-${criterion._id}`}
              value={draft.scores[criterion._id]}
              showWeight={weighted}
              error={missing.has(criterion._id) ? MISSING : undefined}
              onChange={(score) => {
                onDraftChange({ ...draft, scores: { ...draft.scores, [criterion._id]: score } });
                if (missing.has(criterion._id)) setMissing((m) => new Set([...m].filter((id) => id !== criterion._id)));
              }}
            />
          ))}
          <p
            aria-live="polite"
            className="rounded-lg bg-slate-50 px-4 py-3 text-base font-semibold text-slate-900 tabular-nums dark:bg-slate-800/60 dark:text-white"
          >
            {live === null ? (
              <>
                Round score <span className="font-normal text-slate-500 dark:text-slate-400">– score every criterion</span>
              </>
            ) : (
              `Round score ${formatRoundScore(live)} / ${JUDGING.scoreMax}`
            )}
          </p>
          <FormField id={`${prefix}-feedback`} label="Feedback">
            {(a11y) => (
              <Textarea
                {...a11y}
                rows={5}
                maxLength={JUDGING.feedbackMax}
                placeholder="What worked, what to improve before the next round..."
                value={draft.feedback}
                onChange={(e) => onDraftChange({ ...draft, feedback: e.target.value })}
              />
            )}
          </FormField>
          {roundOpen && !locked && (
            <div className="flex justify-end">
              <Button type="submit" loading={saving} className="w-full sm:w-auto">
                {saved ? `Update round ${round}` : `Save round ${round}`}
              </Button>
            </div>
          )}
        </fieldset>
      </form>
    </Card>
  );
}
