import type { AuditEntry } from '@hackcamp/contract';
import type { Db } from '../../db/client.ts';
import type { AuditRow, UserRow } from '../../db/schema/index.ts';
import * as q from './audit.queries.ts';

export interface AuditTarget {
  type: string;
  id: string;
  label?: string | null;
}

export interface AuditChange {
  action: string;
  target?: AuditTarget;
  details?: Record<string, unknown>;
}

function toView(row: AuditRow): AuditEntry {
  return {
    _id: String(row.id),
    actor: { _id: row.actorId, name: row.actorName },
    action: row.action,
    target: row.targetType ? { type: row.targetType, id: row.targetId, label: row.targetLabel } : null,
    details: row.details,
    at: row.at.toISOString(),
  };
}

function entriesOf(actor: Pick<UserRow, 'id' | 'name'>, changes: AuditChange[]): q.NewAuditEntry[] {
  return changes.map((c) => ({
    actorId: actor.id,
    actorName: actor.name,
    action: c.action,
    targetType: c.target?.type ?? null,
    targetId: c.target?.id ?? null,
    targetLabel: c.target?.label ?? null,
    details: c.details ?? {},
  }));
}

export function createAuditService(deps: { db: Db }) {
  return {
    /**
     * Records staff changes. Call it with the transaction that makes the change, so the entry
     * commits or rolls back with it.
     */
    async record(tx: Db, actor: Pick<UserRow, 'id' | 'name'>, ...changes: AuditChange[]) {
      await q.insertEntries(tx, entriesOf(actor, changes));
    },

    /** The same as `record`, as a statement for the caller to run within its own (a CTE). */
    recording: (actor: Pick<UserRow, 'id' | 'name'>, ...changes: [AuditChange, ...AuditChange[]]) => q.insertQuery(entriesOf(actor, changes)),

    async actors() {
      return (await q.listActors(deps.db)).map((r) => ({ _id: r.id, name: r.name, role: r.role }));
    },

    async list(query: { page: number; limit: number; actor?: string; action?: string }) {
      const { rows, total } = await q.listEntries(deps.db, { actorId: query.actor, action: query.action }, query.limit, (query.page - 1) * query.limit);
      const totalPages = Math.max(1, Math.ceil(total / query.limit));
      return {
        entries: rows.map(toView),
        pagination: { currentPage: query.page, totalPages, totalEntries: total, hasNextPage: query.page < totalPages, hasPrevPage: query.page > 1 },
      };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
