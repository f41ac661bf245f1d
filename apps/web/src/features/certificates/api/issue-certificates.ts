import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { certificateKeys } from './query-keys.ts';

/** `force` issues before the event's last day anyway (the server answers 409 without it). */
export function issueCertificates({ force = false }: { force?: boolean } = {}) {
  return callApi(api.certificates.issue, { body: { force } });
}

/**
 * Issues to everyone who newly qualifies; the preview and the issued list are fetched again, also
 * after a refusal (what is missing may have changed since the preview was read).
 */
export function useIssueCertificates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueCertificates,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: certificateKeys.all }),
  });
}
