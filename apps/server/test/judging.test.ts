import { JUDGE_MSG } from '@hackcamp/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, judgeEvaluations } from '../src/db/schema/index.ts';
import { bearer, createStaff, json, startTestApp, type TestApp } from './helpers/test-app.ts';
import { createLedTeams, setVoting, vote } from './helpers/voting-fixtures.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await createStaff(t, 'superadmin');
});
afterAll(() => t.close());

type Staff = Awaited<ReturnType<typeof createStaff>>;

async function assign(judge: Staff, teamIds: string[]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/assign-teams-to-judge',
    headers: bearer(admin.token),
    payload: { judgeId: judge.user.id, teamIds },
  });
  expect(res.statusCode, res.body).toBe(200);
}
const save = (token: string, teamId: string, round: unknown, body: unknown = { score: 7, feedback: 'Clear problem, working prototype' }) =>
  t.app.inject({ method: 'POST', url: `/api/judge/evaluations/${teamId}/${round}`, headers: bearer(token), payload: body as object });
const read = (token: string, teamId: string, round: unknown) => t.app.inject({ url: `/api/judge/evaluations/${teamId}/${round}`, headers: bearer(token) });
const rowsOf = (judgeId: string, teamId: string) =>
  t.database.db
    .select()
    .from(judgeEvaluations)
    .where(and(eq(judgeEvaluations.judgeId, judgeId), eq(judgeEvaluations.teamId, teamId)));

