import type { QueryClient } from '@tanstack/react-query';

export const teamKeys = {
  /** Every query of this feature, and the key of its mutations (app/query-client.ts refreshes other features' views from it). */
  all: ['team-formation'] as const,
  myTeam: ['team-formation', 'my-team'] as const,
  teams: (filters: object) => ['team-formation', 'teams', filters] as const,
  problems: (filters: object) => ['team-formation', 'problems', filters] as const,
  problemTitles: ['team-formation', 'problem-titles'] as const,
  myCustomProblem: ['team-formation', 'my-custom-problem'] as const,
};

/**
 * A team change moves member counts, selection counts and who is free, so every list of this
 * feature is refetched (the views of other features built on it: see app/query-client.ts).
 */
export function refreshTeamData(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: teamKeys.all });
}
