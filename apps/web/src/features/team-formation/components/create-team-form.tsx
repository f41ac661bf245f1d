import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { TEAM_LIMITS, TEAM_MSG, createTeamSchema, type Team } from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { useCreateTeam } from '../api/create-team.ts';
import { useProblemTitles } from '../api/get-problem-titles.ts';
import { createTeamMessages } from '../create-team-messages.ts';

type CreateTeamFormProps = {
  /** A problem chosen beforehand ('Select Problem'); otherwise the form offers a list. */
  problem?: { _id: string; title: string };
  onCreated: (team: Team) => void;
  onCancel: () => void;
  toastMs: number;
};

export function CreateTeamForm({ problem, onCreated, onCancel, toastMs }: CreateTeamFormProps) {
  const create = useCreateTeam();
  const titles = useProblemTitles(!problem);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(createTeamSchema),
    defaultValues: { name: '', description: '', problemStatement: problem?._id ?? '' },
  });
  const description = useWatch({ control, name: 'description' }) ?? '';
  const chosenId = useWatch({ control, name: 'problemStatement' });
  const chosen = titles.data?.find((p) => p._id === chosenId);

  const onSubmit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (team) => {
        toast.success(TEAM_MSG.createdLong, { duration: toastMs });
        onCreated(team);
      },
      onError: (error) => toast.error(errorMessage(error, TEAM_MSG.createFailed), { duration: toastMs }),
    }),
  );

  const messages = createTeamMessages({ name: errors.name?.message, problemStatement: errors.problemStatement?.message });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {messages.banner && <Alert tone="error" title={messages.banner} />}
      {create.isError && <Alert tone="error" title={errorMessage(create.error, TEAM_MSG.createFailed)} />}
      {problem ? (
        <div className="rounded-lg bg-blue-50 px-3.5 py-2.5 text-sm text-blue-900 dark:bg-blue-500/10 dark:text-blue-200">
          <span className="font-medium">Problem statement:</span> {problem.title}
        </div>
      ) : (
        <FormField id="team-problem" label="Problem Statement" error={messages.problemStatement}>
          {(a11y) => (
            <Select {...a11y} {...register('problemStatement')} disabled={titles.isLoading}>
              <option value="">{titles.isLoading ? 'Loading problem statements…' : 'Choose a problem statement'}</option>
              {titles.data?.map((p) => (
                <option key={p._id} value={p._id} disabled={p.isFull}>
                  {p.title} ({p.selectionCount}/4{p.isFull ? ', full' : ''})
                </option>
              ))}
            </Select>
          )}
        </FormField>
      )}
      {chosen?.isFull && (
        <Alert tone="error" title={TEAM_MSG.selectionLimitLabel}>
          {TEAM_MSG.selectionLimit}
        </Alert>
      )}
      <FormField id="team-name" label="Team Name" error={messages.name}>
        {(a11y) => (
          <>
            <Input {...a11y} maxLength={TEAM_LIMITS.nameMax} autoComplete="off" placeholder="e.g. Code Crafters" {...register('name')} />
            {!errors.name && <p className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">{TEAM_MSG.nameHint}</p>}
          </>
        )}
      </FormField>
      <FormField id="team-description" label="Description (optional)" error={errors.description?.message}>
        {(a11y) => (
          <>
            <Textarea {...a11y} maxLength={TEAM_LIMITS.descriptionMax} rows={3} placeholder="What will your team build?" {...register('description')} />
            <p className="mt-1 text-right text-xs text-slate-500 dark:text-slate-400">
              {description.length}/{TEAM_LIMITS.descriptionMax}
            </p>
          </>
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={create.isPending} disabled={chosen?.isFull}>
          {create.isPending ? 'Creating...' : 'Create Team'}
        </Button>
      </div>
    </form>
  );
}
