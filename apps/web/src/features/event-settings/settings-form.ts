import { z } from 'zod';
import {
  SETTINGS_MSG,
  configUpdateSchema,
  countdownTargetFor,
  isCalendarDate,
  publicDatesFor,
  type ConfigUpdateInput,
  type EventSettings,
} from '@hackcamp/contract';

// The settings screen's form: what it holds, how it is checked (the contract's own rules, so the
// screen says what the API would), and which changes a save sends.

export const SWITCH_NAMES = [
  'registrationOpen',
  'selfCheckInEnabled',
  'teamFormationEnabled',
  'votingEnabled',
  'projectSubmissionEnabled',
  'blindVoting',
  'showFutureTasks',
  'gradeFeedbackRequired',
  'showParticipantEmails',
  'resultsPublished',
] as const;
export type SettingsSwitch = (typeof SWITCH_NAMES)[number];

const shape = configUpdateSchema.shape;
const localDateTime = z.iso.datetime({ local: true });

export const settingsFormSchema = z
  .object({
    eventName: shape.eventName.unwrap(),
    startDate: shape.startDate.unwrap(),
    timeZone: shape.timeZone.unwrap(),
    countdownFollowsDates: z.boolean(),
    // A `datetime-local` field: 'YYYY-MM-DDTHH:mm', checked only when the organiser writes their own.
    countdownTarget: z.string(),
    publicDatesFollowDates: z.boolean(),
    publicDates: z.string(),
    prizePool: shape.prizePool.unwrap(),
    phoneCountryCode: shape.phoneCountryCode.unwrap(),
    publicUrl: z.string().pipe(shape.publicUrl.unwrap().unwrap()),
    registrationOpen: z.boolean(),
    selfCheckInEnabled: z.boolean(),
    teamFormationEnabled: z.boolean(),
    votingEnabled: z.boolean(),
    projectSubmissionEnabled: z.boolean(),
    blindVoting: z.boolean(),
    showFutureTasks: z.boolean(),
    gradeFeedbackRequired: z.boolean(),
    showParticipantEmails: z.boolean(),
    resultsPublished: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (!v.countdownFollowsDates && !localDateTime.safeParse(v.countdownTarget).success)
      ctx.addIssue({ code: 'custom', path: ['countdownTarget'], message: SETTINGS_MSG.countdownInvalid });
    if (!v.publicDatesFollowDates) {
      const problem = shape.publicDates.safeParse(v.publicDates).error?.issues[0]?.message;
      if (problem) ctx.addIssue({ code: 'custom', path: ['publicDates'], message: problem });
    }
  });

export type SettingsFormValues = z.input<typeof settingsFormSchema>;
export type SettingsFormOutput = z.output<typeof settingsFormSchema>;
export type SettingsField = keyof SettingsFormValues;

/** The form's values for the settings the server holds. */
export function formValuesOf(s: EventSettings): SettingsFormValues {
  return {
    eventName: s.eventName,
    startDate: s.startDate,
    timeZone: s.timeZone,
    countdownFollowsDates: s.countdownFollowsDates,
    countdownTarget: s.countdownTarget.replace(' ', 'T').slice(0, 16),
    publicDatesFollowDates: s.publicDatesFollowDates,
    publicDates: s.publicDates,
    prizePool: s.prizePool,
    phoneCountryCode: s.phoneCountryCode,
    publicUrl: s.publicUrl ?? '',
    ...(Object.fromEntries(SWITCH_NAMES.map((name) => [name, s[name]])) as Record<SettingsSwitch, boolean>),
  };
}

const FIELD_NAMES = new Set<string>(Object.keys(settingsFormSchema.shape));
/** True for a field the form shows, so a server's field error can sit beside it. */
export const isSettingsField = (name: string): name is SettingsField => FIELD_NAMES.has(name);

/**
 * What a save sends: the fields that differ from what the server holds. A value that follows the
 * dates goes as its flag alone; the organiser's own goes with its flag off, so the two never disagree.
 */
export function changesOf(saved: EventSettings, v: SettingsFormOutput): ConfigUpdateInput {
  const body: Record<string, unknown> = {};
  const plain = ['eventName', 'startDate', 'timeZone', 'prizePool', 'phoneCountryCode', 'publicUrl', ...SWITCH_NAMES] as const;
  for (const name of plain) if (v[name] !== saved[name]) body[name] = v[name];

  const target = v.countdownTarget.length === 16 ? `${v.countdownTarget}:00` : v.countdownTarget;
  if (v.countdownFollowsDates) {
    if (!saved.countdownFollowsDates) body.countdownFollowsDates = true;
  } else if (saved.countdownFollowsDates || target !== saved.countdownTarget) Object.assign(body, { countdownFollowsDates: false, countdownTarget: target });

  const dates = v.publicDates.trim();
  if (v.publicDatesFollowDates) {
    if (!saved.publicDatesFollowDates) body.publicDatesFollowDates = true;
  } else if (saved.publicDatesFollowDates || dates !== saved.publicDates) Object.assign(body, { publicDatesFollowDates: false, publicDates: dates });
  return body as ConfigUpdateInput;
}

/** What following the dates gives for a start date being typed (null until it is a real date). */
export function followedValues(startDate: string): { publicDates: string; countdownTarget: string } | null {
  return isCalendarDate(startDate) ? { publicDates: publicDatesFor(startDate), countdownTarget: countdownTargetFor(startDate) } : null;
}
