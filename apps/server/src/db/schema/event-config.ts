import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';

/**
 * The single row of event settings: the two switches, and the event's identity so the next
 * edition needs no code change. Defaults are the spec's values.
 */
export const eventConfig = pgTable(
  'event_config',
  {
    id: integer('id').primaryKey().default(1),
    teamFormationEnabled: boolean('team_formation_enabled').notNull().default(true),
    votingEnabled: boolean('voting_enabled').notNull().default(false),
    /** Public self-registration; the superadmin closes it when the event is full or over. */
    registrationOpen: boolean('registration_open').notNull().default(true),
    /** Participants may check themselves in on event days; off by default, mentors mark. */
    selfCheckInEnabled: boolean('self_check_in_enabled').notNull().default(false),
    /** Team leaders may edit their team's project (hackathon days); off until the organiser opens it. */
    projectSubmissionEnabled: boolean('project_submission_enabled').notNull().default(false),
    /** Voters see another team's average and count only after rating it; off keeps the spec's screen. */
    blindVoting: boolean('blind_voting').notNull().default(false),
    /** The public /results page shows the winners and every project once this is on. */
    resultsPublished: boolean('results_published').notNull().default(false),
    /** Participants see the tasks of days still to come; off, they get tasks up to today only. */
    showFutureTasks: boolean('show_future_tasks').notNull().default(true),
    /** When voting was last switched on: only teams that existed then may vote. */
    votingOpenedAt: timestamp('voting_opened_at', { withTimezone: true, mode: 'date' }),
    /** Bootcamp completion certificate: minimum attendance, % of the event's bootcamp days. */
    certificateMinAttendancePct: integer('certificate_min_attendance_pct').notNull().default(80),
    /** Bootcamp completion certificate: minimum graded submissions, % of the active tasks. */
    certificateMinGradedPct: integer('certificate_min_graded_pct').notNull().default(70),
    /** Whether every hackathon team member gets a participation certificate. */
    certificateHackathonParticipation: boolean('certificate_hackathon_participation').notNull().default(true),
    /** Whether the members of the top 3 teams (judge-normalised result) get a winner's certificate. */
    certificateHackathonWinners: boolean('certificate_hackathon_winners').notNull().default(true),
    eventName: text('event_name').notNull().default('HackCamp'),
    startDate: date('start_date', { mode: 'string' }).notNull().default('2025-08-04'),
    publicDates: text('public_dates').notNull().default('August 04-15, 2025'),
    countdownTarget: timestamp('countdown_target', { mode: 'string' }).notNull().default('2025-08-14 10:00:00'),
    prizePool: text('prize_pool').notNull().default('₹35,000'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('event_config_single_row', sql`${t.id} = 1`),
    check('event_config_certificate_pcts_check', sql`${t.certificateMinAttendancePct} between 0 and 100 and ${t.certificateMinGradedPct} between 0 and 100`),
  ],
);
