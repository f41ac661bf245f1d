import type { QueryClient } from '@tanstack/react-query';

export const teamKeys = {
  myTeam: ['team-formation', 'my-team'] as const,
  teams: (filters: object) => ['team-formation', 'teams', filters] as const,
  problems: (filters: object) => ['team-formation', 'problems', filters] as const,
  problemTitles: ['team-formation', 'problem-titles'] as const,
  myCustomProblem: ['team-formation', 'my-custom-problem'] as const,
};

/**
 * A team change moves member counts, selection counts and who is free, so every list of this
 * feature (and the dashboards built on it) is refetched.
 */
export function refreshTeamData(queryClient: QueryClient) {
  return Promise.all([queryClient.invalidateQueries({ queryKey: ['team-formation'] }), queryClient.invalidateQueries({ queryKey: ['hackathon-dashboard'] })]);
}
