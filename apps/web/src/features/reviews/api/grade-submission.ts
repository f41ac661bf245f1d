import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Submission } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { isGraded } from '../is-graded.ts';
import { reviewQueueKeys } from './get-review-queue.ts';
import { submissionKey } from './get-submission.ts';
import { taskCountsKey } from './get-task-counts.ts';
import { taskSubmissionsKey } from './get-task-submissions.ts';

export interface GradeInput {
  submission: Submission;
  score: number;
  feedback: string;
}

/** Submit Grade (POST) or Update Grade (PUT) when the work is already graded. */
export function useGradeSubmission(onChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ submission, score, feedback }: GradeInput) => {
      const input = { params: { id: submission._id }, body: { score, feedback } };
      return (isGraded(submission) ? callApi(api.submissions.regrade, input) : callApi(api.submissions.grade, input)).then((d) => d.submission);
    },
    onSuccess: (graded) => {
      queryClient.setQueryData<Submission[]>(taskSubmissionsKey(graded.taskId._id), (old) => old?.map((s) => (s._id === graded._id ? graded : s)));
      queryClient.setQueryData(submissionKey(graded._id), graded);
      void queryClient.invalidateQueries({ queryKey: taskCountsKey });
      void queryClient.invalidateQueries({ queryKey: reviewQueueKeys.all });
      onChanged?.();
    },
  });
}
