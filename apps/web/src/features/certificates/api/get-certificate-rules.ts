import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { certificateKeys } from './query-keys.ts';

export function getCertificateRules(signal?: AbortSignal) {
  return callApi(api.certificates.rules, { signal }).then((d) => d.rules);
}

/** Who gets a certificate (superadmin): the bootcamp thresholds and the hackathon switches. */
export function useCertificateRules() {
  return useQuery({ queryKey: certificateKeys.rules, queryFn: ({ signal }) => getCertificateRules(signal) });
}
