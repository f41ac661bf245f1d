import { useEffect, useRef } from 'react';
import { ArrowLeft } from 'lucide-react';
import { dayNumber, GRADE_MSG, MENTOR_MSG, SUBMISSION_MSG, type Submission } from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, errorMessage } from '../../../lib/api-errors.ts';
import { useSubmission } from '../api/get-submission.ts';
import { SubmissionCard } from './task-submissions.tsx';

type ReviewProps = {
  id: string;
  onBack: () => void;
  onGraded: (graded: Submission) => void;
  onChanged?: () => void;
};

/** The grading view at `?submission=<id>`: one submission, its grade form, and the way back. */
export function SubmissionReview({ id, onBack, onGraded, onChanged }: ReviewProps) {
  const submission = useSubmission(id);
  const heading = useRef<HTMLHeadingElement>(null);
  const s = submission.data;
  // Opening a submission (or moving on to the next after a grade) puts focus on it, so keyboard
  // and screen-reader users start at the work, not at the top of the page.
  useEffect(() => {
    if (s) heading.current?.focus();
  }, [s?._id]); // eslint-disable-line react-hooks/exhaustive-deps -- once per submission shown, not per refetch

  const back = (
    <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2">
      <ArrowLeft aria-hidden="true" className="size-4" /> Back to queue
    </Button>
  );

  if (submission.isLoading) {
    return (
      <div className="space-y-4">
        {back}
        <div className="flex justify-center py-12" role="status" aria-label="Loading the submission">
          <Spinner />
        </div>
      </div>
    );
  }
  if (!s) {
    const missing = submission.error instanceof ApiError && [400, 403, 404].includes(submission.error.status);
    return (
      <div className="space-y-4">
        {back}
        <Alert tone="error" title={missing ? SUBMISSION_MSG.notFound : errorMessage(submission.error, GRADE_MSG.loadFailed)}>
          {missing ? (
            <p className="mt-1">{MENTOR_MSG.submissionMissing}</p>
          ) : (
            <Button size="sm" variant="outline" className="mt-2" onClick={() => void submission.refetch()}>
              Try Again
            </Button>
          )}
        </Alert>
      </div>
    );
  }

  return (
    <section aria-labelledby="review-heading" className="space-y-4">
      {back}
      <div>
        <h2 id="review-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold wrap-break-word text-slate-900 focus:outline-none dark:text-white">
          {s.userId.name}: {s.taskId.title}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Day {dayNumber(s.taskId.day)} · Max score {s.taskId.maxScore}
        </p>
      </div>
      <SubmissionCard key={s._id} submission={s} onChanged={onChanged} onGraded={onGraded} />
    </section>
  );
}
