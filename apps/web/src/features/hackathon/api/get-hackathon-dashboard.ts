import { useQuery } from '@tanstack/react-query';
import type { MentorView, ProblemStatement, PublicUser, Team } from '@hackcamp/contract';
import { api } from '../../../lib/api-client.ts';

export interface HackathonDashboardData {
  user: PublicUser;
  team: Team | null;
  mentor: MentorView | null;
  problemStatements: ProblemStatement[];
  availableTeams: Team[];
  stats: { teamStatus: 'In a team' | 'No team'; mentorName: string | null; totalProblemStatements: number; availableTeams: number };
}

export function useHackathonDashboard() {
  return useQuery({
    queryKey: ['hackathon-dashboard'],
    queryFn: ({ signal }) => api.get<HackathonDashboardData>('/hackathon/dashboard', { signal }),
  });
}
