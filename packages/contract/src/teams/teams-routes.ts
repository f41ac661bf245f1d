import { idempotencyKeyHeaders } from '../shared/idempotency.ts';
import { z } from 'zod';
import { noData, ok, paginationWith } from '../shared/api-envelope.ts';
import { defineRoute } from '../shared/define-route.ts';
import { LIMITS } from '../shared/event.ts';
import { TEAM_MSG, availableUsersQuerySchema, createTeamSchema, leaveTeamSchema, teamListQuerySchema, updateTeamSchema } from './teams-schemas.ts';
import { availableUserSchema, teamSchema, teamStatsSchema } from './teams-types.ts';
import { idParams, uuidParam } from '../shared/route-params.ts';

const params = idParams(TEAM_MSG.teamNotFound);
const teamData = ok(z.object({ team: teamSchema }));
export const teamListData = ok(z.object({ teams: z.array(teamSchema), pagination: paginationWith('totalTeams') }));

export const teamsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/teams',
    tag: 'teams',
    summary: 'Teams, paged, searched by name, sorted by number, name, member count or creation',
    access: 'user',
    query: teamListQuerySchema,
    response: { 200: teamListData },
  }),
  stats: defineRoute({
    method: 'GET',
    path: '/teams/stats',
    tag: 'teams',
    summary: 'Team counts for the admin dashboard',
    access: ['superadmin'],
    response: { 200: ok(teamStatsSchema) },
  }),
  myTeam: defineRoute({
    method: 'GET',
    path: '/teams/my-team',
    tag: 'teams',
    summary: 'My team (null while I have none: a normal state, not an error)',
    access: 'user',
    response: { 200: ok(z.object({ team: teamSchema.nullable() })) },
  }),
  availableUsers: defineRoute({
    method: 'GET',
    path: '/teams/available-users',
    tag: 'teams',
    summary: 'Participants in no team yet',
    access: 'user',
    query: availableUsersQuerySchema,
    response: { 200: ok(z.object({ users: z.array(availableUserSchema) })) },
  }),
  get: defineRoute({
    method: 'GET',
    path: '/teams/:id',
    tag: 'teams',
    summary: 'One team with its members',
    access: 'user',
    params,
    response: { 200: teamData },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/teams',
    tag: 'teams',
    summary: 'Create a team on a problem statement (I become its leader)',
    access: 'user',
    body: createTeamSchema,
    headers: idempotencyKeyHeaders,
    response: { 201: teamData },
    errors: [404, 409, 422],
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/teams/:id',
    tag: 'teams',
    summary: 'Rename my team or switch its problem statement (leader)',
    access: 'user',
    params,
    body: updateTeamSchema,
    response: { 200: teamData },
    errors: [409],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/teams/:id',
    tag: 'teams',
    summary: 'Disband a team (its leader, or a superadmin)',
    access: 'user',
    params,
    response: { 200: ok(noData) },
  }),
  join: defineRoute({
    method: 'POST',
    path: '/teams/:id/join',
    tag: 'teams',
    summary: `Join a team with room (at most ${LIMITS.teamMaxMembers} members)`,
    access: 'user',
    params,
    response: { 200: teamData },
    errors: [409],
  }),
  leave: defineRoute({
    method: 'POST',
    path: '/teams/:id/leave',
    tag: 'teams',
    summary: 'Leave my team (a leader hands over; a sole member disbands it)',
    access: 'user',
    params,
    body: leaveTeamSchema,
    response: { 200: ok(z.object({ disbanded: z.boolean(), newLeaderId: z.string().nullable() })) },
  }),
  removeMember: defineRoute({
    method: 'DELETE',
    path: '/teams/:id/members/:userId',
    tag: 'teams',
    summary: 'Remove a member from my team (leader)',
    access: 'user',
    params: params.extend({ userId: uuidParam(TEAM_MSG.memberNotFound) }),
    response: { 200: teamData },
  }),
} as const;
