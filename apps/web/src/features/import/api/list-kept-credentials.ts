import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { importKeys } from './query-keys.ts';

/** My imports whose temporary passwords the server still keeps (no password in it). */
export function useKeptCredentials() {
  return useQuery({
    queryKey: importKeys.kept,
    queryFn: ({ signal }) => callApi(api.import.keptList, { signal }).then((d) => d.kept),
  });
}
