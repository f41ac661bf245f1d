import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { certificateKeys } from './query-keys.ts';

export function getMyCertificates(signal?: AbortSignal) {
  return callApi(api.certificates.mine, { signal }).then((d) => d.certificates);
}

/** The signed-in participant's own certificates, revoked ones included. */
export function useMyCertificates() {
  return useQuery({ queryKey: certificateKeys.mine, queryFn: ({ signal }) => getMyCertificates(signal) });
}
