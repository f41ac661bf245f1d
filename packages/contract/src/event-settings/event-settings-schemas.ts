import { z } from 'zod';
import { isTimeZone } from '../shared/event-days.ts';
import { requiredText } from '../shared/text-fields.ts';

export const SETTINGS_LIMITS = {
  eventNameMax: 60,
  publicDatesMax: 60,
  prizePoolMax: 30,
  /** A country code is a + and at most this many digits (ITU E.164). */
  countryCodeDigitsMax: 4,
} as const;

/** What the settings screen says beside a field; the API answers the same words. */
export const SETTINGS_MSG = {
  eventNameRequired: 'Event name is required',
  eventNameTooLong: `Event name must be at most ${SETTINGS_LIMITS.eventNameMax} characters`,
  startDateInvalid: 'Start date must be a date like 2025-08-04',
  countdownInvalid: 'Countdown target must be a local date and time like 2025-08-14T10:00:00',
  publicDatesRequired: 'Public date line is required',
  publicDatesTooLong: `Public date line must be at most ${SETTINGS_LIMITS.publicDatesMax} characters`,
  prizePoolRequired: 'Prize pool is required',
  prizePoolTooLong: `Prize pool must be at most ${SETTINGS_LIMITS.prizePoolMax} characters`,
  timeZoneInvalid: 'Time zone must be an IANA name like Asia/Kolkata',
  phoneCountryCodeInvalid: `Country code must be a + and 1 to ${SETTINGS_LIMITS.countryCodeDigitsMax} digits, like +91`,
  publicUrlInvalid: 'Public address must be a web address like https://camp.example.edu',
  nothingToUpdate: 'Nothing to update',
  /** The 409 of a date move that would put records on other event days; only counts above 0 are named. */
  datesWouldMove: (counts: { attendance: number; submissions: number; checkInWindows: number }) => {
    const parts = [
      counts.attendance && `${counts.attendance} attendance ${counts.attendance === 1 ? 'record' : 'records'}`,
      counts.submissions && `${counts.submissions} ${counts.submissions === 1 ? 'submission' : 'submissions'}`,
      counts.checkInWindows && `${counts.checkInWindows} check-in ${counts.checkInWindows === 1 ? 'window' : 'windows'}`,
    ].filter((p): p is string => Boolean(p));
    const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
    return `Moving the dates moves ${list} to other event days. Save again to move them.`;
  },
  saved: 'Settings saved',
  /** The Settings switch "Show participant emails", on and off. */
  participantEmailsOn: "Participants see each other's emails on the leaderboard, in teams and in votes",
  participantEmailsOff: "Only staff see participants' emails",
} as const;

const timeZone = z
  .string({ error: SETTINGS_MSG.timeZoneInvalid })
  .trim()
  .max(64, { error: SETTINGS_MSG.timeZoneInvalid, abort: true })
  .refine((v) => /^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(v) && isTimeZone(v), { error: SETTINGS_MSG.timeZoneInvalid });

const phoneCountryCode = z
  .string({ error: SETTINGS_MSG.phoneCountryCodeInvalid })
  .trim()
  .max(SETTINGS_LIMITS.countryCodeDigitsMax + 1, { error: SETTINGS_MSG.phoneCountryCodeInvalid, abort: true })
  .regex(new RegExp(`^\\+[1-9][0-9]{0,${SETTINGS_LIMITS.countryCodeDigitsMax - 1}}$`), { error: SETTINGS_MSG.phoneCountryCodeInvalid });

/** An http(s) origin, maybe with a path; stored without a trailing slash. */
const publicUrl = z
  .string({ error: SETTINGS_MSG.publicUrlInvalid })
  .trim()
  .max(200, { error: SETTINGS_MSG.publicUrlInvalid, abort: true })
  .refine(
    (v) => {
      if (v === '') return true;
      try {
        const url = new URL(v);
        return (url.protocol === 'https:' || url.protocol === 'http:') && !url.search && !url.hash && !url.username && !url.password;
      } catch {
        return false;
      }
    },
    { error: SETTINGS_MSG.publicUrlInvalid },
  )
  .transform((v) => (v === '' ? null : v.replace(/\/+$/, '')));

const localDateTime = z.iso.datetime({ local: true, error: SETTINGS_MSG.countdownInvalid });

/**
 * The event's settings as `GET /config/config` answers them. Every field is one that
 * `PUT /config/config` accepts, so an answer sent back unchanged is a valid update.
 */
