import { JUDGE_MSG } from '@hackcamp/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, judgeEvaluations, judgingRounds, teamProjects, users } from '../src/db/schema/index.ts';
import { bearer, createParticipants, createStaff, json, startTestApp, type TestApp } from './helpers/test-app.ts';
import { joinTeam, setConfig } from './helpers/teams-fixtures.ts';
import { createLedTeams } from './helpers/voting-fixtures.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
type Criterion = { _id: string; name: string; description: string; weight: number };

const DEFAULT_RUBRIC = ['Innovation', 'Execution', 'Impact', 'Presentation'].map((name) => ({ name, description: '', weight: 1 }));

beforeAll(async () => {
  t = await startTestApp();
  admin = await createStaff(t, 'superadmin');
});
afterAll(() => t.close());
// The rubric and the rounds are the event's: every test starts from the defaults.
afterEach(async () => {
  await putCriteria(admin.token, DEFAULT_RUBRIC);
  for (const round of [1, 2, 3]) await setRound(admin.token, round, true);
});

const getCriteria = async (token: string) => {
  const res = await t.app.inject({ url: '/api/judging/criteria', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data.criteria as Criterion[];
};
const putCriteria = (token: string, criteria: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/judging/criteria', headers: bearer(token), payload: { criteria } as object });
const setRound = (token: string, round: number | string, open: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/judging/rounds/${round}`, headers: bearer(token), payload: { open } as object });
const save = (token: string, teamId: string, round: number, body: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/judge/evaluations/${teamId}/${round}`, headers: bearer(token), payload: body as object });
const read = (token: string, teamId: string, round: number) => t.app.inject({ url: `/api/judge/evaluations/${teamId}/${round}`, headers: bearer(token) });
const storedRow = async (judgeId: string, teamId: string, round: number) => {
  const [row] = await t.database.db
    .select()
    .from(judgeEvaluations)
    .where(and(eq(judgeEvaluations.judgeId, judgeId), eq(judgeEvaluations.teamId, teamId), eq(judgeEvaluations.round, round)));
  return row;
};

async function judgeWithTeams(n = 1, prefix = 'Rubric') {
  const judge = await createStaff(t, 'judge');
  const teams = await createLedTeams(t, admin.token, n, prefix);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/assign-teams-to-judge',
    headers: bearer(admin.token),
    payload: { judgeId: judge.user.id, teamIds: teams.map((x) => x.team._id) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { judge, teams };
}
const scoresFor = (criteria: Criterion[], scores: number[]) => criteria.map((c, i) => ({ criterionId: c._id, score: scores[i] }));

describe('the rubric', () => {
  it('starts with four equal criteria, is read by judges and superadmins, and replaced by the superadmin only', async () => {
    const judge = await createStaff(t, 'judge');
    const [participant] = await createParticipants(t, 1);
    const initial = await getCriteria(judge.token);
    expect(initial.map((c) => [c.name, c.weight])).toEqual([
      ['Innovation', 1],
      ['Execution', 1],
      ['Impact', 1],
      ['Presentation', 1],
    ]);
    expect((await t.app.inject({ url: '/api/judging/criteria', headers: bearer(participant!.token) })).statusCode).toBe(403);
    for (const token of [judge.token, participant!.token]) expect((await putCriteria(token, DEFAULT_RUBRIC)).statusCode).toBe(403);

    // Keep Execution (renamed, reweighted, moved first), drop the others, add one.
    const execution = initial[1]!;
    const res = await putCriteria(admin.token, [
      { _id: execution._id, name: '  Working product ', description: 'Does it run?', weight: 3 },
      { name: 'Pitch', weight: 1 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe(JUDGE_MSG.criteriaSaved);
    const after = await getCriteria(admin.token);
    expect(after).toEqual([
      { _id: execution._id, name: 'Working product', description: 'Does it run?', weight: 3 },
      { _id: expect.any(String), name: 'Pitch', description: '', weight: 1 },
    ]);
    expect(json(res).data.criteria).toEqual(after);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'judging.criteria')).orderBy(desc(auditLog.at)).limit(1);
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      details: {
        to: [
          { name: 'Working product', weight: 3 },
          { name: 'Pitch', weight: 1 },
        ],
      },
    });
  });

  it('refuses 0 or 7 criteria, duplicate names ignoring case, bad weights and over-long text with a plain message', async () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `C${i}`, weight: 1 }));
    expect((await putCriteria(admin.token, six)).statusCode).toBe(200);
    const cases: [unknown, string][] = [
      [[], JUDGE_MSG.criteriaCount],
      [[...six, { name: 'C7', weight: 1 }], JUDGE_MSG.criteriaCount],
      ['nope', JUDGE_MSG.criteriaCount],
      [
        [
          { name: 'Impact', weight: 1 },
          { name: ' IMPACT', weight: 2 },
        ],
        JUDGE_MSG.criterionNameTaken,
      ],
      [[{ name: 'Impact', weight: 0 }], JUDGE_MSG.criterionWeightInvalid],
      [[{ name: 'Impact', weight: 101 }], JUDGE_MSG.criterionWeightInvalid],
      [[{ name: 'Impact', weight: 1.5 }], JUDGE_MSG.criterionWeightInvalid],
      [[{ name: 'Impact', weight: '1' }], JUDGE_MSG.criterionWeightInvalid],
      [[{ name: '   ', weight: 1 }], JUDGE_MSG.criterionNameRequired],
      [[{ name: 'x'.repeat(41), weight: 1 }], JUDGE_MSG.criterionNameTooLong],
      [[{ name: 'x'.repeat(100_000), weight: 1 }], JUDGE_MSG.criterionNameTooLong],
      [[{ name: 'Impact', description: 'd'.repeat(201), weight: 1 }], JUDGE_MSG.criterionDescriptionTooLong],
      [[{ _id: '00000000-0000-4000-8000-000000000001', name: 'Impact', weight: 1 }], JUDGE_MSG.criterionUnknown],
    ];
    for (const [criteria, message] of cases) {
      const res = await putCriteria(admin.token, criteria);
      expect(res.statusCode, JSON.stringify(criteria).slice(0, 80)).toBe(400);
      expect(json(res).message).toBe(message);
    }
    expect((await getCriteria(admin.token)).map((c) => c.name)).toEqual(six.map((c) => c.name));
  });

  it('leaves scores already saved as they were scored when the rubric changes', async () => {
    const { judge, teams } = await judgeWithTeams(1, 'Frozen');
    const criteria = await getCriteria(judge.token);
    const teamId = teams[0]!.team._id;
    expect((await save(judge.token, teamId, 1, { criteria: scoresFor(criteria, [8, 6, 6, 6]), feedback: '' })).statusCode).toBe(200);
    expect((await putCriteria(admin.token, [{ name: 'Only one', weight: 5 }])).statusCode).toBe(200);
    const view = json(await read(judge.token, teamId, 1)).data;
    expect(view.score).toBe(6.5);
    expect(view.criteriaScores.map((c: { name: string; score: number }) => [c.name, c.score])).toEqual([
      ['Innovation', 8],
      ['Execution', 6],
      ['Impact', 6],
      ['Presentation', 6],
    ]);
    expect(view.criteria.map((c: Criterion) => c.name)).toEqual(['Only one']);
  });
});

