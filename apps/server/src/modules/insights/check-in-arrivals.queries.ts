import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';

export interface LatestWindow {
  id: string;
  date: string;
  opensAt: number;
  closesAt: number;
  /** When its owner closed it early; null otherwise. */
  closedAt: number | null;
  /** The participants it admits (the check-in screen's "expected"). */
  expected: number;
  /** Arrivals by the minute of each person's first check-in through it (epoch ms of the minute). */
  minutes: { minute: number; count: number }[];
}

/**
 * The latest check-in window (by opening, any owner) and its arrivals per minute, in one
 * statement. An arrival is the first check-in through the window by each participant, as the
 * audit trail records it (action 'attendance.check-in' with the window's id, written in the
 * check-in's transaction): the attendance record's own time moves with any later mark of the day,
 * and a staff correction takes the window off the record, while the arrival happened all the same.
 * A minute of slack either side of the window allows for the app's and the database's clocks.
 */
export async function latestWindowArrivals(db: Db): Promise<LatestWindow | undefined> {
  const [row] = await rawRows<Omit<LatestWindow, 'minutes'> & { minutes: LatestWindow['minutes'] }>(
    db,
    sql`with "w" as (
        select "id", "date", "opened_by", "for_everyone", "opens_at", "closes_at", "closed_at"
        from "check_in_windows" order by "opens_at" desc, "created_at" desc, "id" desc limit 1),
      "first" as (
        select min("l"."at") as "at" from "audit_log" as "l", "w"
        where "l"."action" = 'attendance.check-in'
          and "l"."at" between "w"."opens_at" - interval '1 minute' and coalesce("w"."closed_at", "w"."closes_at") + interval '1 minute'
          and "l"."details"->>'checkInWindowId' = "w"."id"::text
        group by "l"."target_id"),
      "per_minute" as (
        select (floor(extract(epoch from "at") / 60) * 60000)::float8 as "minute", count(*)::int as "count" from "first" group by 1)
      select "w"."id", "w"."date"::text as "date",
        (extract(epoch from "w"."opens_at") * 1000)::float8 as "opensAt",
        (extract(epoch from "w"."closes_at") * 1000)::float8 as "closesAt",
        (extract(epoch from "w"."closed_at") * 1000)::float8 as "closedAt",
        (select count(*)::int from "users" as "u" where "u"."role" = 'participant' and "u"."participant_type" = 'bootcamp' and "u"."is_active"
          and ("w"."for_everyone" or "u"."mentor_id" = "w"."opened_by")) as "expected",
        coalesce((select json_agg(json_build_object('minute', "minute", 'count', "count")) from "per_minute"), '[]'::json) as "minutes"
      from "w"`,
  );
  return row;
}
