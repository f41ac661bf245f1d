export const judgingKeys = {
  all: ['judging'] as const,
  overview: ['judging', 'overview'] as const,
  evaluation: (teamId: string, round: number) => ['judging', 'evaluation', teamId, round] as const,
  allResults: ['judging', 'results'] as const,
  results: (filters: object) => ['judging', 'results', filters] as const,
  judges: ['judging', 'judges'] as const,
  teamSearch: (filters: object) => ['judging', 'team-search', filters] as const,
  criteria: ['judging', 'criteria'] as const,
  rounds: ['judging', 'rounds'] as const,
};
