export const auditKeys = {
  /** Every query of the audit trail: what app/query-client.ts refreshes after a change that is audited. */
  all: ['admin', 'audit'] as const,
  entries: (query: object) => ['admin', 'audit', 'entries', query] as const,
  actors: ['admin', 'audit', 'actors'] as const,
};
