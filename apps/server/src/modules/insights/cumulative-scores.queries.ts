import { SCORE_RULES, dayDate } from '@hackcamp/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { counted, taskDay } from './insights.queries.ts';

/** The days a running total is kept for: 1 to `lastDay` of the event that starts on `startDate`. */
export interface RunningDays {
  startDate: string;
  lastDay: number;
}

const through = (day: number) => sql.identifier(`through_${day}`);
const daysOf = (days: RunningDays) => Array.from({ length: days.lastDay }, (_, i) => i + 1);

/**
 * The CTE "running": for each person `who` picks (a condition on "users" as "u"), their score
 * through each day, as users.total_score counts it (users.queries.ts): points per present record
 * dated up to that day (an earlier date counts on day 1), plus the graded scores of tasks of that
 * day or before (active or not). Each person's days are filtered sums over their own rows,
 * grouped by person: no grid of people by days is built or sorted. `who` is repeated on "users"
 * itself rather than kept in a CTE, so the planner knows how many people it is (a CTE's estimate
 * made it expect millions of rows and compile the statement, seconds on PostgreSQL).
 */
function runningTotals(days: RunningDays, who: SQL): SQL {
  const range = daysOf(days);
  const list = (item: (day: number) => SQL) => sql.join(range.map(item), sql`, `);
  // The task's day once per task, not once per submission and day.
  return sql`"task_days" as materialized (select "id", ${taskDay('tasks')} as "day" from "tasks"),
    "present_days" as (
      select "a"."user_id", ${list((d) => sql`count(*) filter (where "a"."date" <= ${dayDate(d, days.startDate)}::date) as ${sql.identifier(`present_${d}`)}`)}
      from "attendance" as "a" join "users" as "u" on "u"."id" = "a"."user_id"
      where "a"."status" = 'present' and "a"."date" <= ${dayDate(days.lastDay, days.startDate)}::date and ${who}
      group by "a"."user_id"),
    "grades" as (
      select "s"."user_id", ${list((d) => sql`sum("s"."score") filter (where "t"."day" <= ${d}::int) as ${sql.identifier(`graded_${d}`)}`)}
      from "submissions" as "s" join "task_days" as "t" on "t"."id" = "s"."task_id" join "users" as "u" on "u"."id" = "s"."user_id"
      where "s"."status" in ('graded', 'completed') and "t"."day" <= ${days.lastDay}::int and ${who}
      group by "s"."user_id"),
    "running" as (
      select ${list(
        (d) =>
          sql`(${SCORE_RULES.pointsPerPresentDay}::int * coalesce("pd".${sql.identifier(`present_${d}`)}, 0) + coalesce("g".${sql.identifier(`graded_${d}`)}, 0))::int as ${through(d)}`,
      )}
      from "users" as "u" left join "present_days" as "pd" on "pd"."user_id" = "u"."id" left join "grades" as "g" on "g"."user_id" = "u"."id"
      where ${who})`;
}

export interface CohortDay {
  day: number;
  median: number | null;
  /** The cumulative score at the compared place; null with fewer people. */
  place: number | null;
}

/**
 * Over every counted participant, day by day from 1 to `lastDay`: the median of their scores
 * through that day and the score at place `place` (the place-th highest), in one statement:
 * ordered-set aggregates over one row per person.
 */
export async function cohortByDay(db: Db, days: RunningDays, place: number): Promise<CohortDay[]> {
  if (days.lastDay < 1) return [];
  const range = daysOf(days);
  const [row] = await rawRows<Record<string, number | null>>(
    db,
    sql`with ${runningTotals(days, counted({ mentorId: null }))}
      select ${sql.join(
        range.map(
          (d) => sql`percentile_cont(0.5) within group (order by ${through(d)})::float8 as ${sql.identifier(`median_${d}`)},
            ((array_agg(${through(d)} order by ${through(d)} desc))[${place}::int])::int as ${sql.identifier(`place_${d}`)}`,
        ),
        sql`, `,
      )}
      from "running"`,
  );
  return range.map((day) => ({ day, median: row?.[`median_${day}`] ?? null, place: row?.[`place_${day}`] ?? null }));
}

/** One person's score through each day from 1 to `lastDay`, counted as the cohort's is. */
export async function runningTotalsOf(db: Db, userId: string, days: RunningDays): Promise<number[]> {
  if (days.lastDay < 1) return [];
  const [row] = await rawRows<Record<string, number>>(
    db,
    sql`with ${runningTotals(days, sql`"u"."id" = ${userId}::uuid`)}
      select ${sql.join(
        daysOf(days).map((d) => through(d)),
        sql`, `,
      )} from "running"`,
  );
  return daysOf(days).map((d) => row?.[`through_${d}`] ?? 0);
}

/** One person's attendance records from `from` to `to`, by date: their streak. */
export async function recordsOf(db: Db, userId: string, from: string, to: string): Promise<Map<string, string>> {
  const rows = await rawRows<{ date: string; status: string }>(
    db,
    sql`select "date"::text as "date", "status" from "attendance" where "user_id" = ${userId}::uuid and "date" between ${from}::date and ${to}::date`,
  );
  return new Map(rows.map((r) => [r.date, r.status]));
}
