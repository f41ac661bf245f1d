import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateTeamInput } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { refreshTeamData, teamKeys } from './query-keys.ts';

export function useUpdateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: teamKeys.all,
    mutationFn: ({ teamId, input }: { teamId: string; input: UpdateTeamInput }) =>
      callApi(api.teams.update, { params: { id: teamId }, body: input }).then((d) => d.team),
    // Not awaited: the refetch can unmount the dialog that started this, and its own callbacks
    // (the toast) must still run. A refusal refreshes too (a problem statement that filled up).
    onSettled: () => void refreshTeamData(queryClient),
  });
}
