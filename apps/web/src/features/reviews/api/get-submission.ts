import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';

export const allSubmissionKey = ['reviews', 'submission'] as const;
export const submissionKey = (id: string) => [...allSubmissionKey, id] as const;

/** One submission, for the grading view opened from its address. */
export function useSubmission(id: string) {
  return useQuery({
    queryKey: submissionKey(id),
    queryFn: ({ signal }) => callApi(api.submissions.get, { params: { id }, signal }).then((d) => d.submission),
  });
}
