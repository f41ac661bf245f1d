import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { peopleKeys } from './query-keys.ts';

export function getMentorsWithParticipants(signal?: AbortSignal) {
  return callApi(api.users.mentorsAll, { signal }).then((d) => d.mentors);
}

/** Every mentor with their participants: the Mentors and Mentors Assigning tabs. */
export function useMentorsWithParticipants() {
  return useQuery({ queryKey: peopleKeys.mentors, queryFn: ({ signal }) => getMentorsWithParticipants(signal) });
}
