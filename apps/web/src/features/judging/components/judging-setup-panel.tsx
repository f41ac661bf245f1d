import { useState, type FormEvent } from 'react';
import { Lock, LockOpen, Plus, SlidersHorizontal, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { JUDGE_MSG, JUDGING, type JudgingCriterion, type Round } from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { ApiError, errorMessage } from '../../../lib/api-errors.ts';
import { cn } from '../../../lib/cn.ts';
import { useCriteria } from '../api/get-criteria.ts';
import { useRounds } from '../api/get-rounds.ts';
import { useUpdateCriteria } from '../api/update-criteria.ts';
import { useUpdateRound } from '../api/update-round.ts';
import { JudgeLoadError, JudgeTableSkeleton } from './judge-load-state.tsx';

/** The superadmin's part of judging: which rounds take scores, and the rubric judges score. */
export function JudgingSetupPanel() {
  return (
    <section aria-labelledby="judging-setup" className="space-y-4">
      <h2 id="judging-setup" className="flex items-center gap-2 text-lg font-semibold text-slate-900 dark:text-white">
        <SlidersHorizontal aria-hidden="true" className="size-5 text-blue-600 dark:text-blue-400" />
        Judging
      </h2>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <RoundSwitches />
        <RubricCard />
      </div>
    </section>
  );
}

/** "3 evaluations are still missing": assigned judge-team pairs without a score in the round. */
const missingText = (n: number) => (n === 1 ? '1 evaluation is still missing' : `${n} evaluations are still missing`);

function RoundSwitches() {
  const rounds = useRounds();
  const update = useUpdateRound();
  // The round whose closing waits for the organiser's yes; opening needs none (it takes nothing away).
  const [closing, setClosing] = useState<Round | null>(null);
  // The question keeps naming its round while it fades out after an answer.
  const [asked, setAsked] = useState<Round>(1);
  const ask = (round: Round) => {
    setAsked(round);
    setClosing(round);
  };
  const setOpen = (round: Round, open: boolean) =>
    update.mutate(
      { round, open },
      {
        onSuccess: () => {
          toast.success(open ? JUDGE_MSG.roundOpened(round) : JUDGE_MSG.roundClosedNow(round));
          setClosing(null);
        },
        onError: (error) => toast.error(errorMessage(error, JUDGE_MSG.saveFailed)),
      },
    );
  const missing = rounds.data?.find((r) => r.round === asked)?.missing;
  // Counted afresh when the question opens: judges may have saved since the page loaded.
  const counting = rounds.isFetching || missing === undefined;
  return (
    <Card className="min-w-0 p-5 sm:p-6">
      <h3 className="font-semibold text-slate-900 dark:text-white">Rounds</h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">Judges can save scores only in an open round; reading stays possible.</p>
      {rounds.isLoading ? (
        <div className="mt-4">
          <JudgeTableSkeleton />
        </div>
      ) : rounds.isError ? (
        <div className="mt-4">
          <JudgeLoadError message={JUDGE_MSG.loadSetupFailed} onRetry={() => void rounds.refetch()} retrying={rounds.isFetching} />
        </div>
      ) : (
        <ul className="mt-4 space-y-2">
          {(rounds.data ?? []).map(({ round, open, missing: left }) => {
            const id = `judging-round-${round}`;
            const pending = update.isPending && update.variables?.round === round;
            const Icon = open ? LockOpen : Lock;
            return (
              <li
                key={round}
                className={cn(
                  'flex items-center justify-between gap-3 rounded-lg border p-3',
                  open
                    ? 'border-emerald-200 bg-emerald-50/60 dark:border-emerald-500/30 dark:bg-emerald-500/10'
                    : 'border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800/40',
                )}
              >
                <div className="flex min-w-0 items-center gap-3">
                  <Icon aria-hidden="true" className={cn('size-5 shrink-0', open ? 'text-emerald-600 dark:text-emerald-400' : 'text-slate-400')} />
                  <div>
                    <label htmlFor={id} className="block font-medium text-slate-900 dark:text-white">
                      Round {round}
                    </label>
                    <p id={`${id}-state`} className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
                      {open ? 'Open for scoring' : 'Closed'}
                      {left !== undefined && left > 0 && ` · ${left} ${left === 1 ? 'evaluation' : 'evaluations'} missing`}
                    </p>
                  </div>
                </div>
                <Switch
                  id={id}
                  aria-describedby={`${id}-state`}
                  checked={open}
                  disabled={pending}
                  onCheckedChange={(checked) => {
                    if (checked) return setOpen(round as Round, true);
                    ask(round as Round);
                    void rounds.refetch();
                  }}
                />
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={closing !== null}
        onOpenChange={(open) => !open && setClosing(null)}
        title={`Close round ${asked}?`}
        description={
          counting
            ? 'Counting the evaluations still missing…'
            : missing === 0
              ? `Every assigned judge has scored round ${asked}. Once closed, judges cannot save scores in it until you open it again.`
              : `${missingText(missing)} for round ${asked}: assigned judges who have not scored their team. Once closed, judges cannot save scores in it until you open it again.`
        }
        confirmLabel={`Close round ${asked}`}
        confirmDisabled={counting}
        pending={update.isPending}
        destructive={!counting && missing !== 0}
        onConfirm={() => closing !== null && setOpen(closing, false)}
      />
    </Card>
  );
}

function RubricCard() {
  const criteria = useCriteria();
  return (
    <Card className="min-w-0 p-5 sm:p-6">
      <h3 className="font-semibold text-slate-900 dark:text-white">Criteria</h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Judges score each criterion from {JUDGING.scoreMin} to {JUDGING.scoreMax}; a round score is their weighted mean. Scores already saved keep the criteria
        they were given with.
      </p>
      {criteria.isLoading ? (
        <div className="mt-4">
          <JudgeTableSkeleton />
        </div>
      ) : criteria.isError || !criteria.data ? (
        <div className="mt-4">
          <JudgeLoadError message={JUDGE_MSG.loadSetupFailed} onRetry={() => void criteria.refetch()} retrying={criteria.isFetching} />
        </div>
      ) : (
        // Keyed by what is stored: a save (or another superadmin's) starts the editor from it.
        <RubricEditor key={JSON.stringify(criteria.data)} criteria={criteria.data} />
      )}
    </Card>
  );
}

type Row = { key: string; _id?: string; name: string; description: string; weight: string };
type RowErrors = Partial<Record<'name' | 'description' | 'weight', string>>;

let rowKeys = 0;
const toRow = (c: JudgingCriterion): Row => ({ key: c._id, _id: c._id, name: c.name, description: c.description, weight: String(c.weight) });

/** The same checks as the server's, so most mistakes show beside the field before a request. */
function check(rows: Row[]): RowErrors[] {
  const seen = new Set<string>();
  return rows.map((row) => {
    const errors: RowErrors = {};
    const name = row.name.trim();
    if (!name) errors.name = JUDGE_MSG.criterionNameRequired;
    else if (name.length > JUDGING.criterionNameMax) errors.name = JUDGE_MSG.criterionNameTooLong;
    else if (seen.has(name.toLowerCase())) errors.name = JUDGE_MSG.criterionNameTaken;
    seen.add(name.toLowerCase());
    if (row.description.trim().length > JUDGING.criterionDescriptionMax) errors.description = JUDGE_MSG.criterionDescriptionTooLong;
    const weight = Number(row.weight);
    if (!/^\d{1,3}$/.test(row.weight.trim()) || weight < JUDGING.weightMin || weight > JUDGING.weightMax) errors.weight = JUDGE_MSG.criterionWeightInvalid;
    return errors;
  });
}

function RubricEditor({ criteria }: { criteria: JudgingCriterion[] }) {
  const [rows, setRows] = useState<Row[]>(() => criteria.map(toRow));
  const [errors, setErrors] = useState<RowErrors[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const update = useUpdateCriteria();

  const change = (key: string, patch: Partial<Row>) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = check(rows);
    setErrors(found);
    setFormError(null);
    const firstBad = found.findIndex((e) => Object.keys(e).length > 0);
    if (firstBad >= 0) {
      const field = Object.keys(found[firstBad]!)[0];
      event.currentTarget.querySelector<HTMLInputElement>(`#criterion-${rows[firstBad]!.key}-${field}`)?.focus();
      return;
    }
    update.mutate(
      {
        criteria: rows.map((r) => ({ ...(r._id && { _id: r._id }), name: r.name.trim(), description: r.description.trim(), weight: Number(r.weight) })),
      },
      {
        onSuccess: () => toast.success(JUDGE_MSG.criteriaSaved),
        onError: (error) => {
          // Field errors come as "criteria.<index>.<field>": put each beside its field.
          const byRow: RowErrors[] = rows.map(() => ({}));
          let placed = false;
          if (error instanceof ApiError)
            for (const e of error.errors) {
              const [, index, field] = e.field.split('.');
              const row = byRow[Number(index)];
              if (row && (field === 'name' || field === 'description' || field === 'weight')) {
                row[field] = e.msg;
                placed = true;
              }
            }
          setErrors(byRow);
          if (!placed) setFormError(errorMessage(error, JUDGE_MSG.saveFailed));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
      {formError && <Alert tone="error" title={formError} />}
      <ol className="space-y-3">
        {rows.map((row, i) => {
          const e = errors[i] ?? {};
          const id = `criterion-${row.key}`;
          return (
            <li key={row.key} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
              <fieldset className="min-w-0">
                <legend className="sr-only">Criterion {i + 1}</legend>
                <div className="grid grid-cols-[minmax(0,1fr)_5.5rem] gap-3">
                  <FormField id={`${id}-name`} label={`Criterion ${i + 1}`} error={e.name}>
                    {(a11y) => (
                      <Input
                        {...a11y}
                        maxLength={JUDGING.criterionNameMax * 2}
                        value={row.name}
                        onChange={(ev) => change(row.key, { name: ev.target.value })}
                      />
                    )}
                  </FormField>
                  <FormField id={`${id}-weight`} label="Weight" error={e.weight}>
                    {(a11y) => (
                      <Input
                        {...a11y}
                        type="number"
                        inputMode="numeric"
                        min={JUDGING.weightMin}
                        max={JUDGING.weightMax}
                        step={1}
                        value={row.weight}
                        onChange={(ev) => change(row.key, { weight: ev.target.value })}
                      />
                    )}
                  </FormField>
                </div>
                <div className="mt-3">
                  <FormField id={`${id}-description`} label="Short description (optional)" error={e.description}>
                    {(a11y) => (
                      <Input
                        {...a11y}
                        maxLength={JUDGING.criterionDescriptionMax * 2}
                        value={row.description}
                        onChange={(ev) => change(row.key, { description: ev.target.value })}
                      />
                    )}
                  </FormField>
                </div>
                {rows.length > JUDGING.criteriaMin && (
                  <div className="mt-2 flex justify-end">
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      aria-label={`Remove ${row.name.trim() || `criterion ${i + 1}`}`}
                      onClick={() => {
                        setRows((all) => all.filter((r) => r.key !== row.key));
                        setErrors([]);
                      }}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      Remove
                    </Button>
                  </div>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button
          type="button"
          variant="outline"
          disabled={rows.length >= JUDGING.criteriaMax}
          onClick={() => setRows((all) => [...all, { key: `new-${++rowKeys}`, name: '', description: '', weight: '1' }])}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add criterion
          {rows.length >= JUDGING.criteriaMax && <span className="sr-only"> (at most {JUDGING.criteriaMax})</span>}
        </Button>
        <Button type="submit" loading={update.isPending}>
          Save criteria
        </Button>
      </div>
    </form>
  );
}
