import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CERTIFICATE_LIMITS } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { certificateKeys, type PreviewFilters } from './query-keys.ts';

export function getCertificatePreview(filters: PreviewFilters, signal?: AbortSignal) {
  return callApi(api.certificates.preview, {
    query: { ...filters, search: filters.search || undefined, limit: CERTIFICATE_LIMITS.pageSize },
    signal,
  });
}

/** Who qualifies under the current rules and who misses, with the reason, one page at a time. */
export function useCertificatePreview(filters: PreviewFilters) {
  return useQuery({
    queryKey: certificateKeys.preview(filters),
    queryFn: ({ signal }) => getCertificatePreview(filters, signal),
    placeholderData: keepPreviousData,
  });
}
