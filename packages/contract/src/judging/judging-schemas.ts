import { z } from 'zod';
import { pageLimit, pageNumber, searchFilter, uuidParam } from '../shared/route-params.ts';
import { isOneLine, oneLine, optionalText, stripInvisible } from '../shared/text-fields.ts';
import { JUDGING, type Round } from './judging-rules.ts';
import { orList } from '../shared/limit-text.ts';

const scoreRange = `from ${JUDGING.scoreMin} to ${JUDGING.scoreMax}`;
/** A round as a path writes it: exactly the digit ("01", "1.0" or "0x1" read as numbers would pass too). */
const roundTexts = JUDGING.rounds.map(String) as [`${Round}`, ...`${Round}`[]];

export const JUDGE_MSG = {
  loadFailed: 'Failed to load teams or evaluations.',
  loadTeamFailed: 'Failed to load team',
  loadEvaluationFailed: 'Failed to load evaluation',
  notAllowed: 'You are not allowed to evaluate this team',
  saveFailed: 'Failed to save',
  saved: 'Saved successfully',
  noTeams: 'No teams have been assigned to you for evaluation yet.',
  completed: '✅ Completed',
  pending: '⏳ Pending',
  roundInvalid: `Round must be ${orList(JUDGING.rounds)}`, // ours
  scoreInvalid: `Score must be a whole number ${scoreRange}`, // ours
  feedbackTooLong: `Feedback must be at most ${JUDGING.feedbackMax} characters`, // ours
  loadResultsFailed: 'Failed to load results', // ours
  removeTeamFailed: 'Failed to remove team', // ours
  roundClosed: (round: number) => `Round ${round} is closed for scoring`, // ours
  scoreOrCriteria: 'Send either a total score or a score for each criterion', // ours
  criterionScoreInvalid: `Each criterion needs a whole number ${scoreRange}`, // ours
  criteriaMismatch: 'Score every criterion of the current rubric exactly once; reload the page if the rubric just changed', // ours
  criteriaCount: `The rubric needs ${JUDGING.criteriaMin} to ${JUDGING.criteriaMax} criteria`, // ours
  criterionNameRequired: 'Give the criterion a name', // ours
  criterionNameTooLong: `A criterion name can be at most ${JUDGING.criterionNameMax} characters`, // ours
  criterionDescriptionTooLong: `A description can be at most ${JUDGING.criterionDescriptionMax} characters`, // ours
  criterionWeightInvalid: `Weight must be a whole number from ${JUDGING.weightMin} to ${JUDGING.weightMax}`, // ours
  criterionNameTaken: 'Two criteria cannot have the same name', // ours
  criterionUnknown: 'That criterion is no longer in the rubric; reload the page', // ours
  criteriaSaved: 'Criteria saved', // ours
  roundOpened: (round: number) => `Round ${round} is open for scoring`, // ours
  roundClosedNow: (round: number) => `Round ${round} is closed`, // ours
  loadSetupFailed: 'Failed to load rounds and criteria', // ours
  normalisedExplained:
    "Normalised: each judge's scores are turned into z-scores against that judge's own average and spread, then averaged per team, so a harsh or lenient judge does not decide the ranking (0 is an average team; a judge with a single score or identical scores counts as 0).", // ours
} as const;

/** The path of one evaluation: the team and the round (1-3). */
export const evaluationParamsSchema = z.object({
  teamId: uuidParam(JUDGE_MSG.notAllowed),
  round: z.enum(roundTexts, { error: JUDGE_MSG.roundInvalid }).transform((r): Round => Number(r) as Round),
});

const wholeScore = (msg: string) => z.number({ error: msg }).int({ error: msg }).min(JUDGING.scoreMin, { error: msg }).max(JUDGING.scoreMax, { error: msg });

/**
 * POST /judge/evaluations/{teamId}/{round}: either the spec's total (`score`, as the seed sends
 * it) or one 1-10 score per criterion of the rubric, from which the server computes the round
 * score. Which criteria the rubric has is the service's to check.
 */
