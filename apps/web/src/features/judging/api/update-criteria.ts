import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CriteriaInput } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { judgingKeys } from './query-keys.ts';

export function updateCriteria(input: CriteriaInput) {
  return callApi(api.judging.updateCriteria, { body: input }).then((d) => d.criteria);
}

export function useUpdateCriteria() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCriteria,
    onSuccess: (criteria) => {
      queryClient.setQueryData(judgingKeys.criteria, criteria);
      void queryClient.invalidateQueries({ queryKey: judgingKeys.criteria });
    },
  });
}
