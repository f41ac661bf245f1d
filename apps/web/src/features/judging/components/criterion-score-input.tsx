import { JUDGING, type JudgingCriterion } from '@hackcamp/contract';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { cn } from '../../../lib/cn.ts';

const SCORES = Array.from({ length: JUDGING.scoreMax - JUDGING.scoreMin + 1 }, (_, i) => JUDGING.scoreMin + i);

type Props = {
  criterion: JudgingCriterion;
  /** Unique per round, so the radio groups of different rounds never share a name. */
  name: string;
  value: number | undefined;
  onChange: (score: number) => void;
  error?: string;
  showWeight: boolean;
};

/**
 * One criterion scored 1-10: a radio group (arrow keys move within it, Tab leaves it), laid out
 * as two rows of five on a phone so every choice is a thumb-sized target.
 */
export function CriterionScoreInput({ criterion, name, value, onChange, error, showWeight }: Props) {
  const errorId = `${name}-error`;
  const descriptionId = `${name}-description`;
  return (
    <fieldset aria-describedby={cn(criterion.description && descriptionId, error && errorId) || undefined} className="min-w-0">
      <legend className="flex w-full flex-wrap items-baseline justify-between gap-x-3 text-sm font-medium text-slate-900 dark:text-white">
        <span className="wrap-anywhere">{criterion.name}</span>
        {showWeight && <span className="text-xs font-normal text-slate-500 dark:text-slate-400">weight {criterion.weight}</span>}
      </legend>
      {criterion.description && (
        <p id={descriptionId} className="mt-0.5 text-xs wrap-anywhere text-slate-600 dark:text-slate-400">
          {criterion.description}
        </p>
      )}
      <div className="mt-2 grid grid-cols-5 gap-1.5 sm:grid-cols-10">
        {SCORES.map((score) => (
          <label
            key={score}
            className={cn(
              'flex h-11 cursor-pointer items-center justify-center rounded-lg border text-sm font-semibold tabular-nums transition-colors select-none',
              'bg-white text-slate-700 hover:border-blue-400 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-blue-500',
              error ? 'border-red-400 dark:border-red-500/60' : 'border-slate-300 dark:border-slate-700',
              'has-checked:border-blue-600 has-checked:bg-blue-600 has-checked:text-white dark:has-checked:border-blue-500 dark:has-checked:bg-blue-500',
              'has-focus-visible:ring-2 has-focus-visible:ring-blue-500 has-focus-visible:ring-offset-2 has-focus-visible:ring-offset-white dark:has-focus-visible:ring-offset-slate-900',
              'has-disabled:cursor-not-allowed has-disabled:opacity-60',
            )}
          >
            <input type="radio" className="sr-only" name={name} value={score} checked={value === score} onChange={() => onChange(score)} />
            {score}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
