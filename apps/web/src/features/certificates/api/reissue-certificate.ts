import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { certificateKeys } from './query-keys.ts';

export function reissueCertificate(code: string) {
  return callApi(api.certificates.reissue, { params: { code } }).then((d) => d.certificate);
}

/** A corrected certificate in place of a revoked one; the list then shows "Replaced by <code>". */
export function useReissueCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reissueCertificate,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: certificateKeys.all }),
  });
}
