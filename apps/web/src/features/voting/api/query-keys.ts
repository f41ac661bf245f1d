export const votingKeys = {
  all: ['voting'] as const,
  list: (filters: { page: number; search: string }) => ['voting', 'teams-with-ratings', filters] as const,
  lists: ['voting', 'teams-with-ratings'] as const,
  /** The superadmin's Votes tab. */
  admin: ['voting', 'admin'] as const,
  byTeam: (filters: object) => ['voting', 'admin', 'by-team', filters] as const,
  teamVotes: (teamId: string, page: number) => ['voting', 'admin', 'team-votes', teamId, page] as const,
};
