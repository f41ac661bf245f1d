import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ChevronRight, PartyPopper } from 'lucide-react';
import { dayNumber, MENTOR_MSG, type EventDay, type Task } from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { LateBadge } from '../../../components/ui/late-badge.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { countOf, formatDateTime } from '../../../lib/format.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { type QueueFilter, useReviewQueue } from '../api/get-review-queue.ts';

type QueueProps = {
  tasks: Task[];
  days: EventDay[];
  filter: QueueFilter;
  onFilterChange: (filter: QueueFilter) => void;
  page: number;
  onPageChange: (page: number) => void;
  /** Set when the last pending submission was just graded: focus lands on "All caught up" (or the queue), once. */
  focusOnLoad: boolean;
  onLanded: () => void;
};

/** The mentor's pending work, oldest first, by day or task; each row opens its grading view. */
export function ReviewQueue({ tasks, days, filter, onFilterChange, page, onPageChange, focusOnLoad, onLanded }: QueueProps) {
  const queue = useReviewQueue(filter, page);
  const ids = { day: useId(), task: useId(), search: useId() };
  // The search follows typing once it pauses; the queue is the server's (it pages), so it searches there.
  const [typed, setTyped] = useState(filter.search ?? '');
  const searched = useDebouncedValue(typed.trim(), 250);
  const pushed = useRef(searched);
  useEffect(() => {
    if (pushed.current === searched) return;
    pushed.current = searched;
    onFilterChange({ ...filter, search: searched || undefined });
  }, [searched, filter, onFilterChange]);
  const clearAll = () => {
    setTyped('');
    onFilterChange({});
  };
  const caughtUp = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const dayTasks = filter.day ? tasks.filter((t) => t.day === filter.day) : tasks;
  const filtered = Boolean(filter.day || filter.taskId || filter.search);
  const data = queue.data;

  useEffect(() => {
    if (!focusOnLoad || !data) return;
    (caughtUp.current ?? heading.current)?.focus();
    onLanded();
  }, [focusOnLoad, data, onLanded]);

  let body;
  if (queue.isLoading) {
    body = (
      <div className="flex justify-center py-12" role="status" aria-label="Loading the review queue">
        <Spinner />
      </div>
    );
  } else if (queue.isError && !data) {
    body = (
      <Alert tone="error" title={errorMessage(queue.error, MENTOR_MSG.queueLoadFailed)}>
        <Button size="sm" variant="outline" className="mt-2" onClick={() => void queue.refetch()}>
          Try Again
        </Button>
      </Alert>
    );
  } else if (data!.submissions.length === 0) {
    body = (
      <Card
        ref={caughtUp}
        tabIndex={-1}
        role="status"
        className="flex flex-col items-center px-6 py-12 text-center focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-500"
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-600 dark:bg-emerald-500/10 dark:text-emerald-300">
          <PartyPopper aria-hidden="true" className="size-6" />
        </span>
        <h3 className="mt-4 text-base font-semibold text-slate-900 dark:text-white">{MENTOR_MSG.caughtUp}</h3>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{filtered ? MENTOR_MSG.caughtUpFiltered : MENTOR_MSG.caughtUpAll}</p>
        {filtered && (
          <Button size="sm" variant="outline" className="mt-4" onClick={clearAll}>
            {filter.search ? 'Clear the search and filters' : 'Show all days and tasks'}
          </Button>
        )}
      </Card>
    );
  } else {
    body = (
      <>
        <ol className="space-y-2" aria-label="Submissions waiting for a grade, oldest first">
          {data!.submissions.map((s) => (
            <li key={s._id}>
              <Link
                to={`?submission=${s._id}`}
                className="group flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm transition-colors hover:border-blue-300 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none sm:p-4 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-blue-500/60"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-semibold text-slate-900 dark:text-white">{s.userId.name}</span>
                  <span className="mt-0.5 block text-sm wrap-break-word text-slate-700 dark:text-slate-300">{s.taskId.title}</span>
                  <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
                    <Badge tone="blue">Day {dayNumber(s.taskId.day)}</Badge>
                    {s.isLate && <LateBadge />}
                    <span>Submitted {formatDateTime(s.submittedAt)}</span>
                  </span>
                </span>
                <span className="flex shrink-0 items-center gap-1 text-sm font-medium text-blue-700 dark:text-blue-300">
                  Grade <ChevronRight aria-hidden="true" className="size-4" />
                </span>
              </Link>
            </li>
          ))}
        </ol>
        <Pagination page={page} totalPages={data!.pagination.totalPages} onPageChange={onPageChange} label="Review queue pages" />
      </>
    );
  }

  return (
    <section aria-labelledby="queue-heading" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="queue-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none dark:text-white">
            Review queue
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {data ? `${countOf(data.pagination.total, 'submission')} waiting, oldest first` : 'Your participants’ work waiting for a grade'}
          </p>
        </div>
        <div className="grid w-full grid-cols-2 gap-2 lg:w-auto lg:grid-cols-[14rem_9rem_14rem]">
          <div className="col-span-2 lg:col-span-1">
            <Label htmlFor={ids.search}>Participant</Label>
            <SearchInput
              id={ids.search}
              type="search"
              aria-label="Search participants"
              placeholder="Name or email"
              autoComplete="off"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
          </div>
          <div>
            <Label htmlFor={ids.day}>Day</Label>
            <Select id={ids.day} value={filter.day ?? ''} onChange={(e) => onFilterChange({ day: e.target.value || undefined, search: filter.search })}>
              <option value="">All days</option>
              {days.map((d) => (
                <option key={d.day} value={d.label}>
                  Day {d.day}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Label htmlFor={ids.task}>Task</Label>
            <Select
              id={ids.task}
              value={filter.taskId ?? ''}
              onChange={(e) => onFilterChange({ day: filter.day, taskId: e.target.value || undefined, search: filter.search })}
            >
              <option value="">All tasks</option>
              {dayTasks.map((t) => (
                <option key={t._id} value={t._id}>
                  {filter.day ? t.title : `Day ${dayNumber(t.day)}: ${t.title}`}
                </option>
              ))}
            </Select>
          </div>
        </div>
      </div>
      {body}
    </section>
  );
}
