import { z } from 'zod';
import { EVENT } from '../shared/event.ts';
import { DEFAULT_LANDING, LANDING_COMPUTED, LANDING_COUNTS_MAX_AGE_MS, LANDING_ICONS, LANDING_LIMITS as L } from './landing-defaults.ts';
import { optionalLine, optionalText, requiredFreeText, requiredText } from '../shared/text-fields.ts';

/** What the landing editor says beside a field; the API answers the same words. */
export const LANDING_MSG = {
  taglineRequired: 'Tagline is required',
  taglineTooLong: `Tagline must be at most ${L.tagline} characters`,
  introTooLong: `Introduction must be at most ${L.intro} characters`,
  aboutTooLong: `About must be at most ${L.about} characters`,
  statsCount: `Give ${L.statsMin} to ${L.statsMax} stats`,
  statLabelRequired: 'Stat label is required',
  statLabelTooLong: `Stat label must be at most ${L.statLabel} characters`,
  statValueRequired: 'Stat value is required, or choose a computed value',
  statValueTooLong: `Stat value must be at most ${L.statValue} characters`,
  computedInvalid: `Computed value must be one of ${LANDING_COMPUTED.join(', ')}`,
  tracksTooMany: `At most ${L.tracks} tracks`,
  trackNameRequired: 'Track name is required',
  trackNameTooLong: `Track name must be at most ${L.trackName} characters`,
  trackBlurbTooLong: `Track description must be at most ${L.trackBlurb} characters`,
  ideasTooMany: `At most ${L.ideas} ideas per track`,
  ideaRequired: 'Idea must not be empty',
  ideaTooLong: `Idea must be at most ${L.idea} characters`,
  iconInvalid: 'Choose one of the icons',
  curriculumTooMany: `At most ${L.curriculum} curriculum days`,
  dayInvalid: `Day must be a bootcamp day, 1 to ${EVENT.bootcampDays}`,
  curriculumTitleRequired: 'Topic is required',
  curriculumTitleTooLong: `Topic must be at most ${L.curriculumTitle} characters`,
  curriculumTextTooLong: `Description must be at most ${L.curriculumText} characters`,
  rewardsTooMany: `At most ${L.rewards} rewards`,
  rewardTitleRequired: 'Reward title is required',
  rewardTitleTooLong: `Reward title must be at most ${L.rewardTitle} characters`,
  rewardTextTooLong: `Reward description must be at most ${L.rewardText} characters`,
  partnersTooMany: `At most ${L.partners} partners`,
  partnerRequired: 'Partner name is required',
  partnerTooLong: `Partner name must be at most ${L.partner} characters`,
  faqTooMany: `At most ${L.faq} questions`,
  questionRequired: 'Question is required',
  questionTooLong: `Question must be at most ${L.question} characters`,
  answerRequired: 'Answer is required',
  answerTooLong: `Answer must be at most ${L.answer} characters`,
  listInvalid: 'Must be a list',
  saved: 'Landing page saved',
} as const;

/**
 * A list whose length is checked before any item is: a hostile list of a million entries is
 * refused by its count, without a million item checks.
 */
const boundedList = <T extends z.ZodType>(item: T, max: number, tooManyMsg: string, min = 0) =>
  z.array(z.unknown(), { error: LANDING_MSG.listInvalid }).min(min, { error: tooManyMsg }).max(max, { error: tooManyMsg, abort: true }).pipe(z.array(item));

const icon = z.enum(LANDING_ICONS, { error: LANDING_MSG.iconInvalid });
const text = (max: number, msg: string) => optionalText(max, msg).default('');

const statInput = z
  .object({
    label: requiredText(LANDING_MSG.statLabelRequired, L.statLabel, LANDING_MSG.statLabelTooLong),
    value: optionalLine(L.statValue, LANDING_MSG.statValueTooLong).optional(),
    computed: z.enum(LANDING_COMPUTED, { error: LANDING_MSG.computedInvalid }).optional(),
  })
  // A computed stat's value is the server's: whatever was sent for it is dropped.
  .transform(({ label, value, computed }, ctx) => {
    if (computed) return { label, value: '', computed };
    if (!value) {
      ctx.issues.push({ code: 'custom', message: LANDING_MSG.statValueRequired, path: ['value'], input: value });
      return z.NEVER;
    }
    return { label, value };
  });

