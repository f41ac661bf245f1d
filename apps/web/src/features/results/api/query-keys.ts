export interface PublicResultsFilters {
  page: number;
  search: string;
}

/** The public results' queries: the page and the answers the server drew it from (app/first-screen-answers.ts). */
export const publicResultsKeys = {
  all: ['public-results'] as const,
  page: (filters: PublicResultsFilters) => ['public-results', filters] as const,
};
