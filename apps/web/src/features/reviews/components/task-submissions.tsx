import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { ArrowLeft, Download, ExternalLink, Inbox, SearchX } from 'lucide-react';
import { toast } from 'sonner';
import { GRADE_MSG, type Submission, type Task } from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { LateBadge } from '../../../components/ui/late-badge.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { apiDownload } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-errors.ts';
import { cn } from '../../../lib/cn.ts';
import { countOf, formatDateTime } from '../../../lib/format.ts';
import { useTaskSubmissions } from '../api/get-task-submissions.ts';
import { isGraded } from '../is-graded.ts';
import {
  filterCounts,
  linkLabel,
  ROSTER_FILTER_LABELS,
  ROSTER_FILTERS,
  ROSTER_SORT_LABELS,
  ROSTER_SORTS,
  rosterRows,
  visibleRows,
  type RosterFilter,
  type RosterPerson,
  type RosterSort,
} from '../task-roster.ts';
import { GradeForm } from './grade-form.tsx';

/** One submission with its grade form; the queue's grading view shows it alone (`onGraded` moves on). */
export function SubmissionCard({
  submission: s,
  onChanged,
  onGraded,
}: {
  submission: Submission;
  onChanged?: () => void;
  onGraded?: (graded: Submission) => void;
}) {
  const graded = isGraded(s);
  const headingId = `submission-${s._id}`;
  const download = () =>
    s.content.fileUrl &&
    apiDownload(s.content.fileUrl, s.content.fileName ?? 'submission').catch((e: unknown) => toast.error(errorMessage(e, 'The file could not be downloaded')));
  return (
    <Card className="p-4 sm:p-5" role="article" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <Avatar name={s.userId.name} size="sm" />
          <div className="min-w-0">
            <h3 id={headingId} className="truncate font-semibold text-slate-900 dark:text-white">
              {s.userId.name}
            </h3>
            <p className="text-xs text-slate-500 dark:text-slate-400">Submitted {formatDateTime(s.submittedAt)}</p>
          </div>
        </div>
        <div className="flex items-center gap-2">
          {s.score !== null && (
            <span className="text-sm font-semibold text-emerald-700 dark:text-emerald-300">
              Score: {s.score}/{s.taskId.maxScore}
            </span>
          )}
          {s.isLate && <LateBadge />}
          <Badge tone={graded ? 'green' : 'amber'}>{graded ? 'Graded' : 'Pending Review'}</Badge>
        </div>
      </div>

      <div className="mt-3 space-y-2 text-sm">
        {/* wrap-anywhere: a pasted URL has no break points and would widen a phone's page. */}
        {s.content.text && <p className="whitespace-pre-line wrap-anywhere text-slate-700 dark:text-slate-300">{s.content.text}</p>}
        {s.content.link && (
          <p>
            <a
              href={s.content.link}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium wrap-anywhere text-blue-700 hover:underline dark:text-blue-300"
            >
              {/* Inline, so the icon follows the address's last line instead of the card's edge. */}
              {linkLabel(s.content)} <ExternalLink aria-hidden="true" className="inline size-3.5 align-[-2px]" />
            </a>
            {linkLabel(s.content) !== s.content.link && (
              <span className="block text-xs wrap-anywhere text-slate-500 dark:text-slate-400">{s.content.link}</span>
            )}
          </p>
        )}
        {s.content.fileUrl && (
          <button
            type="button"
            onClick={() => void download()}
            className="inline-flex max-w-full items-center gap-1 font-medium wrap-anywhere text-blue-700 hover:underline dark:text-blue-300"
          >
            <Download aria-hidden="true" className="size-3.5 shrink-0" /> {s.content.fileName ?? 'Download File'}
          </button>
        )}
        {s.feedback && (
          <p className="rounded-lg bg-slate-50 px-3 py-2 text-xs wrap-anywhere text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
            <span className="font-medium">Earlier feedback:</span> {s.feedback}
          </p>
        )}
      </div>
      <GradeForm submission={s} onChanged={onChanged} onGraded={onGraded} />
    </Card>
  );
}

/**
 * One task's submissions from the mentor's participants, each with its grade form, and a row for
 * each participant who has not handed it in. At class size the mentor finds people by name or
 * email and narrows to what needs doing (pending, graded, late, no submission).
 */
