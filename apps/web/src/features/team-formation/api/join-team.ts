import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { refreshTeamData, teamKeys } from './query-keys.ts';

export function useJoinTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: teamKeys.all,
    mutationFn: (teamId: string) => callApi(api.teams.join, { params: { id: teamId } }).then((d) => d.team),
    // Not awaited: the refetch can unmount the dialog that started this, and its own callbacks
    // (the toast) must still run. A refusal refreshes too: the team filled up (or formation
    // closed) since the list was loaded, and the card must stop offering the button.
    onSettled: () => void refreshTeamData(queryClient),
  });
}
