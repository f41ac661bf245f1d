import { z } from 'zod';
import { isoDateTime } from '../shared/api-envelope.ts';
import { idFilter } from '../shared/route-params.ts';
import { EVENT } from '../shared/event.ts';
import { JUDGING } from '../judging/judging-rules.ts';
import { SCORE_RULES } from '../leaderboard/leaderboard-schemas.ts';

/** The figures' fixed rules: the at-risk list's thresholds and the score histogram's shape. */
export const INSIGHTS = {
  /** Absent on at least this many of the last `recentDays` bootcamp days up to today. */
  absentDays: 2,
  recentDays: 3,
  /** No submission for the tasks of this many of the latest task days whose due time has passed. */
  missedTaskDays: 2,
  /** Bars of the score distribution (equal widths from 0 to the top score). */
  scoreBins: 10,
  /** The place whose cumulative score a participant's chart shows beside the median. */
  comparePlace: 10,
  /** The cohort's median and place are built again at most this often (each build reads every grade and mark). */
  cohortRebuildSeconds: 5,
} as const;

export const AT_RISK_REASONS = ['absent', 'no-submissions', 'unmarked-yesterday'] as const;
export type AtRiskReason = (typeof AT_RISK_REASONS)[number];

/** What the at-risk list says for each reason, built from the thresholds above. */
export const AT_RISK_TEXT: Record<AtRiskReason, string> = {
  absent: `Absent ${INSIGHTS.absentDays} of the last ${INSIGHTS.recentDays} days`,
  'no-submissions': `No submission for ${INSIGHTS.missedTaskDays} task days`,
  'unmarked-yesterday': 'No attendance recorded yesterday',
};

export const INSIGHTS_MSG = {
  loadFailed: 'Failed to load the charts. Please try again.', // ours
  mentorNotFound: 'Mentor not found', // ours
  mentorRequired: "Choose a mentor to see their group's charts", // ours
  notYourGroup: 'You can see the charts of your own group only', // ours
} as const;

const count = z.number().int().min(0);
const bootcampDay = z
  .number()
  .int()
  .min(1)
  .max(EVENT.totalDays)
  .describe(`The event day (1-${EVENT.bootcampDays} bootcamp, ${EVENT.bootcampDays + 1}-${EVENT.totalDays} hackathon)`);

export const insightsAttendanceDaySchema = z
  .object({
    day: bootcampDay,
    date: z.iso.date(),
    present: count,
    late: count,
    absent: count,
    unmarked: count.describe('Participants with no record that day; 0 for a day to come'),
    upcoming: z.boolean().describe("A day after the event's today: every count is 0"),
  })
  .meta({ id: 'InsightsAttendanceDay' });
export type InsightsAttendanceDay = z.infer<typeof insightsAttendanceDaySchema>;

export const insightsSubmissionsDaySchema = z
  .object({
    day: bootcampDay,
    tasks: count.describe('Active tasks of that day'),
    submitted: count.describe("The counted participants' submissions (any status) for that day's active tasks"),
    graded: count.describe('Of those, graded'),
    late: count.describe('Of those, handed in after the due date (as judged when handed in)'),
  })
  .meta({ id: 'InsightsSubmissionsDay' });
export type InsightsSubmissionsDay = z.infer<typeof insightsSubmissionsDaySchema>;

export const insightsScoreBinSchema = z
  .object({
    from: z.number().int().describe('Lowest total score in the bar (inclusive)'),
    to: z.number().int().describe('Highest total score in the bar (inclusive)'),
    count,
  })
  .meta({ id: 'InsightsScoreBin' });

export const insightsJudgeSchema = z
  .object({
    judgeId: z.uuid(),
    name: z.string(),
    evaluations: count.describe('Round scores this judge has given'),
    mean: z.number().nullable().describe(`Mean raw round score (${JUDGING.scoreMin}-${JUDGING.scoreMax}) of those, to 2 decimals; null with none`),
    sd: z.number().nullable().describe('Their standard deviation (population), to 2 decimals; null with none'),
  })
  .meta({ id: 'InsightsJudge' });

export const checkInMinuteSchema = z.object({ minute: isoDateTime.describe('The start of the minute'), count });

export const checkInArrivalsSchema = z
  .object({
    windowId: z.uuid(),
    date: z.iso.date(),
    opensAt: isoDateTime,
    closesAt: isoDateTime.describe("When it closed or closes: its owner's early close, else its end"),
    expectedCount: count.describe("The active bootcamp participants it admits (a mentor's window: theirs)"),
    checkedInCount: count.describe(
      "Participants who checked in through it (the sum of perMinute): each one's first check-in, from the audit trail, so a later correction of the mark does not take it away",
    ),
    perMinute: z.array(checkInMinuteSchema).describe('Every minute from the opening to the close (or now), zeros included'),
  })
  .meta({ id: 'InsightsCheckInArrivals' });

