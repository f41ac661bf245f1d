import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { checkInWindows } from '../../db/schema/index.ts';
import { counted } from './insights.queries.ts';

export type LatestWindow = Pick<typeof checkInWindows.$inferSelect, 'id' | 'date' | 'openedBy' | 'forEveryone' | 'opensAt' | 'closesAt' | 'closedAt'>;

/** The latest check-in window by opening, any owner: a few a day, so a scan of them all is nothing. */
export async function latestWindow(db: Db): Promise<LatestWindow | undefined> {
  const [row] = await db
    .select({
      id: checkInWindows.id,
      date: checkInWindows.date,
      openedBy: checkInWindows.openedBy,
      forEveryone: checkInWindows.forEveryone,
      opensAt: checkInWindows.opensAt,
      closesAt: checkInWindows.closesAt,
      closedAt: checkInWindows.closedAt,
    })
    .from(checkInWindows)
    .orderBy(desc(checkInWindows.opensAt), desc(checkInWindows.createdAt), desc(checkInWindows.id))
    .limit(1);
  return row;
}

export interface WindowArrivals {
  /** The participants it admits (the check-in screen's "expected"). */
  expected: number;
  /** Arrivals by the minute (epoch ms) of each person's first check-in through it. */
  minutes: { minute: number; count: number }[];
}

/**
 * Whom a window admits and its arrivals per minute, in one statement. An arrival is a
 * participant's first check-in through the window as the audit trail records it (action
 * 'attendance.check-in' with the window's id, written in the check-in's transaction): the
 * attendance record's own time moves with any later mark of the day, and a staff correction takes
 * the window off the record, while the arrival happened all the same. A minute of slack either
 * side of the window allows for the app's and the database's clocks.
 */
export async function windowArrivals(db: Db, w: LatestWindow): Promise<WindowArrivals> {
  const end = w.closedAt ?? w.closesAt;
  const [row] = await rawRows<{ expected: number; minutes: WindowArrivals['minutes'] }>(
    db,
    sql`with "first" as (
        select min("l"."at") as "at" from "audit_log" as "l"
        where "l"."action" = 'attendance.check-in'
          and "l"."at" between ${w.opensAt.toISOString()}::timestamptz - interval '1 minute' and ${end.toISOString()}::timestamptz + interval '1 minute'
          and "l"."details"->>'checkInWindowId' = ${w.id}
        group by "l"."target_id"),
      "per_minute" as (
        select (floor(extract(epoch from "at") / 60) * 60000)::float8 as "minute", count(*)::int as "count" from "first" group by 1)
      select
        (select count(*)::int from "users" as "u" where ${counted({ mentorId: null })}
          ${w.forEveryone ? sql`` : sql`and "u"."mentor_id" = ${w.openedBy}::uuid`}) as "expected",
        coalesce((select json_agg(json_build_object('minute', "minute", 'count', "count")) from "per_minute"), '[]'::json) as "minutes"`,
  );
  return row!;
}
