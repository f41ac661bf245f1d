import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CERTIFICATE_LIMITS } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { certificateKeys, type IssuedFilters } from './query-keys.ts';

export function getIssuedCertificates(filters: IssuedFilters, signal?: AbortSignal) {
  return callApi(api.certificates.list, {
    query: { ...filters, search: filters.search || undefined, limit: CERTIFICATE_LIMITS.pageSize },
    signal,
  });
}

/** The certificates issued so far (superadmin), newest first. */
export function useIssuedCertificates(filters: IssuedFilters) {
  return useQuery({
    queryKey: certificateKeys.issued(filters),
    queryFn: ({ signal }) => getIssuedCertificates(filters, signal),
    placeholderData: keepPreviousData,
  });
}
