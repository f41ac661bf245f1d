import {
  JUDGE_MSG,
  roundScoreOf,
  type criteriaInputSchema,
  type EvaluationView,
  type JudgeTeamRow,
  type JudgingCriterion,
  type JudgingRound,
  type evaluationInputSchema,
} from '@hackcamp/contract';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { TAG, type Caches } from '../../cache/caches.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { badRequest, forbidden } from '../../lib/app-error.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { publishLiveEvent } from '../live/live-events.queries.ts';
import * as q from './judging.queries.ts';

type EvaluationInput = z.output<typeof evaluationInputSchema>;
type CriteriaInput = z.output<typeof criteriaInputSchema>;
type Overview = JudgeTeamRow[];

const toCriterion = (c: { id: string; name: string; description: string; weight: number }): JudgingCriterion => ({
  _id: c.id,
  name: c.name,
  description: c.description,
  weight: c.weight,
});

/**
 * The criteria's scores against the rubric as it stands: every criterion exactly once, nothing
 * else. Returns the frozen snapshot stored with the evaluation and the round score it gives.
 */
function scoreCriteria(rubric: { id: string; name: string; weight: number }[], sent: { criterionId: string; score: number }[]) {
  const byId = new Map(sent.map((c) => [c.criterionId, c.score]));
  if (byId.size !== sent.length || sent.length !== rubric.length || rubric.some((c) => !byId.has(c.id))) throw badRequest(JUDGE_MSG.criteriaMismatch);
  const snapshot = rubric.map((c) => ({ criterionId: c.id, name: c.name, weight: c.weight, score: byId.get(c.id)! }));
  return { snapshot, score: roundScoreOf(snapshot) };
}

/**
 * A judge's own side: their assigned teams and their own scores. Every read and write names the
 * calling judge in its query, so no judge ever sees another's scores; a team that is not assigned
 * to the caller (or does not exist) answers 403 the same way, revealing nothing. The superadmin
 * sets the rubric and opens and closes the rounds.
 */
