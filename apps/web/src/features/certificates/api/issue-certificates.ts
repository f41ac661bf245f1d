import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { certificateKeys } from './query-keys.ts';

export function issueCertificates() {
  return callApi(api.certificates.issue);
}

/** Issues to everyone who newly qualifies; the preview and the issued list are fetched again. */
export function useIssueCertificates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueCertificates,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: certificateKeys.all }),
  });
}
