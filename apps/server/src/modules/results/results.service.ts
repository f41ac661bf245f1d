import { RESULTS, type PublicResults, type PublicTeam, type publicResultsQuerySchema } from '@hackcamp/contract';
import type { z } from 'zod';
import { TAG, type Caches } from '../../cache/caches.ts';
import type { Db } from '../../db/client.ts';
import type { ConfigService } from '../config/config.service.ts';
import type { EvaluationsService } from '../evaluations/evaluations.service.ts';
import * as q from './results.queries.ts';

type ResultsQuery = z.output<typeof publicResultsQuerySchema>;

function toPublicTeam(row: q.PublicTeamRow): PublicTeam {
  return {
    teamId: row.teamId,
    name: row.name,
    teamNumber: row.teamNumber,
    problemStatement: row.problemStatement,
    project:
      row.title === null
        ? null
        : {
            teamId: row.teamId,
            title: row.title,
            summary: row.summary ?? '',
            repositoryUrl: row.repositoryUrl,
            demoUrl: row.demoUrl,
            slidesUrl: row.slidesUrl,
            file: row.fileName === null ? null : { name: row.fileName, size: row.fileSize ?? 0, mimeType: row.fileType ?? '' },
            updatedAt: (row.updatedAt ?? new Date(0)).toISOString(),
            updatedBy: null,
          },
  };
}

/**
 * The public results page. Nothing but `published: false` until a superadmin publishes, so the
 * ranking cannot be read early; then the top 3 by the judge-normalised score (ties share a place)
 * and the project of every team. The whole event may open the page at the closing ceremony: each
 * page is kept per node until a team, project, setting or score changes (any of them on any node).
 */
/** Every page's answer while the results are not published (the server's first screen of /results starts the app with it). */
export const UNPUBLISHED_RESULTS: PublicResults = {
  published: false,
  winners: [],
  teams: [],
  pagination: { currentPage: 1, totalPages: 1, totalTeams: 0, hasNextPage: false, hasPrevPage: false },
};

export function createResultsService(deps: { db: Db; config: ConfigService; evaluations: EvaluationsService; caches: Caches }) {
  const { db, config, evaluations } = deps;
  const pages = deps.caches.create<PublicResults>({ maxEntries: 200, maxAgeMs: 10 * 60_000 });

  async function winners() {
    const { ranked } = await evaluations.ranking();
    const top = ranked.filter((t) => t.rank <= RESULTS.winners);
    const [rows, members] = await Promise.all([
      q.teamsByIds(
        db,
        top.map((t) => t.teamId),
      ),
      q.memberNames(
        db,
        top.map((t) => t.teamId),
      ),
    ]);
    const byId = new Map(rows.map((r) => [r.teamId, r]));
    return top.flatMap((t) => {
      const row = byId.get(t.teamId);
      return row ? [{ ...toPublicTeam(row), place: t.rank, members: members.get(t.teamId) ?? [] }] : [];
    });
  }

  async function build(query: ResultsQuery): Promise<PublicResults> {
    if (!(await config.get()).resultsPublished) return UNPUBLISHED_RESULTS;
    const [top, { rows, total }] = await Promise.all([
      winners(),
      q.projectPage(db, { search: query.search, limit: query.limit, offset: (query.page - 1) * query.limit }),
    ]);
    const totalPages = Math.max(1, Math.ceil(total / query.limit));
    return {
      published: true,
      winners: top,
      teams: rows.map(toPublicTeam),
      pagination: { currentPage: query.page, totalPages, totalTeams: total, hasNextPage: query.page < totalPages, hasPrevPage: query.page > 1 },
    };
  }

  return {
    // A score saved by any judge (hc_people names them) drops every page too.
    get: (query: ResultsQuery) =>
      pages.getOrLoad(`${query.page}:${query.limit}:${query.search ?? ''}`, async () => ({
        value: await build(query),
        tags: [TAG.anyTeam, TAG.settings, TAG.anyUser, TAG.anyPersonal],
      })),
  };
}
export type ResultsService = ReturnType<typeof createResultsService>;