/** GET /insights/event: the superadmin's Overview charts. */
export const eventInsightsSchema = z
  .object({
    participants: count.describe('Active bootcamp participants the attendance counts are over'),
    attendanceByDay: z.array(insightsAttendanceDaySchema).describe('The 10 bootcamp days in order'),
    submissionsByDay: z
      .array(insightsSubmissionsDaySchema)
      .describe('The 10 bootcamp days in order, by the day of the task (inactive tasks left out), over the same participants'),
    scoreDistribution: z
      .array(insightsScoreBinSchema)
      .describe(
        `Active bootcamp participants by total score, in ${INSIGHTS.scoreBins} bars of one integer width w = max(1, ceil((top score + 1) / ${INSIGHTS.scoreBins})): bar i holds w*i to w*(i+1)-1, so the last one reaches the top score; every bar is present, zeros included (all scores 0: bars of width 1, the first holding everyone)`,
      ),
    judges: z.array(insightsJudgeSchema).describe('Every judge, and any other account that left round scores behind, by name'),
    checkIns: checkInArrivalsSchema.nullable().describe('The latest check-in window by opening (any owner); null before the first'),
  })
  .meta({ id: 'EventInsights' });
export type EventInsights = z.infer<typeof eventInsightsSchema>;

export const atRiskSchema = z
  .object({
    participantId: z.uuid(),
    name: z.string(),
    reasons: z.array(z.enum(AT_RISK_REASONS)).min(1).describe('See AT_RISK_TEXT for what each says'),
  })
  .meta({ id: 'AtRiskParticipant' });
export type AtRiskParticipant = z.infer<typeof atRiskSchema>;

export const mentorInsightsQuerySchema = z.object({
  mentorId: idFilter().describe("A superadmin's choice of mentor; a mentor always gets their own"),
});

/** GET /insights/mentor: a mentor's group. */
export const mentorInsightsSchema = z
  .object({
    mentorId: z.uuid(),
    participants: count.describe('Active bootcamp participants assigned to the mentor'),
    attendanceByDay: z.array(insightsAttendanceDaySchema).describe("As the event's, over the mentor's participants"),
    submissionsByDay: z.array(insightsSubmissionsDaySchema).describe("As the event's, over the mentor's participants"),
    atRisk: z
      .array(atRiskSchema)
      .describe(
        `The mentor's participants with a reason, most reasons first, then by name. absent: absent records on at least ${INSIGHTS.absentDays} of the last ${INSIGHTS.recentDays} bootcamp days up to and including today. no-submissions: no submission (any status) for any active task of the latest ${INSIGHTS.missedTaskDays} due task days (a bootcamp day is due once every active task of it is past its due date, or past the midnight ending its day without one; fewer due days: never). unmarked-yesterday: yesterday was a bootcamp day and has no record of theirs.`,
      ),
  })
  .meta({ id: 'MentorInsights' });
export type MentorInsights = z.infer<typeof mentorInsightsSchema>;

export const myScoreDaySchema = z
  .object({
    day: bootcampDay,
    date: z.iso.date(),
    me: z
      .number()
      .int()
      .nullable()
      .describe(`My cumulative score through that day (${SCORE_RULES.pointsPerPresentDay} per present day plus grades of its tasks); null for a day to come`),
    median: z
      .number()
      .nullable()
      .describe(
        'The median cumulative score of the active bootcamp participants (the mean of the two middle ones for an even count); null for a day to come or with none',
      ),
    top10: z
      .number()
      .int()
      .nullable()
      .describe(`The cumulative score of place ${INSIGHTS.comparePlace}; null for a day to come or with fewer than ${INSIGHTS.comparePlace} participants`),
  })
  .meta({ id: 'MyScoreDay' });
export type MyScoreDay = z.infer<typeof myScoreDaySchema>;

/** GET /insights/me: a bootcamp participant's own progress. */
export const myInsightsSchema = z
  .object({
    scoreByDay: z
      .array(myScoreDaySchema)
      .describe(
        "The 10 bootcamp days in order, today included. Counted as users.totalScore is: a present record on its date's day (one dated before day 1 on day 1), a late or absent one nothing, a grade (of any task, active or not) on its task's day; so today's `me` is the total when nothing is dated after it, and marks of hackathon days or grades of their tasks are in no bootcamp day",
      ),
    streak: z.object({
      current: count.describe(
        'Present (or late) days in a row over the bootcamp days that have come, ending with the latest day that has a record (0 when that record is an absence); a day without a record breaks a run',
      ),
      best: count.describe('The longest such run'),
    }),
  })
  .meta({ id: 'MyInsights' });
export type MyInsights = z.infer<typeof myInsightsSchema>;