describe('a judge and their assigned teams', () => {
  it('saves a score per round, replaces it on a second save, and shows it on the overview', async () => {
    const judge = await createStaff(t, 'judge');
    const [a, b] = await createLedTeams(t, admin.token, 2, 'Judged');
    await assign(judge, [a!.team._id, b!.team._id]);

    const empty = await read(judge.token, a!.team._id, 1);
    expect(empty.statusCode).toBe(200);
    expect(json(empty).data).toMatchObject({
      team: { _id: a!.team._id, name: a!.team.name, teamNumber: expect.any(Number) },
      round: 1,
      score: null,
      feedback: null,
      updatedAt: null,
      criteriaScores: null,
    });

    const first = await save(judge.token, a!.team._id, 1, { score: 6, feedback: '  Good start  ' });
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first).message).toBe(JUDGE_MSG.saved);
    expect(json(first).data).toMatchObject({ round: 1, score: 6, feedback: 'Good start' });
    const second = await save(judge.token, a!.team._id, 1, { score: 9, feedback: 'Much better after the fixes' });
    expect(json(second).data).toMatchObject({ score: 9, feedback: 'Much better after the fixes' });
    expect(await rowsOf(judge.user.id, a!.team._id)).toHaveLength(1);
    expect((await save(judge.token, a!.team._id, 3, { score: 10 })).statusCode).toBe(200);

    // The list itself, each row with round1..round3 as the seed system's judge screens read it.
    const overview = json(await t.app.inject({ url: '/api/judge/overview', headers: bearer(judge.token) })).data;
    expect(overview).toEqual([
      {
        teamId: a!.team._id,
        teamName: a!.team.name,
        teamNumber: expect.any(Number),
        round1: 9,
        round2: null,
        round3: 10,
        rounds: { round1: 9, round2: null, round3: 10 },
        completedRounds: 2,
        hasProject: false,
      },
      {
        teamId: b!.team._id,
        teamName: b!.team.name,
        teamNumber: expect.any(Number),
        round1: null,
        round2: null,
        round3: null,
        rounds: { round1: null, round2: null, round3: null },
        completedRounds: 0,
        hasProject: false,
      },
    ]);
    expect(json(await read(judge.token, a!.team._id, 3)).data).toMatchObject({ score: 10, feedback: '' });

    const trail = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, judge.user.id), eq(auditLog.action, 'evaluation.save')));
    expect(trail).toHaveLength(3);
    expect(trail.map((e) => e.details).find((d) => d.score === 9)).toMatchObject({ round: 1, previousScore: 6, replaced: true });
  });

  it('refuses a team that is not assigned to the judge, or does not exist, with the same 403', async () => {
    const judge = await createStaff(t, 'judge');
    const [mine, other] = await createLedTeams(t, admin.token, 2, 'Scope');
    await assign(judge, [mine!.team._id]);
    for (const teamId of [other!.team._id, '00000000-0000-4000-8000-000000000009']) {
      for (const res of [await read(judge.token, teamId, 1), await save(judge.token, teamId, 1)]) {
        expect(res.statusCode).toBe(403);
        expect(json(res).message).toBe(JUDGE_MSG.notAllowed);
      }
    }
    expect(await rowsOf(judge.user.id, other!.team._id)).toHaveLength(0);
  });

  it('stops reading and writing once the team is taken off the judge, keeping what was saved', async () => {
    const judge = await createStaff(t, 'judge');
    const [a] = await createLedTeams(t, admin.token, 1, 'Removed');
    await assign(judge, [a!.team._id]);
    expect((await save(judge.token, a!.team._id, 2, { score: 5 })).statusCode).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/users/remove-teams-from-judge',
      headers: bearer(admin.token),
      payload: { judgeId: judge.user.id, teamIds: [a!.team._id] },
    });
    expect((await read(judge.token, a!.team._id, 2)).statusCode).toBe(403);
    expect((await save(judge.token, a!.team._id, 2, { score: 8 })).statusCode).toBe(403);
    expect((await rowsOf(judge.user.id, a!.team._id))[0]!.score).toBe(5);
  });

  it('checks the round and the score', async () => {
    const judge = await createStaff(t, 'judge');
    const [a] = await createLedTeams(t, admin.token, 1, 'Bounds');
    await assign(judge, [a!.team._id]);
    for (const round of [0, 4, 'x', 1.5]) {
      const res = await save(judge.token, a!.team._id, round);
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toBe(JUDGE_MSG.roundInvalid);
    }
    for (const score of [0, 11, 7.5, '7', null]) {
      const res = await save(judge.token, a!.team._id, 1, { score, feedback: 'x' });
      expect(res.statusCode, String(score)).toBe(400);
      expect(json(res).message).toBe(JUDGE_MSG.scoreInvalid);
    }
    const long = await save(judge.token, a!.team._id, 1, { score: 5, feedback: 'x'.repeat(2001) });
    expect(json(long).message).toBe(JUDGE_MSG.feedbackTooLong);
    expect(await rowsOf(judge.user.id, a!.team._id)).toHaveLength(0);
    expect((await save(judge.token, a!.team._id, 1, { score: 1 })).statusCode).toBe(200);
    expect((await save(judge.token, a!.team._id, 2, { score: 10, feedback: null })).statusCode).toBe(200);
  });

  it('keeps one evaluation per judge, team and round when saves race', async () => {
    const judge = await createStaff(t, 'judge');
    const [a] = await createLedTeams(t, admin.token, 1, 'Racing');
    await assign(judge, [a!.team._id]);
    const scores = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    const answers = await Promise.all(scores.map((score) => save(judge.token, a!.team._id, 2, { score, feedback: `Attempt ${score}` })));
    expect(answers.map((r) => r.statusCode)).toEqual(scores.map(() => 200));
    const rows = await rowsOf(judge.user.id, a!.team._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.feedback).toBe(`Attempt ${rows[0]!.score}`);
  });

  it("never shows a judge another judge's score, and shows participants none", async () => {
    const [first, second] = [await createStaff(t, 'judge'), await createStaff(t, 'judge')];
    const [a] = await createLedTeams(t, admin.token, 1, 'Private');
    await assign(first, [a!.team._id]);
    await assign(second, [a!.team._id]);
    await save(first.token, a!.team._id, 1, { score: 3, feedback: 'Weak' });
    expect(json(await read(second.token, a!.team._id, 1)).data).toMatchObject({ score: null, feedback: null });
    const overview = json(await t.app.inject({ url: '/api/judge/overview', headers: bearer(second.token) })).data;
    expect(overview[0].rounds).toEqual({ round1: null, round2: null, round3: null });
    for (const url of ['/api/evaluations/results', '/api/evaluations/all', '/api/evaluations/judges']) {
      expect((await t.app.inject({ url, headers: bearer(first.token) })).statusCode).toBe(403);
      expect((await t.app.inject({ url, headers: bearer(a!.leader.token) })).statusCode).toBe(403);
    }
    for (const res of [await read(a!.leader.token, a!.team._id, 1), await t.app.inject({ url: '/api/judge/overview', headers: bearer(admin.token) })])
      expect(res.statusCode).toBe(403);
  });
});

