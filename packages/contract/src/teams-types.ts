import type { Difficulty } from './teams-schemas.ts';
import type { ParticipantType } from './roles.ts';

export interface Pagination {
  currentPage: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
}

export interface ProblemStatement {
  _id: string;
  title: string;
  description: string;
  domain: string;
  category: string;
  topic: string;
  suggestedTechnologies: string;
  difficulty: Difficulty;
  isCustom: boolean;
  isActive: boolean;
  selectionCount: number;
  isFull: boolean;
  createdBy: string | null;
  createdAt: string;
}

export interface TeamMemberView {
  user: { _id: string; name: string; email: string; profilePicture: string | null; participantType: ParticipantType | null };
  role: 'leader' | 'member';
  joinedAt: string;
}

export interface Team {
  _id: string;
  name: string;
  description: string;
  teamNumber: number;
  leader: { _id: string; name: string; email: string } | null;
  problemStatement: { _id: string; title: string; description: string; domain: string; difficulty: Difficulty } | null;
  members: TeamMemberView[];
  memberCount: number;
  maxMembers: number;
  isFull: boolean;
  participantTypeBreakdown: { bootcamp: number; hackathon: number };
  createdAt: string;
}

export interface EventSettings {
  teamFormationEnabled: boolean;
  votingEnabled: boolean;
  eventName: string;
  startDate: string;
  publicDates: string;
  countdownTarget: string;
  prizePool: string;
}
