import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarDays, ChevronRight, ListTodo } from 'lucide-react';
import { MENTOR_MSG, type EventDay, type Submission, type Task, type TaskSubmissionCounts } from '@hackcamp/contract';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { longDate } from '../../../lib/format.ts';
import { getReviewQueue, reviewQueueKeys, type QueueFilter } from '../api/get-review-queue.ts';
import { useTaskCounts } from '../api/get-task-counts.ts';
import type { RosterPerson } from '../task-roster.ts';
import { ReviewQueue } from './review-queue.tsx';
import { SubmissionReview } from './submission-review.tsx';
import { TaskSubmissions } from './task-submissions.tsx';

/** The submission open for grading lives in the address, so a reload or a shared link opens it. */
export const SUBMISSION_PARAM = 'submission';

const NONE: Omit<TaskSubmissionCounts, 'taskId'> = { submissions: 0, graded: 0, pending: 0 };

function TaskTile({ task, counts, onOpen }: { task: Task; counts: Omit<TaskSubmissionCounts, 'taskId'>; onOpen: () => void }) {
  return (
    <button
      type="button"
      onClick={onOpen}
      className="group flex h-full w-full flex-col rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm transition-colors hover:border-blue-300 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:border-slate-800 dark:bg-slate-900 dark:hover:border-blue-500/60"
    >
      <span className="flex items-start justify-between gap-2">
        <span className="min-w-0 font-semibold wrap-break-word text-slate-900 dark:text-white">{task.title}</span>
        <ChevronRight aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400 group-hover:text-blue-600" />
      </span>
      <span className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
        <span>Max score: {task.maxScore}</span>
        <Badge tone={task.isActive ? 'green' : 'slate'}>{task.isActive ? 'Active' : 'Inactive'}</Badge>
      </span>
      <span className="mt-3 grid grid-cols-3 gap-2 border-t border-slate-100 pt-3 text-center dark:border-slate-800">
        <span>
          <span className="block text-base font-semibold text-slate-900 dark:text-white">{counts.submissions}</span>
          <span className="block text-[11px] text-slate-500 dark:text-slate-400">Submissions</span>
        </span>
        <span>
          <span className="block text-base font-semibold text-emerald-700 dark:text-emerald-300">{counts.graded}</span>
          <span className="block text-[11px] text-slate-500 dark:text-slate-400">Graded</span>
        </span>
        <span>
          <span className="block text-base font-semibold text-amber-700 dark:text-amber-300">{counts.pending}</span>
          <span className="block text-[11px] text-slate-500 dark:text-slate-400">Pending</span>
        </span>
      </span>
    </button>
  );
}

type TaskReviewsProps = {
  tasks: Task[];
  days: EventDay[];
  /** The mentor's participants who hand in tasks: a task's list shows who has not yet. */
  participants: readonly RosterPerson[];
  onChanged?: () => void;
};

/**
 * Task Reviews: the queue of pending work first (grading one moves on to the next), the 12 day
 * blocks one click away.
 */
export function TaskReviews({ tasks, days, participants, onChanged }: TaskReviewsProps) {
  const [params, setParams] = useSearchParams();
  const openId = params.get(SUBMISSION_PARAM);
  const [view, setView] = useState<'queue' | 'days'>('queue');
  const [filter, setFilter] = useState<QueueFilter>({});
  const [page, setPage] = useState(1);
  const [caughtUp, setCaughtUp] = useState(false);
  const queryClient = useQueryClient();
  const landed = useCallback(() => setCaughtUp(false), []);

  const openSubmission = (id: string | null, replace = false) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (id) next.set(SUBMISSION_PARAM, id);
        else next.delete(SUBMISSION_PARAM);
        return next;
      },
      { replace },
    );

  // After a grade: the oldest work still waiting under the same filters, or the queue's "All caught up".
  async function gradeNext(graded: Submission) {
    const first = await queryClient
      .fetchQuery({ queryKey: reviewQueueKeys.page(filter, 1), queryFn: ({ signal }) => getReviewQueue(filter, 1, signal), staleTime: 0 })
      .catch(() => null);
    const next = first?.submissions.find((s) => s._id !== graded._id);
    setCaughtUp(!next);
    if (!next) setPage(1);
    openSubmission(next?._id ?? null, true);
  }

  if (openId) return <SubmissionReview id={openId} onBack={() => openSubmission(null)} onGraded={(g) => void gradeNext(g)} onChanged={onChanged} />;

  // A segmented control: the chosen view looks raised, not like a call to action.
  const switcher = (
    <div role="group" aria-label="Task Reviews view" className="inline-flex gap-0.5 rounded-lg bg-slate-100 p-1 dark:bg-slate-800/70">
      {(
        [
          ['queue', 'Queue', ListTodo],
          ['days', 'By day', CalendarDays],
        ] as const
      ).map(([value, label, Icon]) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => setView(value)}
          className={cn(
            'inline-flex h-9 items-center gap-2 rounded-md px-3 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none',
            view === value
              ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
              : 'text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
          )}
        >
          <Icon aria-hidden="true" className="size-4" /> {label}
        </button>
      ))}
    </div>
  );

  return (
    <div className="space-y-5">
      {switcher}
      {view === 'queue' ? (
        <ReviewQueue
          tasks={tasks}
          days={days}
          filter={filter}
          onFilterChange={(f) => {
            setFilter(f);
            setPage(1);
          }}
          page={page}
          onPageChange={setPage}
          focusOnLoad={caughtUp}
          onLanded={landed}
        />
      ) : (
        <DayBlocks tasks={tasks} days={days} participants={participants} onChanged={onChanged} />
      )}
    </div>
  );
}

/** Task Reviews - Day Wise: the 12 days with their tasks; a task opens its submissions. */
function DayBlocks({ tasks, days, participants, onChanged }: TaskReviewsProps) {
  const [openTaskId, setOpenTaskId] = useState<string | null>(null);
  const counts = useTaskCounts();
  const open = tasks.find((t) => t._id === openTaskId);

  if (open) return <TaskSubmissions task={open} participants={participants} onBack={() => setOpenTaskId(null)} onChanged={onChanged} />;

  return (
    <section aria-labelledby="reviews-heading" className="space-y-4">
      <div>
        <h2 id="reviews-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          Task Reviews - Day Wise
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">Counts cover your participants’ work. Open a task to review and grade it.</p>
      </div>
      <ol className="space-y-4">
        {days.map((d) => {
          const dayTasks = tasks.filter((t) => t.day === d.label);
          const headingId = `review-day-${d.day}`;
          return (
            <li key={d.day}>
              <Card className="p-4 sm:p-5" role="region" aria-labelledby={headingId}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 id={headingId} className="font-semibold text-slate-900 dark:text-white">
                      Day {d.day}
                    </h3>
                    <span className="text-sm text-slate-500 dark:text-slate-400">{longDate(d.date)}</span>
                    <Badge tone={d.phase === 'Hackathon' ? 'violet' : 'blue'}>{d.phase}</Badge>
                  </div>
                  <span className="text-sm text-slate-600 dark:text-slate-400">
                    {dayTasks.length} {dayTasks.length === 1 ? 'task' : 'tasks'}
                  </span>
                </div>
                {dayTasks.length === 0 ? (
                  <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">{MENTOR_MSG.noTasksForDay}</p>
                ) : (
                  <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
                    {dayTasks.map((task) => (
                      <li key={task._id}>
                        <TaskTile task={task} counts={counts.data?.get(task._id) ?? NONE} onOpen={() => setOpenTaskId(task._id)} />
                      </li>
                    ))}
                  </ul>
                )}
              </Card>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