describe('scores from criteria', () => {
  it('stores the weighted mean to one decimal with a frozen snapshot, rounding x.x5 up', async () => {
    const { judge, teams } = await judgeWithTeams(1, 'Weighted');
    const teamId = teams[0]!.team._id;
    const base = await getCriteria(admin.token);
    // Weights 2,1,1,1 and scores 8,7,6,9: (16 + 7 + 6 + 9) / 5 = 7.6.
    expect(
      (
        await putCriteria(
          admin.token,
          base.map((c, i) => ({ _id: c._id, name: c.name, weight: i === 0 ? 2 : 1 })),
        )
      ).statusCode,
    ).toBe(200);
    const criteria = await getCriteria(judge.token);
    const res = await save(judge.token, teamId, 1, { criteria: scoresFor(criteria, [8, 7, 6, 9]), feedback: 'Strong idea' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toMatchObject({ round: 1, score: 7.6, feedback: 'Strong idea' });
    const row = await storedRow(judge.user.id, teamId, 1);
    expect(row!.score).toBe(7.6);
    expect(row!.criteriaScores).toEqual(criteria.map((c, i) => ({ criterionId: c._id, name: c.name, weight: c.weight, score: [8, 7, 6, 9][i] })));

    // Equal weights, 7,7,7,8: 29 / 4 = 7.25, shown as 7.3 (never 7.2).
    expect((await putCriteria(admin.token, DEFAULT_RUBRIC)).statusCode).toBe(200);
    const equal = await getCriteria(judge.token);
    expect(json(await save(judge.token, teamId, 2, { criteria: scoresFor(equal, [7, 7, 7, 8]) })).data.score).toBe(7.3);
    // 1,1,1,2 out of weights 1..: 5 / 4 = 1.25 -> 1.3; 10s give exactly 10.
    expect(json(await save(judge.token, teamId, 3, { criteria: scoresFor(equal, [1, 1, 1, 2]) })).data.score).toBe(1.3);
    expect(json(await save(judge.token, teamId, 3, { criteria: scoresFor(equal, [10, 10, 10, 10]) })).data.score).toBe(10);

    const overview = json(await t.app.inject({ url: '/api/judge/overview', headers: bearer(judge.token) })).data;
    expect(overview[0]).toMatchObject({ round1: 7.6, round2: 7.3, round3: 10, rounds: { round1: 7.6, round2: 7.3, round3: 10 } });
  });

  it("keeps the seed's total-only call working, storing no criteria", async () => {
    const { judge, teams } = await judgeWithTeams(1, 'Total');
    const teamId = teams[0]!.team._id;
    const criteria = await getCriteria(judge.token);
    await save(judge.token, teamId, 1, { criteria: scoresFor(criteria, [9, 9, 9, 9]) });
    const res = await save(judge.token, teamId, 1, { score: 7, feedback: 'Good' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toMatchObject({ score: 7, feedback: 'Good', criteriaScores: null });
    expect((await storedRow(judge.user.id, teamId, 1))!.criteriaScores).toBeNull();
  });

  it('refuses missing, extra, unknown and duplicate criteria, bad criterion scores, and both or neither forms', async () => {
    const { judge, teams } = await judgeWithTeams(1, 'Mismatch');
    const teamId = teams[0]!.team._id;
    const c = await getCriteria(judge.token);
    const full = scoresFor(c, [5, 5, 5, 5]);
    const cases: [unknown, string][] = [
      [{ criteria: full.slice(0, 3) }, JUDGE_MSG.criteriaMismatch],
      [{ criteria: [...full.slice(0, 3), { criterionId: '00000000-0000-4000-8000-000000000001', score: 5 }] }, JUDGE_MSG.criteriaMismatch],
      [{ criteria: [...full, { criterionId: '00000000-0000-4000-8000-000000000001', score: 5 }] }, JUDGE_MSG.criteriaMismatch],
      [{ criteria: [full[0], full[0], full[1], full[2]] }, JUDGE_MSG.criteriaMismatch],
      [{ criteria: [] }, JUDGE_MSG.criteriaMismatch],
      [{ criteria: [{ ...full[0]!, score: 11 }, ...full.slice(1)] }, JUDGE_MSG.criterionScoreInvalid],
      [{ criteria: [{ ...full[0]!, score: 7.5 }, ...full.slice(1)] }, JUDGE_MSG.criterionScoreInvalid],
      [{ criteria: full, score: 5 }, JUDGE_MSG.scoreOrCriteria],
      [{ feedback: 'no score' }, JUDGE_MSG.scoreOrCriteria],
      [{ criteria: 'all tens' }, JUDGE_MSG.criteriaMismatch],
    ];
    for (const [body, message] of cases) {
      const res = await save(judge.token, teamId, 1, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 100)).toBe(400);
      expect(json(res).message).toBe(message);
    }
    expect(await storedRow(judge.user.id, teamId, 1)).toBeUndefined();
  });
});

describe('rounds', () => {
  it('are all open by default; the superadmin closes one, saving it is 403 and leaves the score, reading still works, reopening saves', async () => {
    const { judge, teams } = await judgeWithTeams(1, 'Closed');
    const teamId = teams[0]!.team._id;
    const rounds = await t.app.inject({ url: '/api/judging/rounds', headers: bearer(judge.token) });
    expect(json(rounds).data.rounds).toEqual([1, 2, 3].map((round) => ({ round, open: true })));
    expect((await save(judge.token, teamId, 2, { score: 6, feedback: 'Before the close' })).statusCode).toBe(200);

    expect((await setRound(judge.token, 2, false)).statusCode).toBe(403);
    expect((await setRound(admin.token, 4, false)).statusCode).toBe(400);
    expect((await setRound(admin.token, 2, 'no')).statusCode).toBe(400);
    const closed = await setRound(admin.token, 2, false);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(json(closed).data.rounds.map(({ round, open }: { round: number; open: boolean }) => ({ round, open }))).toEqual([
      { round: 1, open: true },
      { round: 2, open: false },
      { round: 3, open: true },
    ]);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'judging.round.close')).orderBy(desc(auditLog.at)).limit(1);
    expect(entry).toMatchObject({ actorId: admin.user.id, details: { round: 2, open: false } });

    const refused = await save(judge.token, teamId, 2, { score: 9, feedback: 'After the close' });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe('Round 2 is closed for scoring');
    expect(await storedRow(judge.user.id, teamId, 2)).toMatchObject({ score: 6, feedback: 'Before the close' });
    expect(json(await read(judge.token, teamId, 2)).data).toMatchObject({ score: 6, roundOpen: false });
    expect(json(await read(judge.token, teamId, 1)).data).toMatchObject({ roundOpen: true });
    expect((await save(judge.token, teamId, 1, { score: 4 })).statusCode).toBe(200);
    const state = json(await t.app.inject({ url: '/api/judging/rounds', headers: bearer(judge.token) })).data;
    expect(state.rounds).toEqual([
      { round: 1, open: true },
      { round: 2, open: false },
      { round: 3, open: true },
    ]);

    expect((await setRound(admin.token, 2, true)).statusCode).toBe(200);
    expect((await save(judge.token, teamId, 2, { score: 9, feedback: 'After reopening' })).statusCode).toBe(200);
    expect((await storedRow(judge.user.id, teamId, 2))!.score).toBe(9);
  });

  it('tell the superadmin, in the same answer, how many assigned judge-team pairs each round still lacks; a judge never sees it', async () => {
    const missing = async () => {
      const res = await t.app.inject({ url: '/api/judging/rounds', headers: bearer(admin.token) });
      expect(res.statusCode, res.body).toBe(200);
      return (json(res).data.rounds as { missing: number }[]).map((r) => r.missing);
    };
    // Earlier tests in this file left assignments behind: count what this test adds.
    const before = await missing();
    const added = (now: number[]) => now.map((n, i) => n - before[i]!);
    const { judge: first, teams } = await judgeWithTeams(2, 'Missing');
    const [one, two] = teams.map((x) => x.team._id) as [string, string];
    const second = await createStaff(t, 'judge');
    const assign = (judgeId: string, teamIds: string[], op: 'assign-teams-to-judge' | 'remove-teams-from-judge') =>
      t.app.inject({ method: 'POST', url: `/api/users/${op}`, headers: bearer(admin.token), payload: { judgeId, teamIds } });
    expect((await assign(second.user.id, [one], 'assign-teams-to-judge')).statusCode).toBe(200);
    expect(added(await missing())).toEqual([3, 3, 3]);

    for (const [token, teamId, round] of [
      [first.token, one, 1],
      [first.token, two, 1],
      [first.token, one, 2],
      [second.token, one, 3],
    ] as const)
      expect((await save(token, teamId, round, { score: 7, feedback: '' })).statusCode).toBe(200);
    // Saving a round again is no second evaluation.
    expect((await save(first.token, one, 1, { score: 8, feedback: 'Again' })).statusCode).toBe(200);
    expect(added(await missing())).toEqual([1, 2, 2]);

    // A team taken off a judge: its pairs no longer count, scored or not.
    expect((await assign(first.user.id, [two], 'remove-teams-from-judge')).statusCode).toBe(200);
    expect(added(await missing())).toEqual([1, 1, 1]);

    // Closing answers the count too, so the screen's confirmation can say it.
    const closed = await setRound(admin.token, 2, false);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(json(closed).data.rounds[1]).toEqual({ round: 2, open: false, missing: before[1]! + 1 });

    const theirs = json(await t.app.inject({ url: '/api/judging/rounds', headers: bearer(first.token) })).data.rounds;
    expect(theirs).toEqual([
      { round: 1, open: true },
      { round: 2, open: false },
      { round: 3, open: true },
    ]);
  });

  it('a save racing the close either commits before it or is refused, never after', async () => {
    const { judge, teams } = await judgeWithTeams(4, 'Race');
    const saves = Array.from({ length: 20 }, (_, i) => ({ teamId: teams[i % 4]!.team._id, score: (i % 10) + 1 }));
    const inFlight = saves.map(({ teamId, score }) => save(judge.token, teamId, 3, { score, feedback: `Race ${score}` }));
    const close = setRound(admin.token, 3, false);
    const [answers, closeAnswer] = await Promise.all([Promise.all(inFlight), close]);
    expect(closeAnswer.statusCode).toBe(200);
    const [roundRow] = await t.database.db.select().from(judgingRounds).where(eq(judgingRounds.round, 3));
    const closedAt = roundRow!.updatedAt.getTime();
    for (const res of answers) {
      if (res.statusCode === 403) expect(json(res).message).toBe(JUDGE_MSG.roundClosed(3));
      else {
        expect(res.statusCode).toBe(200);
        expect(Date.parse(json(res).data.updatedAt)).toBeLessThanOrEqual(closedAt);
      }
    }
    // Whatever is stored was written before the close.
    for (const { team } of teams) {
      const row = await storedRow(judge.user.id, team._id, 3);
      if (row) expect(row.updatedAt.getTime()).toBeLessThanOrEqual(closedAt);
    }
    // And once it is closed, nothing goes in.
    const late = await Promise.all(teams.map(({ team }) => save(judge.token, team._id, 3, { score: 1 })));
    expect(late.map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
  });
});

describe('what the judge sees', () => {
  it('the problem statement, the members with colleges (leader first), their other rounds and the rubric', async () => {
    const { judge, teams } = await judgeWithTeams(1, 'Seen');
    const { team, leader } = teams[0]!;
    await setConfig(t, admin.token, { teamFormationEnabled: true });
    const [member] = await createParticipants(t, 1);
    expect((await joinTeam(t, member!.token, team._id)).statusCode).toBe(200);
    await t.database.db.update(users).set({ collegeName: 'CBIT', name: 'Zara Leader' }).where(eq(users.id, leader.user.id));
    await t.database.db.update(users).set({ collegeName: 'VNR VJIET', name: 'Aarav Member' }).where(eq(users.id, member!.user.id));

    await save(judge.token, team._id, 1, { score: 5, feedback: 'Needs a clearer demo' });
    await save(judge.token, team._id, 3, { score: 8, feedback: '' });
    const view = json(await read(judge.token, team._id, 2)).data;
    expect(view.problemStatement).toEqual({ title: expect.stringContaining('Smart irrigation'), description: expect.stringContaining('Farmers') });
    expect(view.members[0]).toEqual({ name: 'Zara Leader', college: 'CBIT', leader: true });
    expect(view.members.slice(1)).toContainEqual({ name: 'Aarav Member', college: 'VNR VJIET', leader: false });
    expect(view.members.filter((m: { leader: boolean }) => m.leader)).toHaveLength(1);
    expect(view.earlierRounds).toEqual([
      { round: 1, score: 5, feedback: 'Needs a clearer demo' },
      { round: 3, score: 8, feedback: '' },
    ]);
    expect(view.criteria.map((c: Criterion) => c.name)).toEqual(['Innovation', 'Execution', 'Impact', 'Presentation']);
    expect(view).toMatchObject({ round: 2, score: null, criteriaScores: null, roundOpen: true });
    // Another judge's scores never show as "earlier rounds".
    const other = await createStaff(t, 'judge');
    await t.app.inject({
      method: 'POST',
      url: '/api/users/assign-teams-to-judge',
      headers: bearer(admin.token),
      payload: { judgeId: other.user.id, teamIds: [team._id] },
    });
    expect(json(await read(other.token, team._id, 2)).data.earlierRounds).toEqual([]);
  });

  it('the overview says which teams have a project, as soon as one is saved', async () => {
    const { judge, teams } = await judgeWithTeams(2, 'Project');
    const first = json(await t.app.inject({ url: '/api/judge/overview', headers: bearer(judge.token) })).data;
    expect(first.map((r: { hasProject: boolean }) => r.hasProject)).toEqual([false, false]);
    await t.database.db.insert(teamProjects).values({ teamId: teams[1]!.team._id, title: 'Soil sensor planner' });
    // The overview is cached per judge; the project's notification empties it.
    await expect
      .poll(async () =>
        json(await t.app.inject({ url: '/api/judge/overview', headers: bearer(judge.token) })).data.map((r: { hasProject: boolean }) => r.hasProject),
      )
      .toEqual([false, true]);
  });
});

describe('results with decimal round scores', () => {
  it('normalises and ranks one-decimal scores and shows them in every results view', async () => {
    const { judge, teams } = await judgeWithTeams(2, 'Decimal');
    const criteria = await getCriteria(judge.token);
    const [A, B] = teams.map((x) => x.team);
    await save(judge.token, A!._id, 1, { criteria: scoresFor(criteria, [8, 7, 7, 7]) }); // 7.25 -> 7.3
    await save(judge.token, B!._id, 1, { criteria: scoresFor(criteria, [6, 6, 6, 7]) }); // 6.25 -> 6.3
    const results = json(await t.app.inject({ url: '/api/evaluations/results?search=Decimal&limit=50', headers: bearer(admin.token) })).data;
    expect(results.teams.map((r: { teamId: string }) => r.teamId)).toEqual([A!._id, B!._id]);
    expect(results.teams[0]).toMatchObject({ meanScore: 7.3, normalizedScore: 1, judges: [{ scores: { round1: 7.3, round2: null, round3: null } }] });
    expect(results.teams[1]).toMatchObject({ meanScore: 6.3, normalizedScore: -1 });
    expect(results.judges.find((j: { judgeId: string }) => j.judgeId === judge.user.id)).toMatchObject({ mean: 6.8, standardDeviation: 0.5 });
    const all = json(await t.app.inject({ url: '/api/evaluations/all?search=Decimal&limit=50', headers: bearer(admin.token) })).data;
    const record = all.teams.find((r: { teamId: string }) => r.teamId === A!._id).judges[0].evaluations[0];
    expect(record).toMatchObject({
      round: 1,
      score: 7.3,
      criteriaScores: criteria.map((c, i) => ({ criterionId: c._id, name: c.name, weight: 1, score: [8, 7, 7, 7][i] })),
    });
  });
});
