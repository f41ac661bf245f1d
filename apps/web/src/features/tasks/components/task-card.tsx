import { CheckCircle2, Clock, Download, ExternalLink, Pencil, RotateCcw, Upload } from 'lucide-react';
import { toast } from 'sonner';
import type { Submission, Task } from '@hackcamp/contract';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LateBadge } from '../../../components/ui/late-badge.tsx';
import { apiDownload } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/api-errors.ts';
import { cn } from '../../../lib/cn.ts';
import { countOf, formatDate } from '../../../lib/format.ts';
import { dueLabel, isPastDue } from '../due-date.ts';
import { displayStatus, type DisplayStatus } from '../submission-status.ts';
import type { SubmitMode } from './submit-task-dialog.tsx';
import { TaskDescription } from './task-description.tsx';

const STATUS: Record<DisplayStatus, { label: string; tone: 'green' | 'amber' | 'slate' }> = {
  completed: { label: 'Completed', tone: 'green' },
  under_review: { label: 'Under Review', tone: 'amber' },
  not_submitted: { label: 'Not Submitted', tone: 'slate' },
};

export function TaskCard({ task, submission, onAction }: { task: Task; submission?: Submission; onAction: (mode: SubmitMode) => void }) {
  const status = displayStatus(submission);
  const headingId = `task-${task._id}`;
  const download = () =>
    submission?.content.fileUrl &&
    apiDownload(submission.content.fileUrl, submission.content.fileName ?? 'submission').catch((e: unknown) =>
      toast.error(errorMessage(e, 'The file could not be downloaded')),
    );

  return (
    <Card className="p-5" role="article" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 text-base font-semibold wrap-break-word text-slate-900 dark:text-white">
          {task.title}
        </h3>
        <div className="flex items-center gap-2">
          <span className="text-xs text-slate-500 dark:text-slate-400">Max {countOf(task.maxScore, 'point')}</span>
          {submission?.isLate && <LateBadge />}
          <Badge tone={STATUS[status].tone}>{STATUS[status].label}</Badge>
        </div>
      </div>
      {task.dueDate && (
        <p
          className={cn(
            'mt-1 flex items-center gap-1 text-xs font-medium',
            // Past due with nothing handed in: still accepted, but say so before they submit.
            !submission && isPastDue(task.dueDate) ? 'text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-300',
          )}
        >
          <Clock aria-hidden="true" className="size-3.5" /> {dueLabel(task.dueDate)}
          {!submission && isPastDue(task.dueDate) && ' · past due, a submission now is marked Late'}
        </p>
      )}
      <div className="mt-2">
        <TaskDescription text={task.description} />
      </div>

      {submission && (
        <div className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-3.5 text-sm dark:border-slate-700 dark:bg-slate-800/50">
          <p className="font-medium text-slate-800 dark:text-slate-200">Your submission</p>
          {/* wrap-anywhere: a pasted URL has no break points and would widen a phone's page. */}
          <p className="mt-1 whitespace-pre-line wrap-anywhere text-slate-600 dark:text-slate-400">{submission.content.text}</p>
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1">
            {submission.content.link && (
              <a
                href={submission.content.link}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 font-medium text-blue-700 hover:underline dark:text-blue-300"
              >
                View Submission Link <ExternalLink aria-hidden="true" className="size-3.5" />
              </a>
            )}
            {submission.content.fileUrl && (
              <button
                type="button"
                onClick={() => void download()}
                className="inline-flex min-w-0 items-center gap-1 font-medium wrap-anywhere text-blue-700 hover:underline dark:text-blue-300"
              >
                <Download aria-hidden="true" className="size-3.5" /> {submission.content.fileName ?? 'Download File'}
              </button>
            )}
            {submission.score !== null && (
              <span className="font-semibold text-emerald-700 dark:text-emerald-300">
                Score: {submission.score}/{task.maxScore}
              </span>
            )}
            <span className="text-xs text-slate-500 dark:text-slate-400">Submitted {formatDate(submission.submittedAt)}</span>
          </div>
          {submission.feedback && (
            <p className="mt-2 text-xs wrap-anywhere text-slate-600 italic dark:text-slate-400">Mentor feedback: {submission.feedback}</p>
          )}
        </div>
      )}

      <div className="mt-4">
        {status === 'not_submitted' && (
          <Button onClick={() => onAction('submit')}>
            <Upload aria-hidden="true" className="size-4" /> Submit Task
          </Button>
        )}
        {status === 'under_review' && (
          <div className="flex gap-2">
            <Button variant="outline" onClick={() => onAction('edit')}>
              <Pencil aria-hidden="true" className="size-4" /> Edit
            </Button>
            <Button variant="outline" onClick={() => onAction('redo')}>
              <RotateCcw aria-hidden="true" className="size-4" /> Redo
            </Button>
          </div>
        )}
        {status === 'completed' && (
          <p className="flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800 dark:bg-emerald-500/10 dark:text-emerald-300">
            <CheckCircle2 aria-hidden="true" className="size-4" /> Task Completed
          </p>
        )}
      </div>
    </Card>
  );
}
