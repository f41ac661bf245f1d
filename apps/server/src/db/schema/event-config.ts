import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    /** A grade needs feedback text beside the score (the spec's rule); off, a mentor may save a score alone. */
    gradeFeedbackRequired: boolean('grade_feedback_required').notNull().default(true),
    /** Participants see other participants' emails; off by default (privacy), staff always do. */
    showParticipantEmails: boolean('show_participant_emails').notNull().default(false),
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
    /** The landing page's date line; null follows the start date ("August 04-15, 2025"). */
    publicDates: text('public_dates'),
    /** The landing page's countdown, a wall-clock time of the event's zone; null follows the dates (day 11, 10:00). */
    countdownTarget: timestamp('countdown_target', { mode: 'string' }),
    prizePool: text('prize_pool').notNull().default('₹35,000'),
    /** The IANA zone the event's days and every shown time are in. */
    timeZone: text('time_zone').notNull().default('Asia/Kolkata'),
    /** Added in front of a phone number typed without one ("+91"). */
    phoneCountryCode: text('phone_country_code').notNull().default('+91'),
    /** Where people open the app (printed on certificates and check-in codes, in mailed links); null: PUBLIC_URL, else the browser's address. */
    publicUrl: text('public_url'),
    /** The landing page's edition texts (tagline, about, stats, tracks, ...); null shows the built-in defaults. */
    landing: jsonb('landing').$type<Record<string, unknown>>(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('event_config_single_row', sql`${t.id} = 1`),
    check('event_config_certificate_pcts_check', sql`${t.certificateMinAttendancePct} between 0 and 100 and ${t.certificateMinGradedPct} between 0 and 100`),
  ],
);
