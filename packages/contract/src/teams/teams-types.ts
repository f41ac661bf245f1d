import { z } from 'zod';
import { isoDateTime } from '../shared/api-envelope.ts';
import { participantEmail } from '../shared/participant-email.ts';
import { PARTICIPANT_TYPES } from '../shared/roles.ts';
import { DIFFICULTIES } from '../problems/problems-schemas.ts';

export const teamMemberViewSchema = z.object({
  user: z.object({
    _id: z.string(),
    name: z.string(),
    email: participantEmail,
    profilePicture: z.string().nullable(),
    participantType: z.enum(PARTICIPANT_TYPES).nullable(),
  }),
  role: z.enum(['leader', 'member']),
  joinedAt: isoDateTime,
});
export type TeamMemberView = z.infer<typeof teamMemberViewSchema>;

export const teamSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    description: z.string(),
    teamNumber: z.number().int(),
    leader: z.object({ _id: z.string(), name: z.string(), email: participantEmail }).nullable(),
    problemStatement: z
      .object({ _id: z.string(), title: z.string(), description: z.string(), domain: z.string(), difficulty: z.enum(DIFFICULTIES) })
      .nullable(),
    members: z.array(teamMemberViewSchema),
    memberCount: z.number().int(),
    maxMembers: z.number().int(),
    isFull: z.boolean(),
    participantTypeBreakdown: z.object({ bootcamp: z.number().int(), hackathon: z.number().int() }),
    createdAt: isoDateTime,
  })
  .meta({ id: 'Team' });
export type Team = z.infer<typeof teamSchema>;

/** A participant with no team yet, for a leader's invite list. */
export const availableUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: participantEmail,
  participantType: z.enum(PARTICIPANT_TYPES).nullable(),
  collegeName: z.string().nullable(),
  profilePicture: z.string().nullable(),
});
export type AvailableUser = z.infer<typeof availableUserSchema>;

/** The admin Teams tab's cards. */
export const teamStatsSchema = z.object({
  totalTeams: z.number().int(),
  totalMembers: z.number().int().describe('Participants in a team'),
  averageSize: z.number().describe('Members per team, 1 decimal; 0 with no teams'),
  withProblemStatement: z.number().int().describe('Teams that have chosen a problem statement'),
});
export type TeamStats = z.infer<typeof teamStatsSchema>;
