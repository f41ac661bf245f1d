import { z } from 'zod';
import { ok } from '../shared/api-envelope.ts';
import { defineRoute } from '../shared/define-route.ts';
import { LIMITS } from '../shared/event.ts';
import { teamSchema } from '../teams/teams-types.ts';
import { publicUserSchema } from '../people/public-user.ts';
import { idFilter, pageQuery } from '../shared/route-params.ts';
import { teamListData } from '../teams/teams-routes.ts';
import { mentorListData } from '../people/users-routes.ts';
import { mentorViewSchema } from '../mentors/mentors-types.ts';
import { problemStatementSchema } from '../problems/problems-types.ts';

export const hackathonDashboardSchema = z.object({
  user: publicUserSchema,
  team: teamSchema.nullable(),
  mentor: mentorViewSchema.nullable(),
  problemStatements: z.array(problemStatementSchema),
  availableTeams: z.array(teamSchema),
  stats: z.object({
    teamStatus: z.string(),
    mentorName: z.string().nullable(),
    totalProblemStatements: z.number().int(),
    availableTeams: z.number().int(),
  }),
});
export type HackathonDashboard = z.infer<typeof hackathonDashboardSchema>;

export const hackathonApi = {
  dashboard: defineRoute({
    method: 'GET',
    path: '/hackathon/dashboard',
    tag: 'hackathon',
    summary: "A participant's hackathon dashboard in one call",
    access: ['participant'],
    response: { 200: ok(hackathonDashboardSchema) },
  }),
  mentors: defineRoute({
    method: 'GET',
    path: '/hackathon/mentors',
    tag: 'hackathon',
    summary: `Mentors, ${LIMITS.hackathonPageSize} per page`,
    access: 'user',
    query: z.object(pageQuery(LIMITS.hackathonPageSize)),
    response: { 200: mentorListData },
  }),
  teams: defineRoute({
    method: 'GET',
    path: '/hackathon/teams',
    tag: 'hackathon',
    summary: `Teams, ${LIMITS.hackathonPageSize} per page, by name or problem statement`,
    access: 'user',
    query: z.object({ ...pageQuery(LIMITS.hackathonPageSize), problemStatementId: idFilter() }),
    response: { 200: teamListData },
  }),
} as const;
