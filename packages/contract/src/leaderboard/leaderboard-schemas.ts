import { z } from 'zod';
import { LIMITS } from '../shared/event.ts';
import { participantEmail } from '../shared/participant-email.ts';
import { pageLimit, pageNumber, searchFilter } from '../shared/route-params.ts';

export const leaderboardQuerySchema = z.object({
  page: pageNumber(),
  limit: pageLimit(LIMITS.leaderboardPageSize, 1000),
  role: z.enum(['participant', 'mentor', 'superadmin'], { error: 'role must be participant, mentor or superadmin' }).default('participant'), // ours
  search: searchFilter(),
  sortBy: z.enum(['totalScore'], { error: 'sortBy must be totalScore' }).default('totalScore'), // ours
  sortOrder: z.enum(['desc', 'asc'], { error: 'sortOrder must be asc or desc' }).default('desc'), // ours
});

export const SCORE_RULES = {
  pointsPerPresentDay: 10,
  onFireStreak: 7,
  achieverCompleted: 5,
} as const;

export const leaderboardEntrySchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: participantEmail,
  collegeName: z.string().nullable(),
  totalScore: z.number().int(),
  rank: z.number().int(),
  description: z.string().nullable(),
  skills: z.array(z.string()),
  profilePicture: z.string().nullable(),
  role: z.string(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/** GET /users/leaderboard/summary: the leaderboard page's cards, over active users. */
export const leaderboardSummarySchema = z.object({
  totalParticipants: z.number().int().describe('Every participant, bootcamp and hackathon-only'),
  rankedParticipants: z.number().int().describe('The participants ranked on the Participants tab (bootcamp programme)'),
  totalMentors: z.number().int(),
  averageScore: z.number().int().describe('Rounded mean of totalScore over all users of every role'),
  highestScore: z.number().int(),
});
export type LeaderboardSummary = z.infer<typeof leaderboardSummarySchema>;