export function createJudgingService(deps: { db: Db; audit: AuditService; caches: Caches }) {
  const { db, audit } = deps;
  // Each judge's overview, reread after every score they save: kept until their teams, scores or
  // projects change (team_projects notifies hc_teams too).
  const overviews = deps.caches.create<Overview>({ maxEntries: 1_000, maxAgeMs: 10 * 60_000 });

  async function overview(judgeId: string): Promise<Overview> {
    const [teams, scores] = await Promise.all([q.assignedTeams(db, judgeId), q.scoresOf(db, judgeId)]);
    const byTeam = new Map<string, JudgeTeamRow['rounds']>();
    for (const s of scores) {
      const rounds = byTeam.get(s.teamId) ?? { round1: null, round2: null, round3: null };
      rounds[`round${s.round}` as keyof JudgeTeamRow['rounds']] = s.score;
      byTeam.set(s.teamId, rounds);
    }
    return teams.map((t) => {
      const rounds = byTeam.get(t.id) ?? { round1: null, round2: null, round3: null };
      return {
        teamId: t.id,
        teamName: t.name,
        teamNumber: t.teamNumber,
        ...rounds,
        rounds,
        completedRounds: Object.values(rounds).filter((v) => v !== null).length,
        hasProject: t.hasProject,
      };
    });
  }

  /** What the judge needs beside the score: the rubric, the round's state, the team and their other rounds. */
  async function context(judgeId: string, teamId: string, round: number, tx: Db = db) {
    const [criteria, roundOpen, problemStatement, members, earlier] = await Promise.all([
      q.criteria(tx),
      q.roundOpen(tx, round),
      q.problemOf(tx, teamId),
      q.membersOf(tx, teamId),
      q.otherRounds(tx, judgeId, teamId, round),
    ]);
    return {
      criteria: criteria.map(toCriterion),
      roundOpen,
      problemStatement,
      members,
      earlierRounds: earlier.map((e) => ({ round: e.round, score: e.score, feedback: e.feedback ?? '' })),
    };
  }

  return {
    overview: (judge: UserRow) => overviews.getOrLoad(judge.id, async () => ({ value: await overview(judge.id), tags: [judge.id, TAG.anyTeam] })),

    async get(judge: UserRow, teamId: string, round: number): Promise<EvaluationView> {
      const team = await q.findAssignedTeam(db, judge.id, teamId);
      if (!team) throw forbidden(JUDGE_MSG.notAllowed);
      const [row, more] = await Promise.all([q.findEvaluation(db, judge.id, teamId, round), context(judge.id, teamId, round)]);
      return {
        team: { _id: team.id, name: team.name, teamNumber: team.teamNumber },
        round,
        score: row?.score ?? null,
        feedback: row?.feedback ?? null,
        updatedAt: row?.updatedAt.toISOString() ?? null,
        criteriaScores: row?.criteriaScores ?? null,
        ...more,
      };
    },

    async save(judge: UserRow, teamId: string, round: number, input: EvaluationInput): Promise<EvaluationView> {
      const saved = await db.transaction(async (tx) => {
        const team = await q.lockTeam(tx, teamId);
        if (!team || !(await q.isAssigned(tx, judge.id, teamId))) throw forbidden(JUDGE_MSG.notAllowed);
        if (!(await q.roundOpenLocked(tx, round))) throw forbidden(JUDGE_MSG.roundClosed(round));
        const scored = input.criteria ? scoreCriteria(await q.criteriaLocked(tx), input.criteria) : { snapshot: null, score: input.score! };
        const before = await q.findEvaluation(tx, judge.id, teamId, round);
        const row = await q.upsertEvaluation(tx, {
          judgeId: judge.id,
          teamId,
          round,
          score: scored.score,
          feedback: input.feedback,
          criteriaScores: scored.snapshot,
        });
        await audit.record(tx, judge, {
          action: 'evaluation.save',
          target: { type: 'team', id: team.id, label: team.name },
          details: {
            round,
            score: row.score,
            replaced: row.replaced,
            previousScore: before?.score ?? null,
            ...(scored.snapshot && { criteria: scored.snapshot.map((c) => ({ name: c.name, weight: c.weight, score: c.score })) }),
          },
        });
        // The results tab; other judges never hear of it (their scores stay their own).
        await publishLiveEvent(tx, { name: 'evaluation', data: { teamId, round: row.round } }, { roles: ['superadmin'] });
        return { team, row };
      });
      const { team, row } = saved;
      return {
        team: { _id: team.id, name: team.name, teamNumber: team.teamNumber },
        round: row.round,
        score: row.score,
        feedback: row.feedback,
        updatedAt: row.updatedAt.toISOString(),
        criteriaScores: row.criteriaScores,
        ...(await context(judge.id, teamId, round)),
      };
    },

    async criteria(): Promise<{ criteria: JudgingCriterion[] }> {
      return { criteria: (await q.criteria(db)).map(toCriterion) };
    },

    /** The whole rubric replaced at once; saved scores keep the snapshot they were scored with. */
    async replaceCriteria(actor: UserRow, input: CriteriaInput): Promise<{ criteria: JudgingCriterion[] }> {
      return db.transaction(async (tx) => {
        await q.lockCriteriaWriters(tx);
        const before = await q.criteria(tx);
        const known = new Set(before.map((c) => c.id));
        const seen = new Set<string>();
        const list = input.criteria.map((c) => {
          // An id from a rubric replaced meanwhile, or sent twice, is not one to keep.
          if (c._id && (!known.has(c._id) || seen.has(c._id))) throw badRequest(JUDGE_MSG.criterionUnknown);
          if (c._id) seen.add(c._id);
          return { id: c._id ?? randomUUID(), name: c.name, description: c.description, weight: c.weight };
        });
        await q.replaceCriteria(tx, list);
        await audit.record(tx, actor, {
          action: 'judging.criteria',
          target: { type: 'config', id: 'judging-criteria', label: 'Judging criteria' },
          details: {
            from: before.map((c) => ({ name: c.name, weight: c.weight })),
            to: list.map((c) => ({ name: c.name, weight: c.weight })),
          },
        });
        await publishLiveEvent(tx, { name: 'judging', data: { change: 'criteria' } }, { roles: ['judge', 'superadmin'] });
        return { criteria: list.map(toCriterion) };
      });
    },

    /** A judge reads the open state only; the superadmin also what each round still lacks (for closing it). */
    async rounds(caller: UserRow): Promise<{ rounds: JudgingRound[] }> {
      return { rounds: caller.role === 'superadmin' ? await q.roundsWithMissing(db) : await q.rounds(db) };
    },

    /** Evaluations still to come in every round: assigned judge-team pairs x rounds with no score (issuing winner certificates waits for them). */
    async unscoredRounds(tx: Db = db): Promise<number> {
      return (await q.roundsWithMissing(tx)).reduce((sum, r) => sum + r.missing, 0);
    },

    /** Closing waits for saves under way (they hold the round's row shared) and refuses every later one. */
    async setRound(actor: UserRow, round: number, open: boolean): Promise<{ rounds: JudgingRound[] }> {
      return db.transaction(async (tx) => {
        const wasOpen = await q.setRoundOpen(tx, round, open);
        if (wasOpen !== open) {
          await audit.record(tx, actor, {
            action: open ? 'judging.round.open' : 'judging.round.close',
            target: { type: 'config', id: `judging-round-${round}`, label: `Round ${round}` },
            details: { round, open },
          });
          await publishLiveEvent(tx, { name: 'judging', data: { change: 'rounds' } }, { roles: ['judge', 'superadmin'] });
        }
        return { rounds: await q.roundsWithMissing(tx) };
      });
    },
  };
}
export type JudgingService = ReturnType<typeof createJudgingService>;
