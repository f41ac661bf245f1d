import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { z } from 'zod';
import { TASK_LIMITS, TASK_MSG, createTaskSchema, eventDays, type Task } from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { cn } from '../../../lib/cn.ts';
import { timeZoneLabel } from '../../../lib/event-zone.ts';
import { shortDate } from '../../../lib/format.ts';
import { useCreateTask } from '../api/create-task.ts';
import { useUpdateTask } from '../api/update-task.ts';
import { fromEventLocal, toEventLocal } from '../due-date.ts';

type TaskFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The task to edit; a new task when absent. */
  task?: Task;
  /** The day a new task starts on (the day the list is filtered to). */
  defaultDay: string;
  /** Day 1 of the configured event, for the dates beside the days. */
  startDate: string;
};

export function TaskFormDialog({ open, onOpenChange, task, defaultDay, startDate }: TaskFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={task ? 'Edit Task' : 'Create New Task'} className="max-w-lg">
      {/* Mounted only while open, so each opening starts from the task's current values. */}
      <TaskForm task={task} defaultDay={defaultDay} startDate={startDate} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

// The field holds the event's wall clock ('2025-08-14T18:00'); the API takes the instant.
const taskFormSchema = createTaskSchema.omit({ dueDate: true }).extend({
  dueLocal: z
    .string()
    .max(16, { error: TASK_MSG.dueDateInvalid, abort: true })
    .refine((v) => v === '' || fromEventLocal(v) !== null, { error: TASK_MSG.dueDateInvalid }),
});

function TaskForm({ task, defaultDay, startDate, onDone }: { task?: Task; defaultDay: string; startDate: string; onDone: () => void }) {
  const create = useCreateTask();
  const update = useUpdateTask();
  const mutation = task ? update : create;
  const failed = task ? TASK_MSG.updateFailed : TASK_MSG.createFailed;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(taskFormSchema),
    defaultValues: {
      title: task?.title ?? '',
      day: task?.day ?? defaultDay,
      maxScore: task?.maxScore ?? 100,
      description: task?.description ?? '',
      dueLocal: toEventLocal(task?.dueDate),
    },
  });

  const onSubmit = handleSubmit(({ title, day, maxScore, description, dueLocal }) => {
    // Always sent, so clearing the field on an edit removes the due date.
    const input = { title, day, maxScore, description, dueDate: fromEventLocal(dueLocal) };
    const handlers = {
      onSuccess: () => {
        toast.success(task ? TASK_MSG.updated : TASK_MSG.created);
        onDone();
      },
      onError: (error: unknown) => toast.error(errorMessage(error, failed)),
    };
    if (task) update.mutate({ id: task._id, input }, handlers);
    else create.mutate(input, handlers);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {mutation.isError && <Alert tone="error" title={errorMessage(mutation.error, failed)} />}
      <FormField id="task-title" label="Title" error={errors.title?.message}>
        {(a11y) => <Input {...a11y} maxLength={TASK_LIMITS.titleMax} placeholder="e.g. Build a REST API" {...register('title')} />}
      </FormField>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField id="task-day" label="Day" error={errors.day?.message}>
          {(a11y) => (
            <Select {...a11y} {...register('day')}>
              {eventDays(startDate).map((d) => (
                <option key={d.label} value={d.label}>
                  Day {d.day} · {shortDate(d.date)} ({d.phase})
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id="task-max-score" label="Max Score" error={errors.maxScore?.message}>
          {(a11y) => <Input {...a11y} type="number" inputMode="numeric" min={1} max={1000} step={1} {...register('maxScore', { valueAsNumber: true })} />}
        </FormField>
      </div>
      <FormField id="task-due" label={`Due date (optional, ${timeZoneLabel()})`} error={errors.dueLocal?.message}>
        {(a11y) => (
          <>
            <Input {...a11y} aria-describedby={cn('task-due-hint', a11y['aria-describedby'])} type="datetime-local" {...register('dueLocal')} />
            <p id="task-due-hint" className="mt-1 text-xs text-slate-500 dark:text-slate-400">
              Work handed in after it is accepted and marked Late. Leave empty for no due date.
            </p>
          </>
        )}
      </FormField>
      <FormField id="task-description" label="Description" error={errors.description?.message}>
        {(a11y) => (
          <>
            <Textarea
              {...a11y}
              rows={6}
              maxLength={TASK_LIMITS.descriptionMax}
              placeholder="What should participants do? Lines starting with - or 1. become lists."
              {...register('description')}
            />
          </>
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={mutation.isPending}>
          {task ? 'Update Task' : 'Create Task'}
        </Button>
      </div>
    </form>
  );
}
