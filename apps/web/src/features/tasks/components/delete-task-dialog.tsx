import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { TASK_MSG, type Task } from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, errorMessage } from '../../../lib/api-errors.ts';
import { useDeleteTask } from '../api/delete-task.ts';
import { useTaskImpact } from '../api/get-task-impact.ts';
import { useToggleTaskStatus } from '../api/toggle-task-status.ts';

type DeleteTaskDialogProps = {
  task: Task | null;
  onClose: () => void;
};

/**
 * Asks before deleting a task, after counting what would go with it. A task with submissions
 * shows the counts and offers to deactivate it instead (hidden from participants, every score
 * kept), which is then the default, focused answer and deleting the secondary one; its delete
 * sends `withSubmissions`, so the server refuses a plain one that finds work which arrived after
 * the counts were shown.
 */
export function DeleteTaskDialog({ task, onClose }: DeleteTaskDialogProps) {
  const impact = useTaskImpact(task?._id ?? null);
  const remove = useDeleteTask();
  const toggle = useToggleTaskStatus();
  const counts = impact.data;
  const hasWork = Boolean(counts && counts.submissions > 0);
  const busy = remove.isPending || toggle.isPending;
  const offerDeactivate = hasWork && Boolean(task?.isActive);
  // Red only once it is known to be the one way on: it never flashes red while the counts load.
  const deleteIsMain = Boolean(counts) && !offerDeactivate;
  const deactivateRef = useRef<HTMLButtonElement>(null);

  // The counts arrive after the dialog opened on Cancel: the safe way out takes the focus then.
  useEffect(() => {
    if (offerDeactivate) deactivateRef.current?.focus();
  }, [offerDeactivate]);

  const onDelete = () =>
    task &&
    counts &&
    remove.mutate(
      { id: task._id, withSubmissions: hasWork },
      {
        onSuccess: (removed) => {
          toast.success(removed.submissions > 0 ? TASK_MSG.deletedWith(removed) : TASK_MSG.deleted);
          onClose();
        },
        onError: (error) => {
          // Work came in since the counts were shown: show the new counts and ask again.
          if (error instanceof ApiError && error.status === 409) void impact.refetch();
          toast.error(errorMessage(error, TASK_MSG.deleteFailed));
        },
      },
    );
  const onDeactivate = () =>
    task &&
    toggle.mutate(task._id, {
      onSuccess: () => {
        toast.success(TASK_MSG.deactivated);
        onClose();
      },
      onError: (error) => toast.error(errorMessage(error, TASK_MSG.toggleFailed)),
    });

  let body;
  if (impact.isPending) {
    body = (
      <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400" role="status">
        <Spinner className="size-4" /> Counting submissions...
      </p>
    );
  } else if (impact.isError || !counts) {
    body = (
      <Alert tone="error" title={TASK_MSG.loadImpactFailed}>
        <Button size="sm" variant="outline" className="mt-2" onClick={() => void impact.refetch()} loading={impact.isFetching}>
          Try Again
        </Button>
      </Alert>
    );
  } else if (hasWork) {
    body = (
      <div className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100">
        <p className="font-semibold">{TASK_MSG.deleteImpact(counts)}</p>
        <p>
          Deleting removes the participants’ work on this task and takes its graded points off their scores.
          {task?.isActive ? ' Deactivating hides the task from participants and keeps every submission and score.' : ''}
        </p>
      </div>
    );
  } else {
    body = <p className="text-sm text-slate-600 dark:text-slate-400">No one has submitted this task yet.</p>;
  }

  return (
    <Dialog
      open={task !== null}
      onOpenChange={(open) => !open && !busy && onClose()}
      title="Delete Task"
      description={TASK_MSG.deleteConfirm}
      className="max-w-xl"
    >
      {task && <p className="mb-3 text-sm font-medium wrap-break-word text-slate-800 dark:text-slate-200">{task.title}</p>}
      <div aria-live="polite">{body}</div>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant={deleteIsMain ? 'danger' : 'outline'}
          className={deleteIsMain ? undefined : 'text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-500/10'}
          onClick={onDelete}
          loading={remove.isPending}
          disabled={!counts || impact.isFetching || toggle.isPending}
        >
          {hasWork ? 'Delete Task and Submissions' : 'Delete Task'}
        </Button>
        {offerDeactivate && (
          <Button ref={deactivateRef} onClick={onDeactivate} loading={toggle.isPending} disabled={remove.isPending}>
            Deactivate instead
          </Button>
        )}
      </div>
    </Dialog>
  );
}
