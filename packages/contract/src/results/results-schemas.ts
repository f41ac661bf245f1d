import { z } from 'zod';
import { paginationWith } from '../shared/api-envelope.ts';
import { teamProjectSchema } from '../projects/projects-schemas.ts';
import { pageLimit, pageNumber, searchFilter } from '../shared/route-params.ts';
import { orList } from '../shared/limit-text.ts';
import { RESULTS } from './results-messages.ts';

export const publicResultsQuerySchema = z.object({
  page: pageNumber(),
  limit: pageLimit(RESULTS.pageSize, RESULTS.pageSizeMax),
  search: searchFilter(),
});

export const publicTeamSchema = z
  .object({
    teamId: z.uuid(),
    name: z.string(),
    teamNumber: z.number().int(),
    problemStatement: z.string().nullable().describe("The title of the team's problem statement"),
    project: teamProjectSchema.nullable().describe('Without who edited it: a public page names no one it does not have to'),
  })
  .meta({ id: 'PublicTeam' });
export type PublicTeam = z.infer<typeof publicTeamSchema>;

export const winnerSchema = publicTeamSchema
  .extend({
    place: z
      .number()
      .int()
      .min(1)
      .max(RESULTS.winners)
      .describe(`${orList(Array.from({ length: RESULTS.winners }, (_, i) => i + 1))}; teams tied share a place`),
    members: z.array(z.string()).describe('Member names, leader first'),
  })
  .meta({ id: 'Winner' });
export type Winner = z.infer<typeof winnerSchema>;

export const publicResultsSchema = z
  .object({
    published: z.boolean().describe('False until a superadmin publishes the results: everything else is then empty'),
    winners: z.array(winnerSchema),
    teams: z.array(publicTeamSchema).describe('Teams with a project, in team-number order, paged and searchable by team or project title'),
    pagination: paginationWith('totalTeams'),
  })
  .meta({ id: 'PublicResults' });
export type PublicResults = z.infer<typeof publicResultsSchema>;
