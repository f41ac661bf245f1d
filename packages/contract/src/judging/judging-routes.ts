import { z } from 'zod';
import { ok, paginationWith } from '../shared/api-envelope.ts';
import { defineRoute } from '../shared/define-route.ts';
import { JUDGING } from './judging-rules.ts';
import { numberWord } from '../shared/event.ts';
import {
  criteriaInputSchema,
  evaluationInputSchema,
  evaluationParamsSchema,
  resultsQuerySchema,
  roundParamsSchema,
  roundUpdateSchema,
} from './judging-schemas.ts';
import {
  evaluationViewSchema,
  judgingCriterionSchema,
  judgingRoundSchema,
  judgeScaleSchema,
  judgeTeamRowSchema,
  judgeWithTeamsSchema,
  resultsSummarySchema,
  teamRecordSchema,
  teamResultSchema,
} from './judging-types.ts';

/** A judge's score as the descriptions write it: "1-10". */
const scores = `${JUDGING.scoreMin}-${JUDGING.scoreMax}`;

const assignedOnly = 'Only for a team assigned to the calling judge (403 otherwise); judges never see one another’s scores.';

export const judgingApi = {
  overview: defineRoute({
    method: 'GET',
    path: '/judge/overview',
    tag: 'judging',
    summary: `My assigned teams with my score for each of the ${numberWord(JUDGING.rounds.length)} rounds`,
    description:
      '`data` is the list itself, each row with `round1`, `round2` and `round3` (my score or null), as the seed system’s judge screens read it. Which rounds are open: GET /judging/rounds.',
    access: ['judge'],
    response: { 200: ok(z.array(judgeTeamRowSchema)) },
  }),
  getEvaluation: defineRoute({
    method: 'GET',
    path: '/judge/evaluations/:teamId/:round',
    tag: 'judging',
    summary: 'My evaluation of a team in one round (score and feedback null until saved)',
    description: assignedOnly,
    access: ['judge'],
    params: evaluationParamsSchema,
    response: { 200: ok(evaluationViewSchema) },
  }),
  saveEvaluation: defineRoute({
    method: 'POST',
    path: '/judge/evaluations/:teamId/:round',
    tag: 'judging',
    summary: 'Save my score and feedback for a team and round; saving again replaces it',
    description: `${assignedOnly} Send either \`score\` (a whole ${scores} total) or \`criteria\` (a whole ${scores} score for every criterion of the rubric, each once): the round score is then their weighted mean to one decimal. A closed round answers 403.`,
    access: ['judge'],
    params: evaluationParamsSchema,
    body: evaluationInputSchema,
    response: { 200: ok(evaluationViewSchema) },
    errors: [403],
  }),
  criteria: defineRoute({
    method: 'GET',
    path: '/judging/criteria',
    tag: 'judging',
    summary: `The rubric: the criteria judges score ${scores} each, in order, with their weights`,
    access: ['judge', 'superadmin'],
    response: { 200: ok(z.object({ criteria: z.array(judgingCriterionSchema) })) },
  }),
  updateCriteria: defineRoute({
    method: 'PUT',
    path: '/judging/criteria',
    tag: 'judging',
    summary: `Replace the rubric (${JUDGING.criteriaMin} to ${JUDGING.criteriaMax} criteria, names unique ignoring case)`,
    description: 'A criterion sent with its `_id` keeps it; scores already saved keep the criteria as they were scored.',
    access: ['superadmin'],
    body: criteriaInputSchema,
    response: { 200: ok(z.object({ criteria: z.array(judgingCriterionSchema) })) },
  }),
  rounds: defineRoute({
    method: 'GET',
    path: '/judging/rounds',
    tag: 'judging',
    summary: `The ${numberWord(JUDGING.rounds.length)} rounds and whether each is open for scoring`,
    description: 'For the superadmin each round also says how many evaluations it still lacks (`missing`): assigned judge-team pairs without a score in it.',
    access: ['judge', 'superadmin'],
    response: { 200: ok(z.object({ rounds: z.array(judgingRoundSchema) })) },
  }),
  updateRound: defineRoute({
    method: 'PUT',
    path: '/judging/rounds/:round',
    tag: 'judging',
    summary: 'Open or close a round for scoring',
    description:
      'A save under way when the round closes is committed before the close; every save after it is refused with 403. Answers the rounds with `missing`, as GET /judging/rounds does for the superadmin.',
    access: ['superadmin'],
    params: roundParamsSchema,
    body: roundUpdateSchema,
    response: { 200: ok(z.object({ rounds: z.array(judgingRoundSchema) })) },
  }),
} as const;

const resultsPage = <T extends z.ZodType>(row: T) =>
  ok(z.object({ teams: z.array(row), judges: z.array(judgeScaleSchema), summary: resultsSummarySchema, pagination: paginationWith('totalTeams') }));

export const evaluationsApi = {
  all: defineRoute({
    method: 'GET',
    path: '/evaluations/all',
    tag: 'evaluations',
    summary: 'Every team in team order with each judge’s scores and feedback per round',
    access: ['superadmin'],
    query: resultsQuerySchema,
    response: { 200: resultsPage(teamRecordSchema) },
  }),
  results: defineRoute({
    method: 'GET',
    path: '/evaluations/results',
    tag: 'evaluations',
    summary: 'The ranking: raw mean, judge-normalised score, missing scores and peer votes per team',
    description:
      "Each judge's scores become z-scores against that judge's own mean and standard deviation over all their evaluations; a team's normalised score is the mean of its z-scores. A judge with one score or no spread counts as 0 (see docs/decisions).",
    access: ['superadmin'],
    query: resultsQuerySchema,
    response: { 200: resultsPage(teamResultSchema) },
  }),
  judges: defineRoute({
    method: 'GET',
    path: '/evaluations/judges',
    tag: 'evaluations',
    summary: 'Every judge with their assigned teams and how many rounds they have scored',
    access: ['superadmin'],
    response: { 200: ok(z.object({ judges: z.array(judgeWithTeamsSchema) })) },
  }),
} as const;
