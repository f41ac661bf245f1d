import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';

export const setupChecklistKey = ['admin', 'setup'] as const;

export function getSetupChecklist(signal?: AbortSignal) {
  return callApi(api.admin.setup, { signal });
}

/**
 * Read fresh each time the Overview opens, and again after any change the superadmin saves
 * anywhere (a step is done by work on other tabs and panels, which do not know this list).
 */
export function useSetupChecklist() {
  const client = useQueryClient();
  useEffect(() => {
    return client.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') void client.invalidateQueries({ queryKey: setupChecklistKey });
    });
  }, [client]);
  return useQuery({ queryKey: setupChecklistKey, queryFn: ({ signal }) => getSetupChecklist(signal), staleTime: 0 });
}
