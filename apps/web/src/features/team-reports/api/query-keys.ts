export const teamReportKeys = {
  /** The superadmin's Teams tab: its figures and its table. */
  all: ['team-reports'] as const,
  stats: ['team-reports', 'stats'] as const,
  teams: (params: object) => ['team-reports', 'teams', params] as const,
};
