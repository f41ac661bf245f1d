import { z } from 'zod';
import { isoDateTime } from '../shared/api-envelope.ts';
import { JUDGING } from './judging-rules.ts';

/** A round score to one decimal (the weighted mean of the criteria, or a judge's total). */
const roundScore = z.number().describe(`${JUDGING.scoreMin}-${JUDGING.scoreMax}, one decimal`);

/** A score per round, null while the round is pending. */
export const roundScoresSchema = z.object({
  round1: roundScore.nullable(),
  round2: roundScore.nullable(),
  round3: roundScore.nullable(),
});

/** One criterion of the rubric, in the order judges score them. */
export const judgingCriterionSchema = z
  .object({ _id: z.string(), name: z.string(), description: z.string(), weight: z.number().int() })
  .meta({ id: 'JudgingCriterion' });
export type JudgingCriterion = z.infer<typeof judgingCriterionSchema>;

/** A criterion as it was when scored, with its 1-10 score: a later rubric change leaves it as it was. */
export const criterionScoreSchema = z.object({ criterionId: z.string(), name: z.string(), weight: z.number().int(), score: z.number().int() });
export type CriterionScore = z.infer<typeof criterionScoreSchema>;

/**
 * Whether judges may save scores for a round (reading them is always allowed), and for the
 * superadmin how many evaluations the round still lacks: what closing it would leave unscored.
 */
export const judgingRoundSchema = z
  .object({
    round: z.number().int(),
    open: z.boolean(),
    missing: z
      .number()
      .int()
      .optional()
      .describe('Superadmin only: assigned judge-team pairs without a score in this round (absent for a judge, who never sees others’ progress)'),
  })
  .meta({ id: 'JudgingRound' });
export type JudgingRound = z.infer<typeof judgingRoundSchema>;
export type RoundScores = z.infer<typeof roundScoresSchema>;

/** A row of the judge's overview and evaluation list: one assigned team and its three rounds. */
export const judgeTeamRowSchema = z
  .object({
    teamId: z.string(),
    teamName: z.string(),
    teamNumber: z.number().int(),
    round1: roundScore.nullable(),
    round2: roundScore.nullable(),
    round3: roundScore.nullable(),
    rounds: roundScoresSchema.describe('round1 to round3 again, grouped'),
    completedRounds: z.number().int(),
    hasProject: z.boolean().describe('The team has submitted its project'),
  })
  .meta({ id: 'JudgeTeamRow' });
export type JudgeTeamRow = z.infer<typeof judgeTeamRowSchema>;

/** One judge's evaluation of one team in one round; score and feedback are null until saved. */
export const evaluationViewSchema = z
  .object({
    team: z.object({ _id: z.string(), name: z.string(), teamNumber: z.number().int() }),
    round: z.number().int(),
    score: roundScore.nullable(),
    feedback: z.string().nullable(),
    updatedAt: isoDateTime.nullable(),
    criteriaScores: z.array(criterionScoreSchema).nullable().describe('The criteria as scored; null until saved or when only a total was sent'),
    criteria: z.array(judgingCriterionSchema).describe('The rubric to score now'),
    roundOpen: z.boolean(),
    problemStatement: z.object({ title: z.string(), description: z.string() }).nullable(),
    members: z.array(z.object({ name: z.string(), college: z.string().nullable(), leader: z.boolean() })).describe('Leader first'),
    earlierRounds: z
      .array(z.object({ round: z.number().int(), score: roundScore, feedback: z.string() }))
      .describe("This judge's scores of the team in the other rounds"),
  })
  .meta({ id: 'Evaluation' });
export type EvaluationView = z.infer<typeof evaluationViewSchema>;

/** What one judge gave one team. */
export const judgeResultSchema = z.object({
  judgeId: z.string(),
  judgeName: z.string(),
  assigned: z.boolean().describe('False when the team was taken off the judge after scoring (the scores still count)'),
  scores: roundScoresSchema,
  normalizedScore: z.number().nullable().describe("The mean z-score of this judge's scores for the team"),
});

/** `GET /evaluations/all` adds the written record of each evaluation. */
export const judgeRecordSchema = judgeResultSchema.extend({
  evaluations: z.array(
    z.object({
      round: z.number().int(),
      score: roundScore,
      feedback: z.string(),
      updatedAt: isoDateTime,
      criteriaScores: z.array(criterionScoreSchema).nullable(),
    }),
  ),
});

const teamResultFields = {
  rank: z.number().int().nullable().describe('By normalised score; null while the team has no score'),
  teamId: z.string(),
  name: z.string(),
  teamNumber: z.number().int(),
  meanScore: z.number().nullable().describe('The raw mean of every score the team got, 2 decimals'),
  normalizedScore: z.number().nullable().describe("The mean of the team's z-scores, each against its judge's own mean and spread, 3 decimals"),
  evaluationCount: z.number().int(),
  missing: z
    .array(z.object({ judgeId: z.string(), judgeName: z.string(), rounds: z.array(z.number().int()) }))
    .describe('Assigned judges with rounds still to score'),
  peerVotes: z.object({ totalVotes: z.number().int(), averageRating: z.number().nullable() }),
};

export const teamResultSchema = z.object({ ...teamResultFields, judges: z.array(judgeResultSchema) }).meta({ id: 'TeamResult' });
export type TeamResult = z.infer<typeof teamResultSchema>;

export const teamRecordSchema = z.object({ ...teamResultFields, judges: z.array(judgeRecordSchema) }).meta({ id: 'TeamEvaluationRecord' });
export type TeamRecord = z.infer<typeof teamRecordSchema>;

/** How one judge scores overall: what their z-scores are measured against. */
export const judgeScaleSchema = z
  .object({
    judgeId: z.string(),
    judgeName: z.string(),
    evaluations: z.number().int(),
    mean: z.number().nullable(),
    standardDeviation: z.number().nullable(),
    normalizable: z.boolean().describe('False with one score or no spread: every score of theirs then counts as 0 (average)'),
  })
  .meta({ id: 'JudgeScale' });
export type JudgeScale = z.infer<typeof judgeScaleSchema>;

export const resultsSummarySchema = z.object({
  totalTeams: z.number().int(),
  rankedTeams: z.number().int(),
  totalEvaluations: z.number().int(),
  pendingEvaluations: z.number().int().describe('Rounds assigned judges have not scored yet'),
});

/** A judge with the teams assigned to them, for the admin's Judges Assigning tab. */
export const judgeWithTeamsSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    teams: z.array(z.object({ _id: z.string(), name: z.string(), teamNumber: z.number().int(), completedRounds: z.number().int() })),
    completedEvaluations: z.number().int(),
    expectedEvaluations: z.number().int(),
  })
  .meta({ id: 'JudgeWithTeams' });
export type JudgeWithTeams = z.infer<typeof judgeWithTeamsSchema>;
