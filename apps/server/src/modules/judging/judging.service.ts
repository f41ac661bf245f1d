import { JUDGE_MSG, type EvaluationView, type JudgeTeamRow, type evaluationInputSchema } from '@hackcamp/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { PersonalCaches } from '../../cache/personal-caches.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { publishLiveEvent } from '../live/live-events.queries.ts';
import * as q from './judging.queries.ts';

type EvaluationInput = z.output<typeof evaluationInputSchema>;

/**
 * A judge's own side: their assigned teams and their own scores. Every read and write names the
 * calling judge in its query, so no judge ever sees another's scores; a team that is not assigned
 * to the caller (or does not exist) answers 403 the same way, revealing nothing.
 */
export function createJudgingService(deps: { db: Db; audit: AuditService; caches: PersonalCaches }) {
  const { db, audit } = deps;
  // Each judge's overview, reread after every score they save: kept until their teams or scores
  // change (named by the database) or a team is renamed.
  const overviews = deps.caches.create<{ teams: JudgeTeamRow[] }>({ maxEntries: 1_000, maxAgeMs: 10 * 60_000, clearOn: ['hc_teams'] });

  async function overview(judgeId: string): Promise<{ teams: JudgeTeamRow[] }> {
    const [teams, scores] = await Promise.all([q.assignedTeams(db, judgeId), q.scoresOf(db, judgeId)]);
    const byTeam = new Map<string, JudgeTeamRow['rounds']>();
    for (const s of scores) {
      const rounds = byTeam.get(s.teamId) ?? { round1: null, round2: null, round3: null };
      rounds[`round${s.round}` as keyof JudgeTeamRow['rounds']] = s.score;
      byTeam.set(s.teamId, rounds);
    }
    return {
      teams: teams.map((t) => {
        const rounds = byTeam.get(t.id) ?? { round1: null, round2: null, round3: null };
        return { teamId: t.id, teamName: t.name, teamNumber: t.teamNumber, rounds, completedRounds: Object.values(rounds).filter((v) => v !== null).length };
      }),
    };
  }

  return {
    overview: (judge: UserRow) => overviews.getOrLoad(judge.id, async () => ({ value: await overview(judge.id), tags: [judge.id] })),

    async get(judge: UserRow, teamId: string, round: number): Promise<EvaluationView> {
      const team = await q.findAssignedTeam(db, judge.id, teamId);
      if (!team) throw forbidden(JUDGE_MSG.notAllowed);
      const row = await q.findEvaluation(db, judge.id, teamId, round);
      return {
        team: { _id: team.id, name: team.name, teamNumber: team.teamNumber },
        round,
        score: row?.score ?? null,
        feedback: row?.feedback ?? null,
        updatedAt: row?.updatedAt.toISOString() ?? null,
      };
    },

    async save(judge: UserRow, teamId: string, round: number, input: EvaluationInput): Promise<EvaluationView> {
      return db.transaction(async (tx) => {
        const team = await q.lockTeam(tx, teamId);
        if (!team || !(await q.isAssigned(tx, judge.id, teamId))) throw forbidden(JUDGE_MSG.notAllowed);
        const before = await q.findEvaluation(tx, judge.id, teamId, round);
        const row = await q.upsertEvaluation(tx, { judgeId: judge.id, teamId, round, score: input.score, feedback: input.feedback });
        await audit.record(tx, judge, {
          action: 'evaluation.save',
          target: { type: 'team', id: team.id, label: team.name },
          details: { round, score: row.score, replaced: row.replaced, previousScore: before?.score ?? null },
        });
        // The results tab; other judges never hear of it (their scores stay their own).
        await publishLiveEvent(tx, { name: 'evaluation', data: { teamId, round: row.round } }, { roles: ['superadmin'] });
        return {
          team: { _id: team.id, name: team.name, teamNumber: team.teamNumber },
          round: row.round,
          score: row.score,
          feedback: row.feedback,
          updatedAt: row.updatedAt.toISOString(),
        };
      });
    },
  };
}
export type JudgingService = ReturnType<typeof createJudgingService>;
