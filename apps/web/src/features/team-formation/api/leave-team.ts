import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { refreshTeamData, teamKeys } from './query-keys.ts';

export function useLeaveTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: teamKeys.all,
    mutationFn: ({ teamId, transferToUserId }: { teamId: string; transferToUserId?: string }) =>
      callApi(api.teams.leave, { params: { id: teamId }, body: transferToUserId ? { transferToUserId } : {} }),
    // Not awaited: the refetch can unmount the dialog that started this, and its own callbacks
    // (the toast) must still run.
    onSuccess: () => void refreshTeamData(queryClient),
  });
}