const trackInput = z.object({
  name: requiredText(LANDING_MSG.trackNameRequired, L.trackName, LANDING_MSG.trackNameTooLong),
  blurb: text(L.trackBlurb, LANDING_MSG.trackBlurbTooLong),
  ideas: boundedList(requiredText(LANDING_MSG.ideaRequired, L.idea, LANDING_MSG.ideaTooLong), L.ideas, LANDING_MSG.ideasTooMany).default([]),
  icon,
});

const dayInput = z.object({
  day: z.number({ error: LANDING_MSG.dayInvalid }).int({ error: LANDING_MSG.dayInvalid }).min(1, { error: LANDING_MSG.dayInvalid }).max(EVENT.bootcampDays, {
    error: LANDING_MSG.dayInvalid,
  }),
  title: requiredText(LANDING_MSG.curriculumTitleRequired, L.curriculumTitle, LANDING_MSG.curriculumTitleTooLong),
  text: text(L.curriculumText, LANDING_MSG.curriculumTextTooLong),
});

const rewardInput = z.object({
  title: requiredText(LANDING_MSG.rewardTitleRequired, L.rewardTitle, LANDING_MSG.rewardTitleTooLong),
  text: text(L.rewardText, LANDING_MSG.rewardTextTooLong),
  icon,
});

const faqInput = z.object({
  q: requiredText(LANDING_MSG.questionRequired, L.question, LANDING_MSG.questionTooLong),
  a: requiredFreeText(LANDING_MSG.answerRequired, L.answer, LANDING_MSG.answerTooLong),
});

/**
 * `PUT /config/landing`: the whole set. `tagline` and `stats` are required; a section left out
 * keeps the built-in default, an empty list hides it. What GET answers is accepted unchanged.
 */
export const landingContentSchema = z
  .object({
    tagline: requiredText(LANDING_MSG.taglineRequired, L.tagline, LANDING_MSG.taglineTooLong),
    intro: optionalText(L.intro, LANDING_MSG.introTooLong).default(DEFAULT_LANDING.intro),
    about: optionalText(L.about, LANDING_MSG.aboutTooLong).default(DEFAULT_LANDING.about),
    stats: boundedList(statInput, L.statsMax, LANDING_MSG.statsCount, L.statsMin),
    tracks: boundedList(trackInput, L.tracks, LANDING_MSG.tracksTooMany).default(DEFAULT_LANDING.tracks),
    curriculum: boundedList(dayInput, L.curriculum, LANDING_MSG.curriculumTooMany).default(DEFAULT_LANDING.curriculum),
    rewards: boundedList(rewardInput, L.rewards, LANDING_MSG.rewardsTooMany).default(DEFAULT_LANDING.rewards),
    partners: boundedList(requiredText(LANDING_MSG.partnerRequired, L.partner, LANDING_MSG.partnerTooLong), L.partners, LANDING_MSG.partnersTooMany).default(
      DEFAULT_LANDING.partners,
    ),
    faq: boundedList(faqInput, L.faq, LANDING_MSG.faqTooMany).default(DEFAULT_LANDING.faq),
  })
  .strict();
export type LandingContentInput = z.input<typeof landingContentSchema>;

/** `GET /config/landing` (and PUT's answer): computed stats carry the server's value. */
export const landingSchema = z
  .object({
    tagline: z.string().describe('The headline of the first screen'),
    intro: z.string().describe('The line under the headline'),
    about: z.string().describe('The About section; a blank line starts a new paragraph'),
    stats: z
      .array(
        z.object({
          label: z.string(),
          value: z.string(),
          computed: z
            .enum(LANDING_COMPUTED)
            .optional()
            .describe(`Set: the server fills \`value\` from the event (counts may be up to ${LANDING_COUNTS_MAX_AGE_MS / 1000} s old)`),
        }),
      )
      .describe('The numbers of the first screen'),
    tracks: z.array(z.object({ name: z.string(), blurb: z.string(), ideas: z.array(z.string()), icon: z.enum(LANDING_ICONS) })),
    curriculum: z.array(z.object({ day: z.number().int(), title: z.string(), text: z.string() })).describe('One topic per bootcamp day'),
    rewards: z.array(z.object({ title: z.string(), text: z.string(), icon: z.enum(LANDING_ICONS) })),
    partners: z.array(z.string()),
    faq: z.array(z.object({ q: z.string(), a: z.string() })),
  })
  .meta({ id: 'LandingContent' });
