import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { TEAM_LIMITS, TEAM_MSG, createTeamSchema, type Team } from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import type { ProblemTitle } from '@hackcamp/contract';
import { useProblemTitles } from '../api/get-problem-titles.ts';
import { useUpdateTeam } from '../api/update-team.ts';

type EditTeamDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; team: Team; toastMs: number };

/** The leader renames the team, rewrites its description or moves it to another statement. */
export function EditTeamDialog({ open, onOpenChange, team, toastMs }: EditTeamDialogProps) {
  const titles = useProblemTitles();
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Edit Team" className="max-w-lg">
      {/* The form waits for the list: a select filled in before its options exist shows none chosen. */}
      {titles.isLoading ? (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      ) : titles.isError && !titles.data ? (
        <LoadFailure message="Problem statements could not be loaded." onRetry={() => void titles.refetch()} retrying={titles.isFetching} />
      ) : (
        <EditTeamForm team={team} titles={withCurrent(titles.data ?? [], team)} onDone={close} toastMs={toastMs} />
      )}
    </Dialog>
  );
}

/** The team's own statement stays choosable even when it is no longer listed (withdrawn since). */
function withCurrent(titles: ProblemTitle[], team: Team): ProblemTitle[] {
  const current = team.problemStatement;
  if (!current || titles.some((p) => p._id === current._id)) return titles;
  return [{ _id: current._id, title: current.title, domain: current.domain, selectionCount: 0, isFull: false }, ...titles];
}

function EditTeamForm({ team, titles, onDone, toastMs }: { team: Team; titles: ProblemTitle[]; onDone: () => void; toastMs: number }) {
  const update = useUpdateTeam();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(createTeamSchema),
    defaultValues: { name: team.name, description: team.description, problemStatement: team.problemStatement?._id ?? '' },
  });
  const description = useWatch({ control, name: 'description' }) ?? '';
  const chosenId = useWatch({ control, name: 'problemStatement' });
  const chosen = titles.find((p) => p._id === chosenId);
  const movingToFull = !!chosen?.isFull && chosen._id !== team.problemStatement?._id;

  const onSubmit = handleSubmit((values) =>
    update.mutate(
      { teamId: team._id, input: values },
      {
        onSuccess: () => {
          toast.success(TEAM_MSG.updated, { duration: toastMs });
          onDone();
        },
        onError: (error) => toast.error(errorMessage(error, TEAM_MSG.updateFailed), { duration: toastMs }),
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {update.isError && <Alert tone="error" title={errorMessage(update.error, TEAM_MSG.updateFailed)} />}
      <FormField id="edit-team-name" label="Team Name" error={errors.name?.message}>
        {(a11y) => (
          <>
            <Input {...a11y} maxLength={TEAM_LIMITS.nameMax} {...register('name')} />
            {!errors.name && <p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">{TEAM_MSG.nameHint}</p>}
          </>
        )}
      </FormField>
      <FormField id="edit-team-description" label="Description (optional)" error={errors.description?.message}>
        {(a11y) => (
          <>
            <Textarea {...a11y} rows={3} maxLength={TEAM_LIMITS.descriptionMax} {...register('description')} />
            <p className="mt-1 text-right text-xs text-slate-500 dark:text-slate-400">
              {description.length}/{TEAM_LIMITS.descriptionMax}
            </p>
          </>
        )}
      </FormField>
      <FormField id="edit-team-problem" label="Problem Statement" error={errors.problemStatement?.message}>
        {(a11y) => (
          <Select {...a11y} {...register('problemStatement')}>
            <option value="">Choose a problem statement</option>
            {titles.map((p) => (
              <option key={p._id} value={p._id} disabled={p.isFull && p._id !== team.problemStatement?._id}>
                {p.title} ({p.selectionCount}/4)
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {movingToFull && (
        <Alert tone="error" title={TEAM_MSG.selectionLimitLabel}>
          {TEAM_MSG.selectionLimit}
        </Alert>
      )}
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={update.isPending} disabled={movingToFull}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}
