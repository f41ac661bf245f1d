import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { GRADE_MSG, MENTOR_MSG, type Submission } from '@hackcamp/contract';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { useGradeSubmission } from '../api/grade-submission.ts';
import { isGraded } from '../is-graded.ts';

/** Score (0 to the task's maximum) and feedback; 'Submit Grade', or 'Update Grade' once graded. */
export function GradeForm({ submission, onChanged }: { submission: Submission; onChanged?: () => void }) {
  const max = submission.taskId.maxScore;
  const graded = isGraded(submission);
  const [score, setScore] = useState(submission.score === null ? '' : String(submission.score));
  const [feedback, setFeedback] = useState(submission.feedback ?? '');
  const grade = useGradeSubmission(onChanged);
  const ids = { score: `score-${submission._id}`, feedback: `feedback-${submission._id}` };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (score.trim() === '' || feedback.trim() === '') {
      toast.error('Error', { description: GRADE_MSG.required });
      return;
    }
    const value = Number(score);
    if (!Number.isInteger(value) || value < 0 || value > max) {
      toast.error('Error', { description: GRADE_MSG.scoreRange(max) });
      return;
    }
    grade.mutate(
      { submission, score: value, feedback: feedback.trim() },
      {
        onSuccess: () => toast.success(GRADE_MSG.saved),
        onError: (error) => toast.error(errorMessage(error, GRADE_MSG.failed)),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="mt-4 grid grid-cols-1 gap-3 border-t border-slate-200 pt-4 sm:grid-cols-[10rem_1fr] dark:border-slate-800">
      <div>
        <Label htmlFor={ids.score}>Score (0-{max})</Label>
        <Input id={ids.score} type="number" inputMode="numeric" min={0} max={max} step={1} value={score} onChange={(e) => setScore(e.target.value)} />
      </div>
      <div>
        <Label htmlFor={ids.feedback}>Feedback</Label>
        <Textarea
          id={ids.feedback}
          rows={3}
          maxLength={5000}
          placeholder={MENTOR_MSG.feedbackPlaceholder}
          value={feedback}
          onChange={(e) => setFeedback(e.target.value)}
        />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" loading={grade.isPending}>
          {graded ? 'Update Grade' : 'Submit Grade'}
        </Button>
      </div>
    </form>
  );
}
