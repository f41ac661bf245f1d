import { z } from 'zod';
import { uuidParam } from './routes/common.ts';
import { optionalText } from './text-fields.ts';

/** Judges score their assigned teams over three rounds (staff spec sections 2, 5, 6, 8, 9). */
export const JUDGING = {
  rounds: [1, 2, 3] as const,
  scoreMin: 1,
  scoreMax: 10,
  feedbackMax: 2000,
  resultsPageSize: 25,
} as const;
export type Round = (typeof JUDGING.rounds)[number];

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
  roundInvalid: 'Round must be 1, 2 or 3', // ours
  scoreInvalid: 'Score must be a whole number from 1 to 10', // ours
  feedbackTooLong: 'Feedback must be at most 2000 characters', // ours
  loadResultsFailed: 'Failed to load results', // ours
  removeTeamFailed: 'Failed to remove team', // ours
  normalisedExplained:
    "Normalised: each judge's scores are turned into z-scores against that judge's own average and spread, then averaged per team, so a harsh or lenient judge does not decide the ranking (0 is an average team; a judge with a single score or identical scores counts as 0).", // ours
} as const;

/** The path of one evaluation: the team and the round (1-3). */
export const evaluationParamsSchema = z.object({
  teamId: uuidParam(JUDGE_MSG.notAllowed),
  // Exactly the digit: a number read from the text would take "01", "1.0" or "0x1" as well.
  round: z.enum(['1', '2', '3'], { error: JUDGE_MSG.roundInvalid }).transform((r): Round => Number(r) as Round),
});

/** POST /judge/evaluations/{teamId}/{round}: the score is sent as a number; feedback is free text. */
export const evaluationInputSchema = z.object({
  score: z
    .number({ error: JUDGE_MSG.scoreInvalid })
    .int({ error: JUDGE_MSG.scoreInvalid })
    .min(JUDGING.scoreMin, { error: JUDGE_MSG.scoreInvalid })
    .max(JUDGING.scoreMax, { error: JUDGE_MSG.scoreInvalid }),
  feedback: optionalText(JUDGING.feedbackMax, JUDGE_MSG.feedbackTooLong)
    .nullish()
    .transform((v) => v ?? ''),
});
export type EvaluationInput = z.input<typeof evaluationInputSchema>;

export const resultsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(JUDGING.resultsPageSize),
  search: z.string().trim().max(100).optional(),
});
