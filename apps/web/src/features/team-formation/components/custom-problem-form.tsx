import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { PROBLEM_DOMAINS, PROBLEM_LIMITS, PROBLEM_MSG, customProblemSchema } from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { useCreateCustomProblem } from '../api/create-custom-problem.ts';

export function CustomProblemForm({ onCreated, onCancel, toastMs }: { onCreated: () => void; onCancel: () => void; toastMs: number }) {
  const create = useCreateCustomProblem();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(customProblemSchema),
    defaultValues: { title: '', description: '', domain: '', topic: '', suggestedTechnologies: '' },
  });
  const description = useWatch({ control, name: 'description' }) ?? '';

  const onSubmit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        toast.success(PROBLEM_MSG.customCreated, { duration: toastMs });
        onCreated();
      },
      onError: (error) => toast.error(errorMessage(error, PROBLEM_MSG.customFailed), { duration: toastMs }),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {create.isError && <Alert tone="error" title={errorMessage(create.error, PROBLEM_MSG.customFailed)} />}
      <FormField id="custom-title" label="Title" error={errors.title?.message}>
        {(a11y) => (
          <Input {...a11y} maxLength={PROBLEM_LIMITS.titleMax} placeholder={`At least ${PROBLEM_LIMITS.titleMin} characters`} {...register('title')} />
        )}
      </FormField>
      <FormField id="custom-description" label="Description" error={errors.description?.message}>
        {(a11y) => (
          <>
            <Textarea
              {...a11y}
              rows={5}
              maxLength={PROBLEM_LIMITS.descriptionMax}
              placeholder={`The problem, who has it, and what a solution does (at least ${PROBLEM_LIMITS.descriptionMin} characters)`}
              {...register('description')}
            />
            <p className="mt-1 text-right text-xs text-slate-500 dark:text-slate-400" aria-live="polite">
              {description.length}/{PROBLEM_LIMITS.descriptionMax}
            </p>
          </>
        )}
      </FormField>
      <FormField id="custom-domain" label="Domain" error={errors.domain?.message}>
        {(a11y) => (
          <Select {...a11y} {...register('domain')}>
            <option value="">Choose a domain</option>
            {PROBLEM_DOMAINS.map((d) => (
              <option key={d} value={d} className="capitalize">
                {d.charAt(0).toUpperCase() + d.slice(1)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField id="custom-topic" label="Topic (optional)" error={errors.topic?.message}>
          {(a11y) => <Input {...a11y} maxLength={PROBLEM_LIMITS.topicMax} {...register('topic')} />}
        </FormField>
        <FormField id="custom-technologies" label="Technologies (optional)" error={errors.suggestedTechnologies?.message}>
          {(a11y) => <Input {...a11y} maxLength={PROBLEM_LIMITS.technologiesMax} placeholder="React, Spring Boot" {...register('suggestedTechnologies')} />}
        </FormField>
      </div>
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create Problem Statement'}
        </Button>
      </div>
    </form>
  );
}
