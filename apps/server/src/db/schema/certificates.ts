import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

export const CERTIFICATE_KINDS = ['bootcamp-completion', 'hackathon-participation', 'hackathon-winner'] as const;

/**
 * An issued certificate, frozen when issued: the name, college, event and figures it was earned
 * with never change afterwards (a correction is a revocation and a new issue). The public code is
 * random and is all the verification page needs.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    /** Random, at least 64 bits, URL-safe; printed on the PDF and in its QR code. */
    code: text('code').notNull(),
    /** Kept when the account is removed, so a printed certificate still verifies. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: CERTIFICATE_KINDS }).notNull(),
    /** 1-3 for a hackathon winner, empty otherwise. */
    place: integer('place'),
    name: text('name').notNull(),
    college: text('college').notNull().default(''),
    eventName: text('event_name').notNull(),
    eventDates: text('event_dates').notNull(),
    /** What it was earned with: attendance %, graded tasks, team, score... */
    figures: jsonb('figures').notNull().default({}),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    revokeReason: text('revoke_reason'),
    /** The certificate issued in place of this revoked one (POST /certificates/:code/reissue). */
    replacedById: uuid('replaced_by_id').references((): AnyPgColumn => certificates.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('certificates_code_unique').on(t.code),
    // One valid certificate of a kind per person; a revoked one may be replaced by a reissue.
    // Issuing in bulk skips anyone who has one of the kind, revoked or not.
    uniqueIndex('certificates_one_per_user_kind')
      .on(t.userId, t.kind)
      .where(sql`${t.revokedAt} is null`),
    index('certificates_issued_at_idx').on(t.issuedAt),
    check('certificates_kind_check', sql`${t.kind} in ('bootcamp-completion', 'hackathon-participation', 'hackathon-winner')`),
    check('certificates_place_check', sql`${t.place} is null or ${t.place} between 1 and 3`),
  ],
);
