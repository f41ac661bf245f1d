import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { countedPeople, taskDay } from './insights.queries.ts';

/**
 * The points of the people of the CTE "people" by event day, as users.total_score counts them (10
 * per present record, plus every graded score: users.queries.ts), each on its day: a record on its
 * date's day (an earlier date on day 1), a grade on its task's day. Up to `lastDay` (its date for
 * records), so the running sum through the last day that has passed is the stored total when
 * nothing lies beyond it.
 */
const pointsByDay = (startDate: string, lastDay: number, lastDate: string): SQL =>
  sql`select "a"."user_id", greatest(1, "a"."date" - ${startDate}::date + 1) as "day", 10 as "points"
      from "attendance" as "a" join "people" as "p" on "p"."id" = "a"."user_id"
      where "a"."status" = 'present' and "a"."date" <= ${lastDate}::date
    union all
    select "s"."user_id", ${taskDay('t')} as "day", "s"."score" as "points"
      from "submissions" as "s" join "people" as "p" on "p"."id" = "s"."user_id" join "tasks" as "t" on "t"."id" = "s"."task_id"
      where "s"."status" in ('graded', 'completed') and "s"."score" is not null and ${taskDay('t')} <= ${lastDay}`;

export interface CohortDay {
  day: number;
  median: number | null;
  /** The cumulative score at the compared place; null with fewer people. */
  place: number | null;
}

/**
 * Over every counted participant, day by day from 1 to `lastDay`: the median of their scores
 * through that day and the score at place `place` (the place-th highest), in one statement.
 */
export async function cohortByDay(db: Db, days: { startDate: string; lastDay: number; lastDate: string }, place: number): Promise<CohortDay[]> {
  if (days.lastDay < 1) return [];
  return rawRows<CohortDay & Record<string, unknown>>(
    db,
    sql`with ${countedPeople({ mentorId: null })},
      "points" as (${pointsByDay(days.startDate, days.lastDay, days.lastDate)}),
      "per_day" as (select "user_id", "day", sum("points") as "points" from "points" group by "user_id", "day"),
      "days" as (select generate_series(1, ${days.lastDay}::int) as "day"),
      "running" as (
        select "d"."day", (sum(coalesce("pd"."points", 0)) over (partition by "p"."id" order by "d"."day"))::int as "score"
        from "people" as "p" cross join "days" as "d" left join "per_day" as "pd" on "pd"."user_id" = "p"."id" and "pd"."day" = "d"."day")
      select "day", percentile_cont(0.5) within group (order by "score")::float8 as "median",
        ((array_agg("score" order by "score" desc))[${place}::int])::int as "place"
      from "running" group by "day" order by "day"`,
  );
}

/** One person's points by day from 1 to `lastDay` (days without any left out). */
export async function pointsOf(db: Db, userId: string, days: { startDate: string; lastDay: number; lastDate: string }): Promise<Map<number, number>> {
  if (days.lastDay < 1) return new Map();
  const rows = await rawRows<{ day: number; points: number }>(
    db,
    sql`with "people" as (select ${userId}::uuid as "id")
      select "day", sum("points")::int as "points" from (${pointsByDay(days.startDate, days.lastDay, days.lastDate)}) as "x" group by "day"`,
  );
  return new Map(rows.map((r) => [r.day, r.points]));
}

/** One person's attendance records from `from` to `to`, by date: their streak. */
export async function recordsOf(db: Db, userId: string, from: string, to: string): Promise<Map<string, string>> {
  const rows = await rawRows<{ date: string; status: string }>(
    db,
    sql`select "date"::text as "date", "status" from "attendance" where "user_id" = ${userId}::uuid and "date" between ${from}::date and ${to}::date`,
  );
  return new Map(rows.map((r) => [r.date, r.status]));
}
