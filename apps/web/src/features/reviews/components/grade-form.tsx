import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { FEEDBACK_MAX, GRADE_MSG, MENTOR_MSG, type Submission } from '@hackcamp/contract';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { ApiError, errorMessage } from '../../../lib/api-errors.ts';
import { DEFAULT_EVENT_SETTINGS, useEventSettings } from '../../../lib/event-settings.ts';
import { useGradeSubmission } from '../api/grade-submission.ts';
import { checkGrade, gradeErrorsFrom, type GradeFieldErrors } from '../grade-check.ts';
import { isGraded } from '../is-graded.ts';

/**
 * Score (0 to the task's maximum) and feedback, which the event may make optional ("Feedback
 * required with a grade"); 'Submit Grade', or 'Update Grade' once graded.
 * A problem shows beside its field (from the form's own check or the server's 400) and the
 * first such field takes focus. `onGraded` runs after a saved grade (the queue moves on).
 */
export function GradeForm({ submission, onChanged, onGraded }: { submission: Submission; onChanged?: () => void; onGraded?: (graded: Submission) => void }) {
  const max = submission.taskId.maxScore;
  const graded = isGraded(submission);
  const [score, setScore] = useState(submission.score === null ? '' : String(submission.score));
  const [feedback, setFeedback] = useState(submission.feedback ?? '');
  const [errors, setErrors] = useState<GradeFieldErrors>({});
  const scoreRef = useRef<HTMLInputElement>(null);
  const feedbackRef = useRef<HTMLTextAreaElement>(null);
  const grade = useGradeSubmission(onChanged);
  const feedbackRequired = (useEventSettings().data ?? DEFAULT_EVENT_SETTINGS).gradeFeedbackRequired;
  const ids = { score: `score-${submission._id}`, feedback: `feedback-${submission._id}` };

  function show(found: GradeFieldErrors) {
    setErrors(found);
    if (found.score) scoreRef.current?.focus();
    else if (found.feedback) feedbackRef.current?.focus();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkGrade(score, feedback, max, feedbackRequired);
    if (found.score || found.feedback) return show(found);
    setErrors({});
    grade.mutate(
      { submission, score: Number(score.trim()), feedback: feedback.trim() },
      {
        onSuccess: (saved) => {
          toast.success(GRADE_MSG.saved);
          onGraded?.(saved);
        },
        onError: (error) => {
          const fromServer = error instanceof ApiError ? gradeErrorsFrom(error.errors) : {};
          if (fromServer.score || fromServer.feedback) show(fromServer);
          else toast.error(errorMessage(error, GRADE_MSG.failed));
        },
      },
    );
  }

  const described = (field: keyof GradeFieldErrors) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${ids[field]}-error` } : { 'aria-invalid': undefined, 'aria-describedby': undefined };

  return (
    <form onSubmit={submit} noValidate className="mt-4 grid grid-cols-1 gap-3 border-t border-slate-200 pt-4 sm:grid-cols-[10rem_1fr] dark:border-slate-800">
      <div>
        <Label htmlFor={ids.score}>Score (0-{max})</Label>
        <Input
          ref={scoreRef}
          id={ids.score}
          type="number"
          inputMode="numeric"
          min={0}
          max={max}
          step={1}
          value={score}
          onChange={(e) => setScore(e.target.value)}
          {...described('score')}
        />
        <FieldError id={`${ids.score}-error`} message={errors.score} />
      </div>
      <div>
        <Label htmlFor={ids.feedback}>{feedbackRequired ? 'Feedback' : 'Feedback (optional)'}</Label>
        <Textarea
          ref={feedbackRef}
          id={ids.feedback}
          rows={3}
          maxLength={FEEDBACK_MAX}
          placeholder={MENTOR_MSG.feedbackPlaceholder}
          value={feedback}
          onChange={(e) => setFeedback(e.target.value)}
          {...described('feedback')}
        />
        <FieldError id={`${ids.feedback}-error`} message={errors.feedback} />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" loading={grade.isPending}>
          {graded ? 'Update Grade' : 'Submit Grade'}
        </Button>
      </div>
    </form>
  );
}
