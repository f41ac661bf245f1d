import { z } from 'zod';
import { isoDateTime } from './api-envelope.ts';
import { participantEmail } from './participant-email.ts';
import { PARTICIPANT_TYPES } from './roles.ts';
import { DIFFICULTIES } from './teams-schemas.ts';

export { paginationSchema, type Pagination } from './api-envelope.ts';

export const problemStatementSchema = z
  .object({
    _id: z.string(),
    title: z.string(),
    description: z.string(),
    domain: z.string(),
    category: z.string().describe('The same as domain (the spec uses both names)'),
    topic: z.string(),
    suggestedTechnologies: z.string().describe('Comma-separated'),
    difficulty: z.enum(DIFFICULTIES),
    isCustom: z.boolean(),
    isActive: z.boolean(),
    selectionCount: z.number().int().describe('Teams working on it; at 4 it is full'),
    isFull: z.boolean(),
    createdBy: z.string().nullable(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'ProblemStatement' });
export type ProblemStatement = z.infer<typeof problemStatementSchema>;

export const problemTitleSchema = z.object({
  _id: z.string(),
  title: z.string(),
  domain: z.string(),
  selectionCount: z.number().int(),
  isFull: z.boolean(),
});
export type ProblemTitle = z.infer<typeof problemTitleSchema>;

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
