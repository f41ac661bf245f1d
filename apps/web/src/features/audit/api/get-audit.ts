import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { auditKeys } from './query-keys.ts';

export interface AuditQuery {
  page: number;
  limit: number;
  actor?: string;
  action?: string;
}

export function getAudit(query: AuditQuery, signal?: AbortSignal) {
  return callApi(api.audit.list, { query, signal });
}

export function useAudit(query: AuditQuery) {
  return useQuery({ queryKey: auditKeys.entries(query), queryFn: ({ signal }) => getAudit(query, signal), placeholderData: keepPreviousData });
}
