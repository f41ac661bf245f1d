import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { counted, taskDay } from './insights.queries.ts';

export interface RiskSigns {
  id: string;
  name: string;
  /** Absent records on the recent days. */
  absences: number;
  /** Whether yesterday has a record (true when yesterday is no bootcamp day). */
  markedYesterday: boolean;
  /** How many of the due task days have a submission of theirs (any status). */
  submittedDays: number;
  /** How many due task days there are (at most the number asked for). */
  dueDays: number;
}

export interface RiskWindow {
  startDate: string;
  timeZone: string;
  now: Date;
  /** The recent bootcamp days' dates (absences counted on them). */
  recentDates: string[];
  /** Yesterday's date when it is a bootcamp day; null otherwise. */
  yesterday: string | null;
  /** How many of the latest due task days to look at. */
  taskDays: number;
  /** The last bootcamp day (task days after it are the hackathon's). */
  lastDay: number;
}

/**
 * A mentor's counted participants by name, each with what the at-risk rules read, in one
 * statement. A task day is due once every active task of it is: at its due date, or at the
 * midnight that ends its day (the event's time zone) when it has none; the latest `taskDays` of
 * them are looked at.
 */
export async function riskSigns(db: Db, mentorId: string, w: RiskWindow): Promise<RiskSigns[]> {
  const dayEnds = sql`((${w.startDate}::date + ${taskDay('t')})::timestamp at time zone ${w.timeZone})`;
  return rawRows<RiskSigns & Record<string, unknown>>(
    db,
    sql`with "due_days" as (
        select ${taskDay('t')} as "day" from "tasks" as "t"
        where "t"."is_active" and ${taskDay('t')} <= ${w.lastDay}
        group by 1
        having bool_and(coalesce("t"."due_date", ${dayEnds}) <= ${w.now.toISOString()}::timestamptz)
        order by 1 desc limit ${w.taskDays})
      select "u"."id", "u"."name",
        (select count(*)::int from "attendance" as "a"
          where "a"."user_id" = "u"."id" and "a"."status" = 'absent' and "a"."date" = any(${sql.param(w.recentDates)}::date[])) as "absences",
        ${
          w.yesterday ? sql`exists (select 1 from "attendance" as "a" where "a"."user_id" = "u"."id" and "a"."date" = ${w.yesterday}::date)` : sql`true`
        } as "markedYesterday",
        (select count(distinct "t"."day")::int from "submissions" as "s" join "tasks" as "t" on "t"."id" = "s"."task_id"
          where "s"."user_id" = "u"."id" and "t"."is_active" and ${taskDay('t')} in (select "day" from "due_days")) as "submittedDays",
        (select count(*)::int from "due_days") as "dueDays"
      from "users" as "u"
      where ${counted({ mentorId })}
      order by "u"."name", "u"."id"`,
  );
}
