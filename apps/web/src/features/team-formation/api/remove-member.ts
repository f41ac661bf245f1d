import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { refreshTeamData, teamKeys } from './query-keys.ts';

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: teamKeys.all,
    mutationFn: ({ teamId, userId }: { teamId: string; userId: string }) =>
      callApi(api.teams.removeMember, { params: { id: teamId, userId } }).then((d) => d.team),
    // Not awaited: the refetch can unmount the dialog that started this, and its own callbacks
    // (the toast) must still run.
    onSuccess: () => void refreshTeamData(queryClient),
  });
}
