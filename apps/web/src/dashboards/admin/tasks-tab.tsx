import { useMemo, useState } from 'react';
import { Plus } from 'lucide-react';
import { toast } from 'sonner';
import { EVENT, TASK_MSG, eventDays, type Task } from '@hackcamp/contract';
import { Button } from '../../components/ui/button.tsx';
import { useTaskList } from '../../features/tasks/api/get-task-list.ts';
import { useToggleTaskStatus } from '../../features/tasks/api/toggle-task-status.ts';
import { DeleteTaskDialog } from '../../features/tasks/components/delete-task-dialog.tsx';
import { ManagedTaskCard } from '../../features/tasks/components/managed-task-card.tsx';
import { TaskFormDialog } from '../../features/tasks/components/task-form-dialog.tsx';
import { errorMessage } from '../../lib/api-errors.ts';
import { cn } from '../../lib/cn.ts';
import { useEventCalendar } from '../../lib/event-calendar.ts';
import { useEventSettings } from '../../lib/event-settings.ts';
import { shortDate } from '../../lib/format.ts';
import { CardSkeletons, EmptyState, LoadFailed, SectionHeader } from './section-parts.tsx';

/** The superadmin's tasks: filter by day, create, edit, activate or deactivate, delete. */
export function TasksTab() {
  const settings = useEventSettings();
  const { today } = useEventCalendar();
  const tasks = useTaskList(undefined);
  const toggle = useToggleTaskStatus();
  const [day, setDay] = useState<string>('all');
  const [editing, setEditing] = useState<{ task?: Task } | null>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);

  const days = useMemo(() => (settings.data ? eventDays(settings.data.startDate) : []), [settings.data]);
  const counts = useMemo(() => {
    const map = new Map<string, number>();
    for (const t of tasks.data ?? []) map.set(t.day, (map.get(t.day) ?? 0) + 1);
    return map;
  }, [tasks.data]);
  const shown = (tasks.data ?? []).filter((t) => day === 'all' || t.day === day);

  const onToggle = (task: Task) =>
    toggle.mutate(task._id, {
      onSuccess: (t) => toast.success(t.isActive ? TASK_MSG.activated : TASK_MSG.deactivated),
      onError: (error) => toast.error(errorMessage(error, TASK_MSG.toggleFailed)),
    });

  let body;
  if (tasks.isLoading || settings.isLoading) body = <CardSkeletons count={6} className="h-52" />;
  else if (tasks.isError || !settings.data)
    body = (
      <LoadFailed
        message={TASK_MSG.loadFailed}
        onRetry={() => void Promise.all([tasks.refetch(), settings.refetch()])}
        retrying={tasks.isFetching || settings.isFetching}
      />
    );
  else
    body = (
      <>
        <div
          role="group"
          aria-label="Filter by day"
          className="-mx-4 mb-5 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:grid sm:grid-cols-7 sm:px-0 lg:grid-cols-13"
        >
          <DayChip pressed={day === 'all'} onClick={() => setDay('all')} label="All Days" sub={`Day 1-${EVENT.totalDays}`} count={tasks.data?.length ?? 0} />
          {days.map((d) => (
            <DayChip
              key={d.label}
              pressed={day === d.label}
              onClick={() => setDay(d.label)}
              label={`Day ${d.day}`}
              sub={shortDate(d.date)}
              count={counts.get(d.label) ?? 0}
              hackathon={d.phase === 'Hackathon'}
            />
          ))}
        </div>
        {shown.length === 0 ? (
          <EmptyState>{day === 'all' ? 'No tasks yet. Create the first one.' : `No tasks for Day ${day.replace('day', '')} yet.`}</EmptyState>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((task) => (
              <li key={task._id}>
                <ManagedTaskCard
                  task={task}
                  day={days.find((d) => d.label === task.day)}
                  onEdit={() => setEditing({ task })}
                  onToggle={() => onToggle(task)}
                  onDelete={() => setDeleting(task)}
                  toggling={toggle.isPending && toggle.variables === task._id}
                />
              </li>
            ))}
          </ul>
        )}
      </>
    );

  return (
    <section aria-labelledby="admin-tasks-heading">
      <SectionHeader
        id="admin-tasks-heading"
        title="Task Management"
        description="Daily tasks for the 12 event days. Participants see active tasks only."
        actions={
          <Button onClick={() => setEditing({})} disabled={!settings.data}>
            <Plus aria-hidden="true" className="size-4" /> Create Task
          </Button>
        }
      />
      {body}
      {settings.data && (
        <TaskFormDialog
          open={editing !== null}
          onOpenChange={(open) => !open && setEditing(null)}
          task={editing?.task}
          // From "All Days", today's day at the event (day 1 outside the event's days).
          defaultDay={day === 'all' ? `day${today ?? 1}` : day}
          startDate={settings.data.startDate}
        />
      )}
      <DeleteTaskDialog task={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}

function DayChip({
  pressed,
  onClick,
  label,
  sub,
  count,
  hackathon,
}: {
  pressed: boolean;
  onClick: () => void;
  label: string;
  sub: string;
  count: number;
  hackathon?: boolean;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'flex min-w-20 shrink-0 flex-col items-center rounded-xl border px-2 py-1.5 text-center transition-colors focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2 focus-visible:outline-none sm:min-w-0 dark:focus-visible:ring-offset-slate-950',
        pressed
          ? 'border-blue-600 bg-blue-600 text-white'
          : 'border-slate-200 bg-white text-slate-700 hover:border-blue-300 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300',
      )}
    >
      <span className="text-sm font-semibold whitespace-nowrap">{label}</span>
      <span
        className={cn(
          'text-[11px] whitespace-nowrap',
          pressed ? 'text-white' : hackathon ? 'text-violet-600 dark:text-violet-300' : 'text-slate-500 dark:text-slate-400',
        )}
      >
        {sub}
      </span>
      <span className={cn('text-[11px] whitespace-nowrap', pressed ? 'text-white' : 'text-slate-500 dark:text-slate-400')}>
        {count} {count === 1 ? 'task' : 'tasks'}
      </span>
    </button>
  );
}
