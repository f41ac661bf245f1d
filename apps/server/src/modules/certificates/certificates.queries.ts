import { and, asc, count, desc, eq, gt, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CertificateKind } from '@hackcamp/contract';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { attendance, certificates, eventConfig, rateLimits, submissions, tasks, teamMembers, teams, users } from '../../db/schema/index.ts';

export type CertificateRow = typeof certificates.$inferSelect;
export type NewCertificate = typeof certificates.$inferInsert;

const rulesColumns = {
  minAttendancePct: eventConfig.certificateMinAttendancePct,
  minGradedPct: eventConfig.certificateMinGradedPct,
  hackathonParticipation: eventConfig.certificateHackathonParticipation,
  hackathonWinners: eventConfig.certificateHackathonWinners,
};

/**
 * The certificate rules, from the settings row (created with its defaults if it is not there yet,
 * as the settings are). With `lock`, the row stays locked until the transaction ends.
 */
export async function readRules(db: Db, opts: { lock?: boolean } = {}) {
  const read = () => {
    const query = db.select(rulesColumns).from(eventConfig).where(eq(eventConfig.id, 1));
    return opts.lock ? query.for('update') : query;
  };
  let [row] = await read();
  if (!row) {
    await db.insert(eventConfig).values({ id: 1 }).onConflictDoNothing();
    [row] = await read();
  }
  return row!;
}

export async function writeRules(
  db: Db,
  rules: { minAttendancePct: number; minGradedPct: number; hackathonParticipation: boolean; hackathonWinners: boolean },
) {
  await db
    .update(eventConfig)
    .set({
      certificateMinAttendancePct: rules.minAttendancePct,
      certificateMinGradedPct: rules.minGradedPct,
      certificateHackathonParticipation: rules.hackathonParticipation,
      certificateHackathonWinners: rules.hackathonWinners,
      updatedAt: new Date(),
    })
    .where(eq(eventConfig.id, 1));
}

/**
 * Counts one verification from an address and returns the count that includes it, in one upsert
 * (decision 0009's form: parallel checks queue on the row, so none sees a stale count). The
 * sign-in clean-up deletes these rows once their window has passed.
 */
