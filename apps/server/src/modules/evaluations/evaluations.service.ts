import {
  JUDGING,
  csvDocument,
  type CsvValue,
  type JudgeScale,
  type JudgeWithTeams,
  type RoundScores,
  type TeamRecord,
  type resultsQuerySchema,
} from '@hackcamp/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import * as q from './evaluations.queries.ts';
import { normaliseScores, rankTeams, round } from './normalise-scores.ts';

type ResultsQuery = z.output<typeof resultsQuerySchema>;
type EvaluationRow = Awaited<ReturnType<typeof q.allEvaluations>>[number];

const RESULTS_CSV_HEADER = ['Rank', 'Team number', 'Team', 'Raw mean score', 'Normalised score', 'Evaluations', 'Peer votes', 'Average peer rating'] as const;

const roundKey = (r: number) => `round${r}` as keyof RoundScores;
const emptyRounds = (): RoundScores => ({ round1: null, round2: null, round3: null });

/**
 * The superadmin's view of judging: every score, the raw mean, the judge-normalised score
 * (normalise-scores.ts), who still has to score what, and the peer votes beside them. Computed
 * from all evaluations on each call: a judge's scale spans every team they scored, and an event's
 * evaluations (teams x judges x 3) are a few thousand rows.
 */
export function createEvaluationsService(deps: { db: Db }) {
  const { db } = deps;

  async function build(query: ResultsQuery, mode: 'results' | 'all') {
    const [teams, judges, evaluations, assignments] = await Promise.all([
      q.allTeams(db),
      q.allJudges(db),
      q.allEvaluations(db, mode === 'all'),
      q.allAssignments(db),
    ]);

    // Scores stay on record when a judge's account changes role; their names still show.
    const names = new Map(judges.map((j) => [j.id, j.name]));
    const former = await q.namesOf(
      db,
      [...new Set(evaluations.map((e) => e.judgeId))].filter((id) => !names.has(id)),
    );
    const nameOf = (id: string) => names.get(id) ?? former.get(id) ?? 'Former judge';

    const { judges: scales, teams: scored } = normaliseScores(evaluations);
    const teamNumber = new Map(teams.map((t) => [t.id, t.teamNumber]));
    const ranks = new Map(rankTeams(scored.values(), (a, b) => teamNumber.get(a)! - teamNumber.get(b)!).map((r) => [r.teamId, r.rank]));

    const evaluationsByTeam = new Map<string, EvaluationRow[]>();
    for (const e of evaluations) {
      const list = evaluationsByTeam.get(e.teamId) ?? [];
      list.push(e);
      evaluationsByTeam.set(e.teamId, list);
    }
    const assignedByTeam = new Map<string, Set<string>>();
    for (const a of assignments) assignedByTeam.set(a.teamId, (assignedByTeam.get(a.teamId) ?? new Set()).add(a.judgeId));
    const scoredRounds = new Set(evaluations.map((e) => `${e.judgeId}:${e.teamId}:${e.round}`));
    const missingRounds = (judgeId: string, teamId: string) => JUDGING.rounds.filter((r) => !scoredRounds.has(`${judgeId}:${teamId}:${r}`));
    const pendingEvaluations = assignments.reduce((sum, a) => sum + missingRounds(a.judgeId, a.teamId).length, 0);

    const ordered =
      mode === 'results' ? [...teams].sort((a, b) => (ranks.get(a.id) ?? Infinity) - (ranks.get(b.id) ?? Infinity) || a.teamNumber - b.teamNumber) : teams;
    const needle = query.search?.toLowerCase();
    const matching = needle ? ordered.filter((t) => t.name.toLowerCase().includes(needle)) : ordered;
    const page = matching.slice((query.page - 1) * query.limit, query.page * query.limit);
    const peerVotes = await q.voteSummaries(
      db,
      page.map((t) => t.id),
    );

    const rows: TeamRecord[] = page.map((team) => {
      const own = evaluationsByTeam.get(team.id) ?? [];
      const assigned = assignedByTeam.get(team.id) ?? new Set<string>();
      const judgeIds = [...new Set([...assigned, ...own.map((e) => e.judgeId)])].sort((a, b) => nameOf(a).localeCompare(nameOf(b)) || a.localeCompare(b));
      const score = scored.get(team.id);
      return {
        rank: ranks.get(team.id) ?? null,
        teamId: team.id,
        name: team.name,
        teamNumber: team.teamNumber,
        meanScore: score ? round(score.meanScore, 2) : null,
        normalizedScore: score ? round(score.normalizedScore, 3) : null,
        evaluationCount: own.length,
        missing: [...assigned]
          .map((judgeId) => ({ judgeId, judgeName: nameOf(judgeId), rounds: missingRounds(judgeId, team.id) }))
          .filter((m) => m.rounds.length > 0)
          .sort((a, b) => a.judgeName.localeCompare(b.judgeName)),
        peerVotes: peerVotes.get(team.id) ?? { totalVotes: 0, averageRating: null },
        judges: judgeIds.map((judgeId) => {
          const mine = own.filter((e) => e.judgeId === judgeId).sort((a, b) => a.round - b.round);
          const scores = emptyRounds();
          for (const e of mine) scores[roundKey(e.round)] = e.score;
          const z = score?.byJudge.get(judgeId);
          return {
            judgeId,
            judgeName: nameOf(judgeId),
            assigned: assigned.has(judgeId),
            scores,
            normalizedScore: z === undefined ? null : round(z, 3),
            evaluations: mine.map((e) => ({
              round: e.round,
              score: e.score,
              feedback: e.feedback ?? '',
              updatedAt: e.updatedAt.toISOString(),
              criteriaScores: e.criteriaScores ?? null,
            })),
          };
        }),
      };
    });

    const judgeIds = [...new Set([...judges.map((j) => j.id), ...scales.keys()])];
    const judgeScales: JudgeScale[] = judgeIds
      .map((judgeId) => {
        const s = scales.get(judgeId);
        return {
          judgeId,
          judgeName: nameOf(judgeId),
          evaluations: s?.count ?? 0,
          mean: s ? round(s.mean, 2) : null,
          standardDeviation: s ? round(s.standardDeviation, 2) : null,
          normalizable: s?.normalizable ?? false,
        };
      })
      .sort((a, b) => a.judgeName.localeCompare(b.judgeName));

    const totalPages = Math.max(1, Math.ceil(matching.length / query.limit));
    return {
      rows,
      judges: judgeScales,
      summary: { totalTeams: teams.length, rankedTeams: scored.size, totalEvaluations: evaluations.length, pendingEvaluations },
      pagination: { currentPage: query.page, totalPages, totalTeams: matching.length, hasNextPage: query.page < totalPages, hasPrevPage: query.page > 1 },
    };
  }

  /**
   * Every team that has a score, in ranking order (the Results tab's order), with its raw mean and
   * judge-normalised score: the public winners and the results CSV read it.
   */
  async function ranking() {
    const [teams, evaluations] = await Promise.all([q.allTeams(db), q.allEvaluations(db, false)]);
    const { teams: scored } = normaliseScores(evaluations);
    const byId = new Map(teams.map((t) => [t.id, t]));
    // A team deleted between the two reads has no row left to show.
    const present = [...scored.values()].filter((s) => byId.has(s.teamId));
    const ranked = rankTeams(present, (a, b) => byId.get(a)!.teamNumber - byId.get(b)!.teamNumber).map(({ teamId, rank }) => {
      const score = scored.get(teamId)!;
      const team = byId.get(teamId)!;
      return {
        rank,
        teamId,
        name: team.name,
        teamNumber: team.teamNumber,
        meanScore: round(score.meanScore, 2),
        normalizedScore: round(score.normalizedScore, 3),
        evaluationCount: score.count,
      };
    });
    return { ranked, unscored: teams.filter((t) => !scored.has(t.id)) };
  }

  return {
    ranking,

    /** The ranking as CSV rows, ranked teams first, then those not scored yet. */
    async resultsCsv(): Promise<string> {
      const { ranked, unscored } = await ranking();
      const votes = await q.voteSummaries(db, [...ranked.map((t) => t.teamId), ...unscored.map((t) => t.id)]);
      const peer = (teamId: string) => votes.get(teamId) ?? { totalVotes: 0, averageRating: null };
      const rows: CsvValue[][] = [
        ...ranked.map((t) => [
          t.rank,
          t.teamNumber,
          t.name,
          t.meanScore,
          t.normalizedScore,
          t.evaluationCount,
          peer(t.teamId).totalVotes,
          peer(t.teamId).averageRating,
        ]),
        ...unscored.map((t) => [null, t.teamNumber, t.name, null, null, 0, peer(t.id).totalVotes, peer(t.id).averageRating]),
      ];
      return csvDocument(RESULTS_CSV_HEADER, rows);
    },

    async results(query: ResultsQuery) {
      const { rows, ...rest } = await build(query, 'results');
      // The ranking leaves the written record out; `all` keeps it.
      return { teams: rows.map(({ judges, ...team }) => ({ ...team, judges: judges.map(({ evaluations: _omit, ...judge }) => judge) })), ...rest };
    },
    async all(query: ResultsQuery) {
      const { rows, ...rest } = await build(query, 'all');
      return { teams: rows, ...rest };
    },

    async judges(): Promise<{ judges: JudgeWithTeams[] }> {
      const [judges, assignments, evaluations, teams] = await Promise.all([q.allJudges(db), q.allAssignments(db), q.allEvaluations(db, false), q.allTeams(db)]);
      const teamById = new Map(teams.map((t) => [t.id, t]));
      const done = new Map<string, number>();
      for (const e of evaluations) done.set(`${e.judgeId}:${e.teamId}`, (done.get(`${e.judgeId}:${e.teamId}`) ?? 0) + 1);
      return {
        judges: judges.map((j) => {
          const mine = assignments
            .filter((a) => a.judgeId === j.id)
            .map((a) => teamById.get(a.teamId)!)
            .sort((a, b) => a.teamNumber - b.teamNumber)
            .map((t) => ({ _id: t.id, name: t.name, teamNumber: t.teamNumber, completedRounds: done.get(`${j.id}:${t.id}`) ?? 0 }));
          return {
            _id: j.id,
            name: j.name,
            email: j.email,
            teams: mine,
            completedEvaluations: mine.reduce((sum, t) => sum + t.completedRounds, 0),
            expectedEvaluations: mine.length * JUDGING.rounds.length,
          };
        }),
      };
    },
  };
}
export type EvaluationsService = ReturnType<typeof createEvaluationsService>;
