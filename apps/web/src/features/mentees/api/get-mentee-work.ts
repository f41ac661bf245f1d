import { useQuery } from '@tanstack/react-query';
import type { Submission } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { myParticipantsKey } from './get-my-participants.ts';

// Under the participants' key: whatever makes the reports stale (a submission, a grade, a mark,
// their live events) makes these stale with them.
export const menteeWorkKey = [...myParticipantsKey, 'submissions'] as const;

/**
 * Every submission of the mentor's participants (the server shows a mentor theirs only): the first
 * page says how many there are, the rest are read side by side. A class of 64 with ten tasks is
 * seven pages.
 */
export async function getMenteeWork(signal?: AbortSignal): Promise<Submission[]> {
  const first = await callApi(api.submissions.list, { query: { page: 1, limit: 100 }, signal });
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.pagination.totalPages - 1) }, (_, i) =>
      callApi(api.submissions.list, { query: { page: i + 2, limit: 100 }, signal }).then((d) => d.submissions),
    ),
  );
  return [...first.submissions, ...rest.flat()];
}

export function useMenteeWork() {
  return useQuery({ queryKey: menteeWorkKey, queryFn: ({ signal }) => getMenteeWork(signal) });
}