describe("the superadmin's results", () => {
  it('ranks by the judge-normalised score beside the raw mean, names who still has to score, and shows peer votes', async () => {
    const [harsh, lenient] = [await createStaff(t, 'judge'), await createStaff(t, 'judge')];
    const rows = await createLedTeams(t, admin.token, 6, 'Ranked');
    const [A, B, C, D, E, F] = rows.map((r) => r.team);
    await assign(harsh, [A!._id, B!._id, C!._id]);
    await assign(lenient, [D!._id, E!._id, F!._id]);
    // The harsh judge's best team (A: 6) stands out far more than the lenient judge's (D: 9).
    for (const [judge, team, round, score] of [
      [harsh, A, 1, 6],
      [harsh, B, 1, 3],
      [harsh, C, 1, 3],
      [lenient, D, 1, 9],
      [lenient, E, 1, 9],
      [lenient, F, 1, 7],
    ] as const) {
      const res = await save(judge.token, team!._id, round, { score, feedback: `Round ${round} note` });
      expect(res.statusCode).toBe(200);
    }
    await setVoting(t, admin.token, true);
    await vote(t, rows[1]!.leader.token, A!._id, { rating: 4, comment: 'Neat' });
    await vote(t, rows[2]!.leader.token, A!._id, { rating: 5, comment: 'Best of the day' });

    const res = await t.app.inject({ url: '/api/evaluations/results?search=Ranked&limit=50', headers: bearer(admin.token) });
    expect(res.statusCode, res.body).toBe(200);
    const data = json(res).data;
    const ours = data.teams.map((r: { teamId: string }) => r.teamId);
    // Normalised order: A (+1.41), D and E (+0.71), B and C (-0.71), F (-1.41); raw would put D, E, F first.
    expect(ours).toEqual([A!._id, D!._id, E!._id, B!._id, C!._id, F!._id]);
    const byId = new Map(data.teams.map((r: { teamId: string }) => [r.teamId, r]));
    expect(byId.get(A!._id)).toMatchObject({ meanScore: 6, normalizedScore: 1.414, evaluationCount: 1, peerVotes: { totalVotes: 2, averageRating: 4.5 } });
    expect(byId.get(D!._id)).toMatchObject({ meanScore: 9, normalizedScore: 0.707 });
    expect(byId.get(F!._id)).toMatchObject({ meanScore: 7, normalizedScore: -1.414 });
    const a = byId.get(A!._id) as { rank: number; judges: unknown[]; missing: unknown[] };
    expect(a.judges).toEqual([
      { judgeId: harsh.user.id, judgeName: harsh.user.name, assigned: true, scores: { round1: 6, round2: null, round3: null }, normalizedScore: 1.414 },
    ]);
    expect(a.missing).toEqual([{ judgeId: harsh.user.id, judgeName: harsh.user.name, rounds: [2, 3] }]);
    expect(data.judges.find((j: { judgeId: string }) => j.judgeId === harsh.user.id)).toEqual({
      judgeId: harsh.user.id,
      judgeName: harsh.user.name,
      evaluations: 3,
      mean: 4,
      standardDeviation: 1.41,
      normalizable: true,
    });
    expect(data.summary.pendingEvaluations).toBeGreaterThanOrEqual(12);

    const all = json(await t.app.inject({ url: '/api/evaluations/all?search=Ranked&limit=50', headers: bearer(admin.token) })).data;
    expect(all.teams.map((r: { teamNumber: number }) => r.teamNumber)).toEqual(
      [...all.teams.map((r: { teamNumber: number }) => r.teamNumber)].sort((x: number, y: number) => x - y),
    );
    const recordA = all.teams.find((r: { teamId: string }) => r.teamId === A!._id);
    expect(recordA.judges[0].evaluations).toEqual([{ round: 1, score: 6, feedback: 'Round 1 note', updatedAt: expect.any(String), criteriaScores: null }]);
    expect(recordA.normalizedScore).toBe(1.414);
    // The ranking itself carries no written feedback.
    expect(JSON.stringify(data)).not.toContain('Round 1 note');

    const judges = json(await t.app.inject({ url: '/api/evaluations/judges', headers: bearer(admin.token) })).data.judges;
    expect(judges.find((j: { _id: string }) => j._id === harsh.user.id)).toMatchObject({
      completedEvaluations: 3,
      expectedEvaluations: 9,
      teams: [{ _id: A!._id, completedRounds: 1 }, { _id: B!._id }, { _id: C!._id }],
    });
  });
});