export const evaluationInputSchema = z
  .object({
    score: wholeScore(JUDGE_MSG.scoreInvalid).optional(),
    criteria: z
      .array(
        z.object({
          criterionId: z.string({ error: JUDGE_MSG.criteriaMismatch }).max(64, { error: JUDGE_MSG.criteriaMismatch }),
          score: wholeScore(JUDGE_MSG.criterionScoreInvalid),
        }),
        {
          error: JUDGE_MSG.criteriaMismatch,
        },
      )
      .min(JUDGING.criteriaMin, { error: JUDGE_MSG.criteriaMismatch })
      .max(JUDGING.criteriaMax, { error: JUDGE_MSG.criteriaMismatch })
      .optional(),
    feedback: optionalText(JUDGING.feedbackMax, JUDGE_MSG.feedbackTooLong)
      .nullish()
      .transform((v) => v ?? ''),
  })
  .refine((v) => (v.score === undefined) !== (v.criteria === undefined), { error: JUDGE_MSG.scoreOrCriteria, path: ['score'] });
export type EvaluationInput = z.input<typeof evaluationInputSchema>;

/**
 * The round score from criteria: the weighted mean, rounded half up to one decimal. Worked in
 * whole numbers (tenths), so 7.25 becomes 7.3 and never 7.2 by a binary fraction.
 */
export function roundScoreOf(criteria: readonly { weight: number; score: number }[]): number {
  const total = criteria.reduce((sum, c) => sum + c.weight * c.score, 0);
  const weights = criteria.reduce((sum, c) => sum + c.weight, 0);
  return Math.floor((20 * total + weights) / (2 * weights)) / 10;
}

const criterionInputSchema = z.object({
  _id: z.uuid({ error: JUDGE_MSG.criterionUnknown }).optional(),
  name: z
    .string({ error: JUDGE_MSG.criterionNameRequired })
    .max(JUDGING.criterionNameMax * 2, { error: JUDGE_MSG.criterionNameTooLong, abort: true })
    .refine(isOneLine, oneLine)
    .overwrite(stripInvisible)
    .trim()
    .min(1, { error: JUDGE_MSG.criterionNameRequired })
    .max(JUDGING.criterionNameMax, { error: JUDGE_MSG.criterionNameTooLong, abort: true }),
  description: optionalText(JUDGING.criterionDescriptionMax, JUDGE_MSG.criterionDescriptionTooLong)
    .nullish()
    .transform((v) => v ?? ''),
  weight: z
    .number({ error: JUDGE_MSG.criterionWeightInvalid })
    .int({ error: JUDGE_MSG.criterionWeightInvalid })
    .min(JUDGING.weightMin, { error: JUDGE_MSG.criterionWeightInvalid })
    .max(JUDGING.weightMax, { error: JUDGE_MSG.criterionWeightInvalid }),
});

/** PUT /judging/criteria: the whole rubric, in order; a criterion sent with its `_id` keeps it. */
export const criteriaInputSchema = z.object({
  criteria: z
    .array(criterionInputSchema, { error: JUDGE_MSG.criteriaCount })
    .min(JUDGING.criteriaMin, { error: JUDGE_MSG.criteriaCount })
    .max(JUDGING.criteriaMax, { error: JUDGE_MSG.criteriaCount, abort: true })
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((c, i) => {
        if (typeof c?.name !== 'string') return;
        const key = c.name.toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', message: JUDGE_MSG.criterionNameTaken, path: [i, 'name'] });
        seen.add(key);
      });
    }),
});
export type CriteriaInput = z.input<typeof criteriaInputSchema>;

/** The path of one round. */
export const roundParamsSchema = z.object({
  round: z.enum(roundTexts, { error: JUDGE_MSG.roundInvalid }).transform((r): Round => Number(r) as Round),
});

/** PUT /judging/rounds/{round}. */
export const roundUpdateSchema = z.object({ open: z.boolean({ error: 'Say whether the round is open (true or false)' }) });

export const resultsQuerySchema = z.object({
  page: pageNumber(),
  limit: pageLimit(JUDGING.resultsPageSize, 200),
  search: searchFilter(),
});
