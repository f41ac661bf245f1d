import { z } from 'zod';
import { ok } from '../shared/api-envelope.ts';
import { defineRoute } from '../shared/define-route.ts';
import { uuidParam } from '../shared/route-params.ts';

/** People or teams one assignment call takes. */
export const ASSIGNMENT_BATCH_MAX = 1000;

export const ASSIGNMENT_MSG = {
  selectMentorAndParticipants: 'Please select a mentor and at least one participant',
  selectJudgeAndTeams: 'Select a judge and at least one team',
  mentorNotFound: 'Mentor not found', // ours
  judgeNotFound: 'Judge not found', // ours
  participantsNotFound: 'Some of the chosen people are not participants', // ours
  teamsNotFound: 'Some of the chosen teams no longer exist', // ours
  tooMany: `Choose at most ${ASSIGNMENT_BATCH_MAX} at a time`, // ours
  assigned: 'Participants assigned', // ours
  removed: 'Participants removed from the mentor', // ours
  teamsAssigned: 'Teams assigned to the judge', // ours
  teamsRemoved: 'Teams removed from the judge', // ours
  assignFailed: (serverMessage: string) => `Failed to assign participants: ${serverMessage}`,
  removeFailed: 'Failed to remove participant',
  assignTeamsFailed: 'Failed to assign teams',
  loadFailed: 'Failed to load mentor assignment data',
  loadJudgesFailed: 'Failed to load judges or teams',
} as const;

const idList = (emptyMsg: string, notFoundMsg: string) =>
  z
    .array(uuidParam(notFoundMsg), { error: emptyMsg })
    .min(1, { error: emptyMsg })
    .max(ASSIGNMENT_BATCH_MAX, { error: ASSIGNMENT_MSG.tooMany })
    .transform((ids) => [...new Set(ids)]);

export const participantAssignmentSchema = z.object({
  mentorId: uuidParam(ASSIGNMENT_MSG.selectMentorAndParticipants),
  participantIds: idList(ASSIGNMENT_MSG.selectMentorAndParticipants, ASSIGNMENT_MSG.participantsNotFound),
});
export type ParticipantAssignmentInput = z.input<typeof participantAssignmentSchema>;

export const teamAssignmentSchema = z.object({
  judgeId: uuidParam(ASSIGNMENT_MSG.selectJudgeAndTeams),
  teamIds: idList(ASSIGNMENT_MSG.selectJudgeAndTeams, ASSIGNMENT_MSG.teamsNotFound),
});
export type TeamAssignmentInput = z.input<typeof teamAssignmentSchema>;

const personRef = z.object({ _id: z.string(), name: z.string(), email: z.string() });
const teamRef = z.object({ _id: z.string(), name: z.string(), teamNumber: z.number().int() });

export const assignmentsApi = {
  assignParticipants: defineRoute({
    method: 'POST',
    path: '/users/assign-participants',
    tag: 'assignments',
    summary: 'Assign participants to a mentor (moves them from any earlier mentor)',
    description: 'All or nothing: one unknown id refuses the whole call. A participant has at most one mentor.',
    access: ['superadmin'],
    body: participantAssignmentSchema,
    response: { 200: ok(z.object({ mentor: personRef, participants: z.array(personRef) })) },
    errors: [404],
  }),
  removeParticipants: defineRoute({
    method: 'POST',
    path: '/users/remove-participants',
    tag: 'assignments',
    summary: 'Take participants off a mentor',
    description: 'Only those currently assigned to this mentor are changed; `removed` counts them.',
    access: ['superadmin'],
    body: participantAssignmentSchema,
    response: { 200: ok(z.object({ removed: z.number().int() })) },
    errors: [404],
  }),
  assignTeamsToJudge: defineRoute({
    method: 'POST',
    path: '/users/assign-teams-to-judge',
    tag: 'assignments',
    summary: 'Give a judge teams to evaluate (a team may have several judges)',
    access: ['superadmin'],
    body: teamAssignmentSchema,
    response: { 200: ok(z.object({ judge: personRef, teams: z.array(teamRef) })) },
    errors: [404],
  }),
  removeTeamsFromJudge: defineRoute({
    method: 'POST',
    path: '/users/remove-teams-from-judge',
    tag: 'assignments',
    summary: 'Take teams off a judge (their evaluations stay on record)',
    access: ['superadmin'],
    body: teamAssignmentSchema,
    response: { 200: ok(z.object({ removed: z.number().int() })) },
    errors: [404],
  }),
} as const;
