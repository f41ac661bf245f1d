// The public results page's limits and texts: no zod here, so the page loads without the schema
// library.

/** The public results page (issue 29): winners by the judge-normalised score, and every project. */
export const RESULTS = {
  winners: 3,
  pageSize: 12,
  pageSizeMax: 48,
} as const;

export const RESULTS_MSG = {
  notOut: 'Results are not out yet',
  notOutDetail: 'Check back after the closing ceremony: the winners and every project will be here.',
  noWinners: 'No team has been scored yet.',
  published: 'Results published: the public results page shows the winners and every project.',
  unpublished: 'Results hidden: the public results page says they are not out yet.',
  loadFailed: 'Failed to load the results',
  noProjects: 'No team has submitted a project.',
  noMatch: 'No project matches your search.',
} as const;
