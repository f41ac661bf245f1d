import { useEffect, useRef } from 'react';
import { ArrowLeft, Download, ExternalLink, Inbox } from 'lucide-react';
import { toast } from 'sonner';
import { GRADE_MSG, type Submission, type Task } from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LateBadge } from '../../../components/ui/late-badge.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { apiDownload } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-errors.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useTaskSubmissions } from '../api/get-task-submissions.ts';
import { isGraded } from '../is-graded.ts';
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
              className="inline-flex max-w-full items-center gap-1 font-medium wrap-anywhere text-blue-700 hover:underline dark:text-blue-300"
            >
              {s.content.linkTitle || s.content.link} <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
            </a>
            {s.content.linkTitle && <span className="block text-xs wrap-anywhere text-slate-500 dark:text-slate-400">{s.content.link}</span>}
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

/** One task's submissions from the mentor's participants, each with its grade form. */
export function TaskSubmissions({ task, onBack, onChanged }: { task: Task; onBack: () => void; onChanged?: () => void }) {
  const submissions = useTaskSubmissions(task._id);
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening a task moves focus to its heading, so keyboard and screen-reader users land on it.
  useEffect(() => heading.current?.focus(), []);

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
          {submissions.data && ` · ${submissions.data.length} ${submissions.data.length === 1 ? 'submission' : 'submissions'}`}
        </p>
      </div>
      {submissions.isLoading ? (
        <div className="flex justify-center py-12">
          <Spinner />
        </div>
      ) : submissions.isError ? (
        <Alert tone="error" title={errorMessage(submissions.error, GRADE_MSG.loadFailed)}>
          <Button size="sm" variant="outline" className="mt-2" onClick={() => void submissions.refetch()}>
            Try Again
          </Button>
        </Alert>
      ) : submissions.data!.length === 0 ? (
        <EmptyState icon={Inbox} title="No submissions yet" description="None of your participants has submitted this task." />
      ) : (
        <ul className="space-y-4">
          {submissions.data!.map((s) => (
            <li key={s._id}>
              <SubmissionCard submission={s} onChanged={onChanged} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