export function TaskSubmissions({
  task,
  participants,
  onBack,
  onChanged,
}: {
  task: Task;
  participants: readonly RosterPerson[];
  onBack: () => void;
  onChanged?: () => void;
}) {
  const submissions = useTaskSubmissions(task._id);
  const heading = useRef<HTMLHeadingElement>(null);
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<RosterFilter>('all');
  const [sort, setSort] = useState<RosterSort>('name');
  // Graded while this filter is shown: stays on screen (now "Graded") until the filter changes.
  const [justGraded, setJustGraded] = useState<ReadonlySet<string>>(new Set());
  const ids = { search: useId(), sort: useId() };
  // Opening a task moves focus to its heading, so keyboard and screen-reader users land on it.
  useEffect(() => heading.current?.focus(), []);

  const rows = useMemo(() => rosterRows(submissions.data ?? [], participants), [submissions.data, participants]);
  const counts = useMemo(() => filterCounts(rows), [rows]);
  const shown = useMemo(() => visibleRows(rows, query, filter, sort, justGraded), [rows, query, filter, sort, justGraded]);
  const choose = (f: RosterFilter) => {
    setFilter(f);
    setJustGraded(new Set());
  };
  const graded = (s: Submission) => setJustGraded((keep) => new Set(keep).add(s._id));

  let body;
  if (submissions.isLoading) {
    body = (
      <div className="flex justify-center py-12" role="status" aria-label="Loading the submissions">
        <Spinner />
      </div>
    );
  } else if (submissions.isError) {
    body = (
      <Alert tone="error" title={errorMessage(submissions.error, GRADE_MSG.loadFailed)}>
        <Button size="sm" variant="outline" className="mt-2" onClick={() => void submissions.refetch()}>
          Try Again
        </Button>
      </Alert>
    );
  } else if (rows.length === 0) {
    body = <EmptyState icon={Inbox} title="No submissions yet" description="None of your participants has submitted this task." />;
  } else {
    body = (
      <>
        <div className="space-y-3">
          <SearchInput
            id={ids.search}
            type="search"
            aria-label="Search by name or email"
            placeholder="Search by name or email"
            autoComplete="off"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          <div role="group" aria-label="Show" className="flex flex-wrap gap-1.5">
            {ROSTER_FILTERS.map((f) => (
              <button
                key={f}
                type="button"
                aria-pressed={filter === f}
                onClick={() => choose(f)}
                className={cn(
                  'inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none',
                  filter === f
                    ? 'border-blue-600 bg-blue-600 text-white dark:border-blue-400 dark:bg-blue-400 dark:text-slate-950'
                    : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 dark:hover:border-slate-500',
                )}
              >
                {ROSTER_FILTER_LABELS[f]}
                <span className={cn('text-xs tabular-nums', filter === f ? 'opacity-90' : 'text-slate-500 dark:text-slate-400')}>{counts[f]}</span>
              </button>
            ))}
          </div>
          <div className="flex items-center justify-between gap-3">
            <p className="text-sm font-medium text-slate-700 dark:text-slate-300" aria-live="polite" data-testid="roster-count">
              {shown.length} of {rows.length}
            </p>
            <div className="flex items-center gap-2">
              <Label htmlFor={ids.sort} className="mb-0 shrink-0">
                Sort by
              </Label>
              <Select id={ids.sort} value={sort} onChange={(e) => setSort(e.target.value as RosterSort)} className="h-9 py-1">
                {ROSTER_SORTS.map((s) => (
                  <option key={s} value={s}>
                    {ROSTER_SORT_LABELS[s]}
                  </option>
                ))}
              </Select>
            </div>
          </div>
        </div>
        {shown.length === 0 ? (
          <EmptyState icon={SearchX} title="No one matches" description="Try another name, or show everyone." />
        ) : (
          <ul className="space-y-3" aria-label={`${task.title}: participants`}>
            {shown.map((r) => (
              <li key={r.person._id}>
                {r.submission ? <SubmissionCard submission={r.submission} onChanged={onChanged} onGraded={graded} /> : <NoSubmissionCard person={r.person} />}
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="task-submissions-heading" className="space-y-4">
      <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2">
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to Tasks
      </Button>
      <div>
        <h2
          id="task-submissions-heading"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold wrap-break-word text-slate-900 focus:outline-none dark:text-white"
        >
          {task.title}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Max score {task.maxScore} · {task.isActive ? 'Active' : 'Inactive'}
          {submissions.data && ` · ${countOf(submissions.data.length, 'submission')}`}
        </p>
      </div>
      {body}
    </section>
  );
}

/** A participant who has not handed the task in: their address, so the mentor can follow up. */
function NoSubmissionCard({ person }: { person: RosterPerson }) {
  const headingId = `missing-${person._id}`;
  return (
    <Card className="flex items-center gap-3 p-3 sm:px-5" role="article" aria-labelledby={headingId}>
      <Avatar name={person.name} size="sm" />
      <div className="min-w-0 flex-1">
        <h3 id={headingId} className="truncate font-semibold text-slate-900 dark:text-white">
          {person.name}
        </h3>
        <a href={`mailto:${person.email}`} className="block truncate text-xs text-blue-700 hover:underline dark:text-blue-300">
          {person.email}
        </a>
      </div>
      <Badge tone="slate" className="shrink-0">
        No submission
      </Badge>
    </Card>
  );
}