export const eventSettingsSchema = z
  .object({
    teamFormationEnabled: z.boolean(),
    votingEnabled: z.boolean(),
    selfCheckInEnabled: z.boolean().describe('Bootcamp participants may check themselves in on event days (POST /attendance)'),
    registrationOpen: z.boolean().describe('Public self-registration; a superadmin can still create accounts while it is closed'),
    projectSubmissionEnabled: z.boolean().describe("Team leaders may edit their team's project (PUT /teams/:id/project); off by default"),
    blindVoting: z.boolean().describe("Voters see another team's average and vote count only once they have rated it; off by default"),
    resultsPublished: z.boolean().describe('The public results page (GET /results) shows the winners and every project'),
    showFutureTasks: z.boolean().describe("Participants see the tasks of days after today (the event's day); on by default, off shows them tasks up to today"),
    gradeFeedbackRequired: z.boolean().describe('A grade needs feedback text beside the score; on by default (the spec), off lets a mentor save a score alone'),
    showParticipantEmails: z
      .boolean()
      .describe("Participants see other participants' emails (leaderboard, teams, votes); off by default, staff always see them"),
    eventName: z.string(),
    startDate: z.iso.date().describe('Day 1 of the event, a calendar date in the event’s time zone'),
    timeZone: z.string().describe("The IANA time zone of the event ('Asia/Kolkata'): today, event days, due dates and every shown time follow it"),
    publicDates: z.string().describe("The landing page's date line: while publicDatesFollowDates is true it is made from the start date"),
    publicDatesFollowDates: z.boolean().describe('True: the date line follows the start date; false: publicDates is the organiser’s own text'),
    countdownTarget: z.string().describe("The landing page's countdown, a local date and time of the event's zone, e.g. 2025-08-14T10:00:00"),
    countdownFollowsDates: z
      .boolean()
      .describe("True: the countdown is day 11 (the hackathon's first morning) at 10:00; false: countdownTarget is the organiser's"),
    prizePool: z.string(),
    phoneCountryCode: z.string().describe('Put in front of a phone number typed without a country code, e.g. +91'),
    publicUrl: z
      .string()
      .nullable()
      .describe('Where people open the app: printed on certificates and check-in codes and used in mailed links; null when not set'),
  })
  .meta({ id: 'EventSettings' });
export type EventSettings = z.infer<typeof eventSettingsSchema>;

/**
 * A change of settings: any subset of what GET answers. A follow flag that is true makes its
 * value follow the dates (the value sent beside it is ignored); a value sent without its flag is
 * the organiser's own. Moving the start date or the time zone while attendance, submissions or
 * check-ins exist needs `confirmDateChange: true` (409 otherwise).
 */
export const configUpdateSchema = z
  .object({
    teamFormationEnabled: z.boolean().optional(),
    votingEnabled: z.boolean().optional(),
    selfCheckInEnabled: z.boolean().optional(),
    registrationOpen: z.boolean().optional(),
    projectSubmissionEnabled: z.boolean().optional(),
    blindVoting: z.boolean().optional(),
    resultsPublished: z.boolean().optional(),
    showFutureTasks: z.boolean().optional(),
    gradeFeedbackRequired: z.boolean().optional(),
    showParticipantEmails: z.boolean().optional(),
    eventName: requiredText(SETTINGS_MSG.eventNameRequired, SETTINGS_LIMITS.eventNameMax, SETTINGS_MSG.eventNameTooLong).optional(),
    startDate: z.iso.date({ error: SETTINGS_MSG.startDateInvalid }).optional(),
    timeZone: timeZone.optional(),
    publicDates: requiredText(SETTINGS_MSG.publicDatesRequired, SETTINGS_LIMITS.publicDatesMax, SETTINGS_MSG.publicDatesTooLong).optional(),
    publicDatesFollowDates: z.boolean().optional(),
    countdownTarget: localDateTime.optional(),
    countdownFollowsDates: z.boolean().optional(),
    prizePool: requiredText(SETTINGS_MSG.prizePoolRequired, SETTINGS_LIMITS.prizePoolMax, SETTINGS_MSG.prizePoolTooLong).optional(),
    phoneCountryCode: phoneCountryCode.optional(),
    publicUrl: publicUrl.nullable().optional(),
    confirmDateChange: z.boolean().optional().describe('Move the dates even though attendance, submissions or check-ins would move to another day'),
  })
  .strict()
  .refine((v) => Object.entries(v).some(([k, x]) => k !== 'confirmDateChange' && x !== undefined), { error: SETTINGS_MSG.nothingToUpdate });
export type ConfigUpdateInput = z.input<typeof configUpdateSchema>;
