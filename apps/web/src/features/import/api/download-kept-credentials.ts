import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';

/**
 * The passwords of one kept import, fetched when the admin asks for the file: a mutation rather
 * than a query, so they never sit in the query cache.
 */
export function useDownloadKeptCredentials() {
  return useMutation({ mutationFn: (id: string) => callApi(api.import.keptDownload, { params: { id } }) });
}
