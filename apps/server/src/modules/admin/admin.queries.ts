import { EVENT } from '@hackcamp/contract';
import { between, count, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { attendance, auditLog, checkInWindows, eventConfig, judgeAssignments, judgeEvaluations, judgingCriteria, tasks, users } from '../../db/schema/index.ts';

const n = (condition: ReturnType<typeof sql>) => sql<number>`(count(*) filter (where ${condition}))::int`;

/** Every count of the overview in one statement: one pass over users, index counts for the rest. */
export async function overviewCounts(db: Db) {
  const [row] = await db
    .select({
      participants: n(sql`${users.role} = 'participant'`),
      activeParticipants: n(sql`${users.role} = 'participant' and ${users.isActive}`),
      bootcampParticipants: n(sql`${users.role} = 'participant' and ${users.participantType} = 'bootcamp'`),
      hackathonParticipants: n(sql`${users.role} = 'participant' and ${users.participantType} = 'hackathon'`),
      participantsWithoutMentor: n(sql`${users.role} = 'participant' and ${users.mentorId} is null`),
      mentors: n(sql`${users.role} = 'mentor'`),
      activeMentors: n(sql`${users.role} = 'mentor' and ${users.isActive}`),
      judges: n(sql`${users.role} = 'judge'`),
      activeJudges: n(sql`${users.role} = 'judge' and ${users.isActive}`),
      tasks: sql<number>`(select count(*)::int from "tasks")`,
      activeTasks: sql<number>`(select count(*)::int from "tasks" where "is_active")`,
      teams: sql<number>`(select count(*)::int from "teams")`,
      participantsInTeams: sql<number>`(select count(*)::int from "team_members" as "tm" join "users" as "u" on "u"."id" = "tm"."user_id" where "u"."role" = 'participant')`,
    })
    .from(users);
  return row!;
}

/** Attendance records per calendar date and status between two dates (the event's days). */
export async function attendanceByDate(db: Db, from: string, to: string) {
  return db
    .select({ date: attendance.date, status: attendance.status, n: count() })
    .from(attendance)
    .where(between(attendance.date, from, to))
    .groupBy(attendance.date, attendance.status);
}

const exists = (query: SQL) => sql`exists (${query})`;
const audited = (action: string, where: SQL = sql`true`) => exists(sql`select 1 from ${auditLog} where ${auditLog.action} = ${action} and ${where}`);
const isTrue = (condition: SQL) => sql<boolean>`(${condition})`;

/**
 * The first-run checklist, each step an exists-test in one statement. A setting counts as set
 * once a save changed it (its audit entry) or it differs from the built-in default, so an event
 * restored from a backup without its trail still reads as set up.
 */
export async function setupSteps(db: Db) {
  const c = eventConfig;
  const [row] = await db
    .select({
      event: isTrue(
        sql`${audited('config.update', sql`(${auditLog.details} -> 'eventName' is not null or ${auditLog.details} -> 'startDate' is not null)`)}
          or ${exists(sql`select 1 from ${c} where ${c.eventName} <> ${EVENT.name} or ${c.startDate} <> ${EVENT.startDate}`)}`,
      ),
      people: isTrue(exists(sql`select 1 from ${users} where ${users.role} = 'participant'`)),
      mentors: isTrue(exists(sql`select 1 from ${users} where ${users.role} = 'participant' and ${users.mentorId} is not null`)),
      tasks: isTrue(exists(sql`select 1 from ${tasks} where ${tasks.day} = 'day1' and ${tasks.isActive}`)),
      checkIn: isTrue(sql`${exists(sql`select 1 from ${checkInWindows}`)} or ${audited('check-in.open')}`),
      judging: isTrue(
        sql`${exists(sql`select 1 from ${judgeAssignments} join ${users} on ${users.id} = ${judgeAssignments.judgeId} where ${users.role} = 'judge'`)}
          and (${exists(sql`select 1 from ${judgingCriteria}`)} or ${audited('judging.criteria')} or ${exists(sql`select 1 from ${judgeEvaluations}`)})`,
      ),
      certificates: isTrue(
        sql`${audited('certificate.rules')} or ${exists(
          sql`select 1 from ${c} where ${c.certificateMinAttendancePct} <> ${c.certificateMinAttendancePct.default}
            or ${c.certificateMinGradedPct} <> ${c.certificateMinGradedPct.default}
            or ${c.certificateHackathonParticipation} <> ${c.certificateHackathonParticipation.default}
            or ${c.certificateHackathonWinners} <> ${c.certificateHackathonWinners.default}`,
        )}`,
      ),
    })
    .from(sql`(select 1) as "one"`);
  return row!;
}
