import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomProblemInput } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { refreshTeamData, teamKeys } from './query-keys.ts';

export function useCreateCustomProblem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: teamKeys.all,
    mutationFn: (input: CustomProblemInput) => callApi(api.problems.createCustom, { body: input }).then((d) => d.problem),
    // Not awaited: the refetch can unmount the dialog that started this, and its own callbacks
    // (the toast) must still run.
    onSuccess: () => void refreshTeamData(queryClient),
  });
}
