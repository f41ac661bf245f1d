export const leaderboardKeys = {
  /** Every ranked view: the pages, the summary (and a participant's own standing, kept under it). */
  all: ['leaderboard'] as const,
  summary: ['leaderboard', 'summary'] as const,
  page: (params: object) => ['leaderboard', params] as const,
};
