import { ok } from '../shared/api-envelope.ts';
import { defineRoute } from '../shared/define-route.ts';
import { RESULTS } from './results-messages.ts';
import { publicResultsQuerySchema, publicResultsSchema } from './results-schemas.ts';

export const resultsApi = {
  public: defineRoute({
    method: 'GET',
    path: '/results',
    tag: 'results',
    summary: `The published results: the top ${RESULTS.winners} teams by judge-normalised score and every project`,
    description:
      'Public. Before a superadmin publishes the results (`resultsPublished` in PUT /config/config) it answers `published: false` and nothing else: no ranking leaks early. No scores, judges or emails are ever in it.',
    access: 'public',
    query: publicResultsQuerySchema,
    response: { 200: ok(publicResultsSchema) },
  }),
} as const;
