import { useMemo, useState } from 'react';
import type { EventDay, Task } from '@hackcamp/contract';
import { useEventCalendar } from '../../../lib/event-calendar.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMySubmissions } from '../api/get-my-submissions.ts';
import { useTasks } from '../api/get-tasks.ts';
import { DaySelector } from './day-selector.tsx';
import { SubmitTaskDialog, type SubmitMode } from './submit-task-dialog.tsx';
import { TaskCard } from './task-card.tsx';

/** Today's day inside the event; otherwise the first day that has tasks. */
function initialDay(days: EventDay[], tasks: Task[], currentDay: number | null): number {
  if (currentDay) return currentDay;
  const first = days.find((d) => tasks.some((t) => t.day === d.label));
  return first?.day ?? 1;
}

export function TasksTab() {
  const { days, today: currentDay } = useEventCalendar();
  const tasks = useTasks();
  const submissions = useMySubmissions();
  const [chosenDay, setChosenDay] = useState<number | null>(null);
  const [action, setAction] = useState<{ task: Task; mode: SubmitMode } | null>(null);

  const byTask = useMemo(() => new Map((submissions.data ?? []).map((s) => [s.taskId._id, s])), [submissions.data]);
  const counts = useMemo(() => days.map((d) => (tasks.data ?? []).filter((t) => t.day === d.label).length), [days, tasks.data]);

  if (tasks.isLoading || submissions.isLoading) {
    return (
      <div className="flex justify-center py-12">
        <Spinner />
      </div>
    );
  }
  const day = chosenDay ?? initialDay(days, tasks.data ?? [], currentDay);
  const dayTasks = (tasks.data ?? []).filter((t) => t.day === `day${day}`);
  const info = days[day - 1]!;

  return (
    <div className="space-y-5" data-tour="tasks-tab">
      <DaySelector days={days} value={day} onChange={setChosenDay} currentDay={currentDay} counts={counts} />
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">
          Day {day} · {info.phase}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {dayTasks.length} {dayTasks.length === 1 ? 'task' : 'tasks'}
        </p>
      </div>
      {dayTasks.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 py-12 text-center text-slate-500 dark:border-slate-700 dark:text-slate-400">
          No tasks for this day
        </p>
      ) : (
        <ul className="space-y-4" data-tour="task-list">
          {dayTasks.map((task) => (
            <li key={task._id}>
              <TaskCard task={task} submission={byTask.get(task._id)} onAction={(mode) => setAction({ task, mode })} />
            </li>
          ))}
        </ul>
      )}
      {action && <SubmitTaskDialog task={action.task} mode={action.mode} current={byTask.get(action.task._id)} onClose={() => setAction(null)} />}
    </div>
  );
}
