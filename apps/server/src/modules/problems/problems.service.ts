import {
  LIMITS,
  PROBLEM_MSG,
  TEAM_MSG,
  type ProblemStatement,
  type customProblemSchema,
  type createProblemSchema,
  type updateProblemSchema,
} from '@hackcamp/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { TAG, type Caches } from '../../cache/caches.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import * as q from './problems.queries.ts';

export function toProblemView(row: q.ProblemWithCount): ProblemStatement {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    domain: row.domain,
    category: row.domain,
    topic: row.topic ?? '',
    suggestedTechnologies: row.suggestedTechnologies ?? '',
    difficulty: row.difficulty,
    isCustom: row.isCustom,
    isActive: row.isActive,
    selectionCount: row.selectionCount,
    isFull: row.selectionCount >= LIMITS.problemMaxTeams,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

type ProblemPage = {
  problems: ProblemStatement[];
  pagination: { currentPage: number; totalPages: number; totalProblems: number; hasNextPage: boolean; hasPrevPage: boolean };
};

const pageKey = (domain: string | undefined, page: number, limit: number) => `${domain ?? ''}:${page}:${limit}`;

export function createProblemsService(deps: { db: Db; caches: Caches }) {
  const { db } = deps;
  // Pages without a search are the same for every participant browsing problems: kept until the
  // database names a change to the problem statements or to which teams chose them.
  const pages = deps.caches.create<ProblemPage>({ maxEntries: 500, maxAgeMs: 60_000 });
  return {
    async list(query: { page: number; limit: number; search?: string; domain?: string; category?: string }): Promise<ProblemPage> {
      const domain = query.domain || query.category;
      const filter = { search: query.search || undefined, domain: domain && domain !== 'all' ? domain : undefined };
      const build = async (): Promise<ProblemPage> => {
        const { rows, total } = await q.listProblems(db, filter, query.page, query.limit);
        const totalPages = Math.max(1, Math.ceil(total / query.limit));
        return {
          problems: rows.map(toProblemView),
          pagination: {
            currentPage: query.page,
            totalPages,
            totalProblems: total,
            hasNextPage: query.page < totalPages,
            hasPrevPage: query.page > 1,
          },
        };
      };
      // Held as answered, views and all: every reader of a page gets the same object.
      return filter.search
        ? build()
        : pages.getOrLoad(pageKey(filter.domain, query.page, query.limit), async () => ({ value: await build(), tags: [TAG.problems, TAG.problemChoices] }));
    },

    async titles() {
      const rows = await q.listTitles(db);
      return rows.map((r) => ({
        _id: r.id,
        title: r.title,
        domain: r.domain,
        selectionCount: r.selectionCount,
        isFull: r.selectionCount >= LIMITS.problemMaxTeams,
      }));
    },

    /** An inactive statement is withdrawn: only a superadmin (who may switch it back on) reads it. */
    async get(caller: UserRow, id: string) {
      const row = await q.findProblem(db, id);
      if (!row || (!row.isActive && caller.role !== 'superadmin')) throw notFound(TEAM_MSG.problemNotFound);
      return toProblemView(row);
    },

    /** The user's own custom statement, or null until they create one. */
    async myCustom(userId: string) {
      const row = await q.findCustomByUser(db, userId);
      return row ? toProblemView(row) : null;
    },

    async createCustom(userId: string, input: z.output<typeof customProblemSchema>) {
      const row = await q.insertCustomProblem(db, { ...input, createdBy: userId, difficulty: 'medium' });
      if (!row) throw conflict(PROBLEM_MSG.customExists);
      return toProblemView({ ...row, selectionCount: 0 });
    },

    async create(userId: string, input: z.output<typeof createProblemSchema>) {
      const row = await q.insertProblem(db, { ...input, createdBy: userId, isCustom: false });
      return toProblemView({ ...row, selectionCount: 0 });
    },

    async update(id: string, input: z.output<typeof updateProblemSchema>) {
      const row = await q.updateProblem(db, id, input);
      if (!row) throw notFound(TEAM_MSG.problemNotFound);
      const updated = await q.findProblem(db, row.id);
      if (!updated) throw notFound(TEAM_MSG.problemNotFound);
      return toProblemView(updated);
    },

    /**
     * For the teams service, inside its transaction: lock the statement and make sure one more
     * team fits (at most 4 teams per statement).
     */
    async reserveSelection(tx: Db, problemId: string) {
      const state = await q.lockAndCountSelections(tx, problemId);
      if (!state.exists || !state.isActive) throw notFound(TEAM_MSG.problemNotFound);
      if (state.count >= LIMITS.problemMaxTeams) throw conflict(TEAM_MSG.selectionLimit);
    },
  };
}
export type ProblemsService = ReturnType<typeof createProblemsService>;
