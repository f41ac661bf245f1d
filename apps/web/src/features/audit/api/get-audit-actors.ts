import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { auditKeys } from './query-keys.ts';

export function getAuditActors(signal?: AbortSignal) {
  return callApi(api.audit.actors, { signal }).then((d) => d.actors);
}

export function useAuditActors() {
  return useQuery({ queryKey: auditKeys.actors, queryFn: ({ signal }) => getAuditActors(signal) });
}
