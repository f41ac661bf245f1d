import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { certificateKeys } from './query-keys.ts';

export function revokeCertificate({ code, reason }: { code: string; reason: string }) {
  return callApi(api.certificates.revoke, { params: { code }, body: { reason } }).then((d) => d.certificate);
}

/** Withdraws a certificate with a reason; its verification page then says "Revoked on ...". */
export function useRevokeCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCertificate,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: certificateKeys.all }),
  });
}
