import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTeamInput } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { refreshTeamData, teamKeys } from './query-keys.ts';

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: teamKeys.all,
    mutationFn: (input: CreateTeamInput) => callApi(api.teams.create, { body: input, idempotencyKey: newIdempotencyKey() }).then((d) => d.team),
    // Not awaited: the refetch can unmount the dialog that started this, and its own callbacks
    // (the toast) must still run. A refusal refreshes too: the problem statement may have filled
    // up since the list was loaded, and its card must show it.
    onSettled: () => void refreshTeamData(queryClient),
  });
}
