import { useQuery } from '@tanstack/react-query';
import type { Submission } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { myParticipantsKey } from './get-my-participants.ts';

// Under the participants' key: whatever makes the reports stale (a submission, a grade, a mark,
// their live events) makes these stale with them.
export const menteeWorkKey = [...myParticipantsKey, 'submissions'] as const;

/** How many pages are read at once: a mentor's reload never floods the node with one burst. */
const PAGES_AT_ONCE = 4;

/**
 * Every submission of the mentor's participants (the server shows a mentor theirs only): the first
 * page says how many there are, the rest are read a few side by side. A class of 64 with ten tasks
 * is seven pages. Kept by id, so work handed in while the pages are read (which shifts the pages)
 * is never counted twice.
 */
export async function getMenteeWork(signal?: AbortSignal): Promise<Submission[]> {
  const read = (page: number) => callApi(api.submissions.list, { query: { page, limit: 100 }, signal });
  const first = await read(1);
  const byId = new Map(first.submissions.map((s) => [s._id, s]));
  for (let from = 2; from <= first.pagination.totalPages; from += PAGES_AT_ONCE) {
    const pages = Array.from({ length: Math.min(PAGES_AT_ONCE, first.pagination.totalPages - from + 1) }, (_, i) => read(from + i));
    for (const page of await Promise.all(pages)) for (const s of page.submissions) byId.set(s._id, s);
  }
  return [...byId.values()];
}

export function useMenteeWork() {
  return useQuery({ queryKey: menteeWorkKey, queryFn: ({ signal }) => getMenteeWork(signal) });
}
