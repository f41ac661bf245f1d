import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Every staff change (attendance, grades, switches, people, tasks, announcements, votes,
 * assignments, evaluations): who did what to whom, when. Written in the same transaction as the
 * change itself, so the trail never misses or invents one. The actor's name is kept so the
 * entry stays readable after the account is deleted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** Dotted and stable, e.g. 'attendance.mark', 'submission.grade', 'user.delete'. */
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    /** What a reader needs to recognise the target later (a name, a title). */
    targetLabel: text('target_label'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.at.desc()),
    index('audit_log_action_idx').on(t.action, t.at.desc()),
  ],
);
export type AuditRow = typeof auditLog.$inferSelect;
