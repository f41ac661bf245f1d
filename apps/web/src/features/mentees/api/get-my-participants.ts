import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';

export const myParticipantsKey = ['mentees', 'mine'] as const;

/** The mentor's participants, each with the Daily Reports numbers the server computed. */
export function useMyParticipants() {
  return useQuery({
    queryKey: myParticipantsKey,
    queryFn: ({ signal }) => callApi(api.users.myParticipants, { signal }).then((d) => d.participants),
  });
}
