import { and, asc, count, desc, eq, exists, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, users, type AuditRow } from '../../db/schema/index.ts';

export type NewAuditEntry = typeof auditLog.$inferInsert;

export async function insertEntries(tx: Db, entries: NewAuditEntry[]) {
  if (entries.length) await tx.execute(insertQuery(entries));
}

/**
 * The insert as a statement not yet run, to be part of a larger one (one round trip for both).
 * The entries travel as one JSON parameter, so the statement is the same size for one entry or
 * a hundred: built as seven parameters per entry, a bulk mark's hundred entries cost more to
 * put together than everything else it does.
 */
export function insertQuery(entries: NewAuditEntry[]): SQL {
  const rows = JSON.stringify(
    entries.map((e) => ({
      actor_id: e.actorId ?? null,
      actor_name: e.actorName,
      action: e.action,
      target_type: e.targetType ?? null,
      target_id: e.targetId ?? null,
      target_label: e.targetLabel ?? null,
      details: e.details ?? {},
    })),
  );
  return sql`insert into ${auditLog} ("actor_id", "actor_name", "action", "target_type", "target_id", "target_label", "details")
    select "actor_id", "actor_name", "action", "target_type", "target_id", "target_label", coalesce("details", '{}')
    from jsonb_to_recordset(${rows}::jsonb) as "e"("actor_id" uuid, "actor_name" text, "action" text, "target_type" text, "target_id" text, "target_label" text, "details" jsonb)`;
}

export interface AuditFilter {
  actorId?: string;
  action?: string;
}

/** Newest first. `action` matches one action or a family: 'attendance' finds 'attendance.mark'. */
export async function listEntries(db: Db, filter: AuditFilter, limit: number, offset: number): Promise<{ rows: AuditRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.actorId) conditions.push(eq(auditLog.actorId, filter.actorId));
  if (filter.action) {
    // A family as a range ('x.' up to 'x/', '/' follows '.'), so the index serves it, no pattern.
    const family = and(gte(auditLog.action, `${filter.action}.`), lt(auditLog.action, `${filter.action}/`))!;
    conditions.push(or(eq(auditLog.action, filter.action), family)!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The people with at least one entry, by name: one index probe per person, not a scan of the trail. */
export async function listActors(db: Db) {
  return db
    .select({ id: users.id, name: users.name, role: users.role })
    .from(users)
    .where(
      exists(
        db
          .select({ one: sql`1` })
          .from(auditLog)
          .where(eq(auditLog.actorId, users.id)),
      ),
    )
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
}
