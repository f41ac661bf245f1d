import { EVENT } from '@hackcamp/contract';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attendance, checkInWindows, eventConfig, submissions, teamMembers, teams } from '../../db/schema/index.ts';

export type EventConfigRow = typeof eventConfig.$inferSelect;

/** The single settings row, created with the spec's defaults the first time it is read. */
export async function readConfig(db: Db): Promise<EventConfigRow> {
  const [row] = await db.select().from(eventConfig).where(eq(eventConfig.id, 1));
  if (row) return row;
  await db.insert(eventConfig).values({ id: 1 }).onConflictDoNothing();
  const [created] = await db.select().from(eventConfig).where(eq(eventConfig.id, 1));
  return created!;
}

/** The row, locked until the transaction ends, so two changes apply one after the other. */
export async function lockConfig(tx: Db): Promise<EventConfigRow> {
  return lockedRow(tx, 'update');
}

/**
 * The row under `strength`, in one statement once it exists (every time but an install's first):
 * a vote takes it, and each round trip of a write's transaction is time its connection is held.
 */
async function lockedRow(tx: Db, strength: 'update' | 'share'): Promise<EventConfigRow> {
  const lock = () => tx.select().from(eventConfig).where(eq(eventConfig.id, 1)).for(strength);
  const [row] = await lock();
  if (row) return row;
  await readConfig(tx);
  const [created] = await lock();
  return created!;
}

export async function writeConfig(db: Db, values: Partial<Omit<EventConfigRow, 'id' | 'updatedAt'>>) {
  await readConfig(db);
  const [row] = await db
    .update(eventConfig)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(eventConfig.id, 1))
    .returning();
  return row!;
}

/**
 * The settings row, share-locked for the rest of the transaction: a switch cannot flip until
 * this transaction ends, and one that flipped first is seen here.
 */
export async function readConfigLocked(tx: Db): Promise<EventConfigRow> {
  return lockedRow(tx, 'share');
}

/**
 * Every team's member count, kept as the count that decides whether it may vote until voting
 * opens again (teams formed later keep null). The teams are locked first, in id order, the way
 * no other change locks several: the count is then read with every join or leave under way
 * either committed or waiting behind this transaction.
 */
export async function snapshotVotingTeams(tx: Db) {
  await tx.select({ id: teams.id }).from(teams).orderBy(teams.id).for('update');
  await tx.update(teams).set({
    membersWhenVotingOpened: sql`(select count(*)::int from ${teamMembers} where ${teamMembers.teamId} = ${teams.id})`,
  });
}

export interface EventCalendar {
  startDate: string;
  timeZone: string;
}

/** The event day (0-based) of a calendar date, null outside the event. */
const dayIndex = (date: SQL, startDate: string) =>
  sql`(case when ${date} - ${startDate}::date between 0 and ${EVENT.totalDays - 1} then ${date} - ${startDate}::date end)`;

/** The calendar date an instant falls on in a zone. */
const localDate = (instant: SQL | typeof submissions.submittedAt | typeof checkInWindows.opensAt, timeZone: string) =>
  sql`(${instant} at time zone ${timeZone})::date`;

/**
 * What would land on another event day if the calendar moved from `from` to `to`, in one
 * statement. Attendance is kept by calendar date, so only a new start date moves it (a new zone
 * leaves its dates as they are). A submission is an instant: its day is its date in the zone,
 * so a new zone moves those handed in near midnight. A check-in window's day is its stored date;
 * under the new calendar it is the date it opened on in the new zone.
 */
export async function countDateMoves(tx: Db, from: EventCalendar, to: EventCalendar) {
  const moved = (table: SQL, before: SQL, after: SQL) =>
    sql`(select count(*) filter (where ${before} is distinct from ${after}) from ${table})`.mapWith(Number);
  // Read beside the settings row (there is one), so the three counts are one statement.
  const [row] = await tx
    .select({
      attendance: moved(sql`${attendance}`, dayIndex(sql`${attendance.date}`, from.startDate), dayIndex(sql`${attendance.date}`, to.startDate)),
      submissions: moved(
        sql`${submissions}`,
        dayIndex(localDate(submissions.submittedAt, from.timeZone), from.startDate),
        dayIndex(localDate(submissions.submittedAt, to.timeZone), to.startDate),
      ),
      checkInWindows: moved(
        sql`${checkInWindows}`,
        dayIndex(sql`${checkInWindows.date}`, from.startDate),
        dayIndex(localDate(checkInWindows.opensAt, to.timeZone), to.startDate),
      ),
    })
    .from(eventConfig)
    .where(eq(eventConfig.id, 1));
  return row!;
}