export async function countCheck(db: Db, key: string, windowSeconds: number): Promise<number> {
  const expired = sql`${rateLimits.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits });
  return row?.hits ?? 1;
}

/**
 * Everything the rules need, in a handful of set-based statements (no per-person query): active
 * participants, their present days among the bootcamp dates, their graded active tasks, the
 * number of active tasks, team memberships, and the certificates already issued.
 */
export async function eligibilityFacts(db: Db, bootcampDates: readonly string[]) {
  const [people, present, graded, [active], members, issued] = await Promise.all([
    db
      .select({ id: users.id, name: users.name, email: users.email, college: users.collegeName, participantType: users.participantType })
      .from(users)
      .where(and(eq(users.role, 'participant'), eq(users.isActive, true)))
      .orderBy(asc(users.name), asc(users.id)),
    db
      .select({ userId: attendance.userId, n: sql<number>`count(*)::int` })
      .from(attendance)
      .where(and(eq(attendance.status, 'present'), sql`${attendance.date} = any(${sql.param(bootcampDates)}::date[])`))
      .groupBy(attendance.userId),
    db
      .select({ userId: submissions.userId, n: sql<number>`count(distinct ${submissions.taskId})::int` })
      .from(submissions)
      .innerJoin(tasks, eq(tasks.id, submissions.taskId))
      .where(and(eq(tasks.isActive, true), sql`${submissions.status} in ('graded', 'completed')`))
      .groupBy(submissions.userId),
    db.select({ n: count() }).from(tasks).where(eq(tasks.isActive, true)),
    db
      .select({ userId: teamMembers.userId, teamId: teams.id, teamName: teams.name, teamNumber: teams.teamNumber })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId)),
    db.select({ userId: certificates.userId, kind: certificates.kind }).from(certificates).where(isNotNull(certificates.userId)),
  ]);
  return {
    people,
    present: new Map(present.map((r) => [r.userId, r.n])),
    graded: new Map(graded.map((r) => [r.userId, r.n])),
    activeTasks: active?.n ?? 0,
    teamOf: new Map(members.map((m) => [m.userId, m])),
    issued: new Set(issued.map((r) => `${r.userId}:${r.kind}`)),
  };
}

/**
 * Inserts the new certificates; one already issued for the same person and kind (or, against all
 * odds, a code already taken) is skipped, never changed. Returns what was inserted.
 */
export async function insertCertificates(tx: Db, rows: NewCertificate[]) {
  const inserted: { kind: CertificateKind; userId: string | null }[] = [];
  // Bounded statements: PostgreSQL takes at most 65,535 parameters in one.
  for (let i = 0; i < rows.length; i += 1000) {
    const chunk = rows.slice(i, i + 1000);
    inserted.push(...(await tx.insert(certificates).values(chunk).onConflictDoNothing().returning({ kind: certificates.kind, userId: certificates.userId })));
  }
  return inserted;
}

/** With `lock`, the row stays locked until the transaction ends (a reissue holds it: two at once queue). */
export async function byCode(db: Db, code: string, opts: { lock?: boolean } = {}): Promise<CertificateRow | undefined> {
  const query = db.select().from(certificates).where(eq(certificates.code, code));
  const [row] = await (opts.lock ? query.for('update') : query);
  return row;
}

export async function codeOf(db: Db, id: string): Promise<string | undefined> {
  const [row] = await db.select({ code: certificates.code }).from(certificates).where(eq(certificates.id, id));
  return row?.code;
}

/** Whether the person holds a certificate of the kind that is not revoked. */
export async function holdsValid(db: Db, userId: string, kind: CertificateKind): Promise<boolean> {
  const [row] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.kind, kind), isNull(certificates.revokedAt)))
    .limit(1);
  return row !== undefined;
}

/** The person as a certificate prints them now. */
export async function personOf(db: Db, userId: string) {
  const [row] = await db.select({ name: users.name, college: users.collegeName, email: users.email }).from(users).where(eq(users.id, userId));
  return row;
}

export async function insertOne(tx: Db, row: NewCertificate): Promise<CertificateRow> {
  const [inserted] = await tx.insert(certificates).values(row).returning();
  return inserted!;
}

export async function markReplaced(tx: Db, id: string, replacedById: string) {
  await tx.update(certificates).set({ replacedById }).where(eq(certificates.id, id));
}

/** Revokes it unless it already is; undefined when it was revoked already (or does not exist). */
export async function revoke(tx: Db, code: string, by: string, reason: string): Promise<CertificateRow | undefined> {
  const [row] = await tx
    .update(certificates)
    .set({ revokedAt: new Date(), revokedBy: by, revokeReason: reason })
    .where(and(eq(certificates.code, code), isNull(certificates.revokedAt)))
    .returning();
  return row;
}

export async function emailOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

export async function mine(db: Db, userId: string) {
  return db.select().from(certificates).where(eq(certificates.userId, userId)).orderBy(asc(certificates.issuedAt), asc(certificates.kind));
}

const listFilter = (f: { kind?: CertificateKind; status?: 'valid' | 'revoked'; search?: string }): SQL | undefined => {
  const pattern = f.search ? likePattern(f.search) : undefined;
  return and(
    f.kind ? eq(certificates.kind, f.kind) : undefined,
    f.status === 'valid' ? isNull(certificates.revokedAt) : f.status === 'revoked' ? isNotNull(certificates.revokedAt) : undefined,
    pattern
      ? or(ilike(certificates.name, pattern), ilike(certificates.college, pattern), ilike(users.email, pattern), ilike(certificates.code, pattern))
      : undefined,
  );
};

const replacement = alias(certificates, 'replacement');

/** A page of issued certificates, newest first, with the account's current email and the code of what replaced a revoked one. */
export async function listPage(db: Db, f: { kind?: CertificateKind; status?: 'valid' | 'revoked'; search?: string; limit: number; offset: number }) {
  const where = listFilter(f);
  const [rows, [total]] = await Promise.all([
    db
      .select({ certificate: certificates, email: users.email, replacedBy: replacement.code })
      .from(certificates)
      .leftJoin(users, eq(users.id, certificates.userId))
      .leftJoin(replacement, eq(replacement.id, certificates.replacedById))
      .where(where)
      .orderBy(desc(certificates.issuedAt), asc(certificates.name), asc(certificates.id))
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(certificates).leftJoin(users, eq(users.id, certificates.userId)).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Valid certificates for the zip, a batch at a time in id order (keyset: no offset to rescan). */
export async function validBatch(db: Db, afterId: string | null, limit: number): Promise<CertificateRow[]> {
  return db
    .select()
    .from(certificates)
    .where(and(isNull(certificates.revokedAt), afterId ? gt(certificates.id, afterId) : undefined))
    .orderBy(asc(certificates.id))
    .limit(limit);
}

export async function countValid(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(certificates).where(isNull(certificates.revokedAt));
  return row?.n ?? 0;
}
