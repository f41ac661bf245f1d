import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';

/** Whose figures: a mentor's participants, or (null) the whole event. */
export interface Scope {
  mentorId: string | null;
}

/**
 * Whom the figures count, over "users" as "u": active bootcamp participants (not hackathon-only,
 * not deactivated), a mentor's alone when scoped. Attendance counts the same people
 * (attendance.queries.ts), so the charts agree with the attendance screens.
 */
export const counted = (scope: Scope): SQL =>
  sql`"u"."role" = 'participant' and "u"."participant_type" = 'bootcamp' and "u"."is_active"${scope.mentorId ? sql` and "u"."mentor_id" = ${scope.mentorId}::uuid` : sql``}`;

/** A task's day number from its label ('day7' -> 7). */
export const taskDay = (alias: string): SQL => sql`substr(${sql.identifier(alias)}."day", 4)::int`;

export interface DayCounts {
  date: string;
  present: number;
  late: number;
  absent: number;
}

/** How many people are counted, and their records by status on each date from `from` to `to`: one statement. */
export async function attendanceByDate(db: Db, scope: Scope, from: string, to: string): Promise<{ participants: number; days: DayCounts[] }> {
  const [row] = await rawRows<{ participants: number; days: DayCounts[] }>(
    db,
    sql`with "by_date" as (
        select "a"."date"::text as "date",
          count(*) filter (where "a"."status" = 'present')::int as "present",
          count(*) filter (where "a"."status" = 'late')::int as "late",
          count(*) filter (where "a"."status" = 'absent')::int as "absent"
        from "attendance" as "a" join "users" as "u" on "u"."id" = "a"."user_id"
        where "a"."date" between ${from}::date and ${to}::date and ${counted(scope)}
        group by "a"."date")
      select (select count(*)::int from "users" as "u" where ${counted(scope)}) as "participants",
        coalesce((select json_agg(json_build_object('date', "date", 'present', "present", 'late', "late", 'absent', "absent")) from "by_date"), '[]'::json) as "days"`,
  );
  return row!;
}

export interface TaskDayCounts {
  day: number;
  tasks: number;
  submitted: number;
  graded: number;
  late: number;
}

/**
 * Per task day (1 to `lastDay`): its active tasks, and the counted people's submissions for them
 * (any status), those graded, and those handed in late. Inactive tasks are left out, as
 * participants no longer see them.
 */
export async function submissionsByTaskDay(db: Db, scope: Scope, lastDay: number): Promise<TaskDayCounts[]> {
  // Counted by task first (a few dozen groups), then by day: no sort of every submission.
  return rawRows<TaskDayCounts & Record<string, unknown>>(
    db,
    sql`with "by_task" as (
        select "s"."task_id", count(*) as "submitted", count(*) filter (where "s"."status" in ('graded', 'completed')) as "graded",
          count(*) filter (where "s"."is_late") as "late"
        from "submissions" as "s" join "users" as "u" on "u"."id" = "s"."user_id"
        where ${counted(scope)}
        group by "s"."task_id")
      select ${taskDay('t')} as "day", count(*)::int as "tasks", coalesce(sum("b"."submitted"), 0)::int as "submitted",
        coalesce(sum("b"."graded"), 0)::int as "graded", coalesce(sum("b"."late"), 0)::int as "late"
      from "tasks" as "t" left join "by_task" as "b" on "b"."task_id" = "t"."id"
      where "t"."is_active" and ${taskDay('t')} <= ${lastDay}
      group by 1`,
  );
}

/**
 * The counted people's total scores in `bins` bars of one integer width: the smallest width with
 * which `bins` bars reach the top score (at least 1), bar i holding width*i to width*(i+1)-1.
 */
export async function scoreBins(db: Db, bins: number): Promise<{ width: number; counts: Map<number, number> }> {
  const rows = await rawRows<{ width: number; bin: number | null; n: number }>(
    db,
    sql`with "scores" as (select "u"."total_score" as "score" from "users" as "u" where ${counted({ mentorId: null })}),
      "w" as (select greatest(1, ceil((coalesce(max("score"), 0) + 1)::numeric / ${bins}))::int as "width" from "scores")
      select "w"."width", ("scores"."score" / "w"."width")::int as "bin", count("scores"."score")::int as "n"
      from "w" left join "scores" on true
      group by "w"."width", 2`,
  );
  const counts = new Map<number, number>();
  for (const r of rows) if (r.bin !== null) counts.set(r.bin, r.n);
  return { width: rows[0]?.width ?? 1, counts };
}

export interface JudgeSpread {
  judgeId: string;
  name: string;
  evaluations: number;
  mean: number | null;
  sd: number | null;
}

/**
 * Every judge, and every account that left round scores behind (the ranking counts those too), by
 * name: how many round scores each gave, their mean and population standard deviation, to 2 decimals.
 */
export async function judgesSpread(db: Db): Promise<JudgeSpread[]> {
  return rawRows<JudgeSpread & Record<string, unknown>>(
    db,
    sql`select "u"."id" as "judgeId", "u"."name", count("e"."id")::int as "evaluations",
        round(avg("e"."score"), 2)::float8 as "mean", round(stddev_pop("e"."score"), 2)::float8 as "sd"
      from "users" as "u" left join "judge_evaluations" as "e" on "e"."judge_id" = "u"."id"
      where "u"."role" = 'judge' or "u"."id" in (select "judge_id" from "judge_evaluations")
      group by "u"."id", "u"."name"
      order by "u"."name", "u"."id"`,
  );
}

/** The role of an account, to tell a mentor from an id that names nobody (or someone else). */
export async function roleOf(db: Db, id: string): Promise<string | undefined> {
  const [row] = await rawRows<{ role: string }>(db, sql`select "role" from "users" where "id" = ${id}::uuid`);
  return row?.role;
}
