import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { certificateKeys } from './query-keys.ts';

export function verifyCertificate(code: string, signal?: AbortSignal) {
  return callApi(api.certificates.verify, { params: { code }, signal });
}

/**
 * The public check of a code. A certificate can be revoked at any time, so the answer is not kept
 * for long; an unknown code (404) or too many checks (429) are answers, not worth a retry.
 */
export function useVerifyCertificate(code: string) {
  return useQuery({
    queryKey: certificateKeys.verify(code),
    queryFn: ({ signal }) => verifyCertificate(code, signal),
    enabled: code.length > 0,
    staleTime: 0,
  });
}
