import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { leaderboardStatements } from '../src/modules/users/users.queries.ts';
import { bearer, createParticipants, createStaff, json, startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let people: Awaited<ReturnType<typeof createParticipants>>;
beforeAll(async () => {
  t = await startTestApp();
  people = await createParticipants(t, 25);
  // Scores 0,10,20,... with a tie between the 3rd and 4th registered (both 500).
  for (const [i, p] of people.entries()) {
    const score = i === 3 ? 500 : i === 2 ? 500 : i * 10;
    await t.database.db.update(users).set({ totalScore: score, name: `Ranker ${String(i).padStart(2, '0')}`, createdAt: sql`now() + make_interval(secs => ${i})` }).where(eq(users.id, p.user.id));
  }
});
afterAll(() => t.close());

const board = async (qs: string, token = people[0]!.token) => json(await t.app.inject({ method: 'GET', url: `/api/users/leaderboard?${qs}`, headers: bearer(token) })).data;

describe('GET /api/users/leaderboard', () => {
  it('ranks by score, ties broken by who registered first', async () => {
    const { leaderboard, pagination } = await board('limit=5&search=Ranker');
    expect(leaderboard.map((e: any) => [e.name, e.totalScore, e.rank])).toEqual([
      ['Ranker 02', 500, 1],
      ['Ranker 03', 500, 2],
      ['Ranker 24', 240, 3],
      ['Ranker 23', 230, 4],
      ['Ranker 22', 220, 5],
    ]);
    expect(pagination).toMatchObject({ currentPage: 1, totalPages: 5, totalUsers: 25, hasNextPage: true, hasPrevPage: false });
  });

  it('pages keep the global rank, with and without a search', async () => {
    const page2 = await board('limit=5&page=2&search=Ranker');
    expect(page2.leaderboard.map((e: any) => e.rank)).toEqual([6, 7, 8, 9, 10]);
    const plain = await board('limit=10&page=1');
    const mine = plain.leaderboard.find((e: any) => e.name === 'Ranker 24');
    const one = await board('search=Ranker%2024');
    expect(one.leaderboard).toHaveLength(1);
    expect(one.leaderboard[0].rank).toBe(mine.rank);
    expect(one.leaderboard[0]).not.toHaveProperty('passwordHash');
  });

  it('leaves out hackathon-only and inactive participants, and staff', async () => {
    const [h] = await createParticipants(t, 1, 'hackathon');
    await t.database.db.update(users).set({ totalScore: 9999, name: 'Ranker hack' }).where(eq(users.id, h!.user.id));
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, people[24]!.user.id));
    try {
      const { leaderboard } = await board('limit=3&search=Ranker');
      expect(leaderboard.map((e: any) => e.name)).toEqual(['Ranker 02', 'Ranker 03', 'Ranker 23']);
    } finally {
      await t.database.db.update(users).set({ isActive: true }).where(eq(users.id, people[24]!.user.id));
    }
  });

  it('lists mentors with the mentor role filter', async () => {
    const mentor = await createStaff(t, 'mentor');
    const { leaderboard } = await board('role=mentor&limit=100');
    expect(leaderboard.map((e: any) => e._id)).toContain(mentor.user.id);
    expect(leaderboard.every((e: any) => e.role === 'mentor')).toBe(true);
  });

  it('validates its query', async () => {
    for (const qs of ['page=0', 'limit=5000', 'role=judge', 'sortOrder=sideways']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/users/leaderboard?${qs}`, headers: bearer(people[0]!.token) });
      expect(res.statusCode, qs).toBe(400);
    }
  });
});

describe('GET /api/users/leaderboard/summary', () => {
  const summary = async () => json(await t.app.inject({ method: 'GET', url: '/api/users/leaderboard/summary', headers: bearer(people[0]!.token) })).data;

  it('counts active people per role and averages and tops the score over every active user', async () => {
    const judge = await createStaff(t, 'judge');
    const [hack, gone] = await createParticipants(t, 2, 'hackathon');
    const [{ top }] = (await t.database.db.select({ top: sql<number>`max(${users.totalScore})::int` }).from(users)) as [{ top: number }];
    // A judge's score counts toward the mean and the top (the spec: over all users); an inactive
    // account counts toward nothing, even with the highest score of all.
    await t.database.db.update(users).set({ totalScore: top + 1 }).where(eq(users.id, judge.user.id));
    await t.database.db.update(users).set({ totalScore: top + 2, isActive: false }).where(eq(users.id, gone!.user.id));
    await t.database.db.update(users).set({ totalScore: 3 }).where(eq(users.id, hack!.user.id));

    const all = await t.database.db
      .select({ role: users.role, type: users.participantType, score: users.totalScore })
      .from(users)
      .where(eq(users.isActive, true));
    const participants = all.filter((u) => u.role === 'participant');
    expect(await summary()).toEqual({
      totalParticipants: participants.length,
      rankedParticipants: participants.filter((u) => u.type === 'bootcamp').length,
      totalMentors: all.filter((u) => u.role === 'mentor').length,
      averageScore: Math.round(all.reduce((sum, u) => sum + u.score, 0) / all.length),
      highestScore: top + 1,
    });
  });

  it('ranked participants equal the Participants tab total', async () => {
    const [s, tab] = await Promise.all([summary(), board('limit=1')]);
    expect(s.rankedParticipants).toBe(tab.pagination.totalUsers);
  });

  it('answers every signed-in user and no one else', async () => {
    const [hack] = await createParticipants(t, 1, 'hackathon');
    expect((await t.app.inject({ method: 'GET', url: '/api/users/leaderboard/summary', headers: bearer(hack!.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/leaderboard/summary' })).statusCode).toBe(401);
  });
});

describe('at event scale', () => {
  it.skipIf(process.env.TEST_ENGINE !== 'postgres')('reads a leaderboard page of 10,000 participants from the rank index', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      name: `Scale ${i}`,
      email: `scale${i}@scale.dev`,
      passwordHash: 'x',
      role: 'participant' as const,
      participantType: 'bootcamp' as const,
      totalScore: (i * 7919) % 2000,
    }));
    for (let from = 0; from < rows.length; from += 2000) await t.database.db.insert(users).values(rows.slice(from, from + 2000));
    await t.database.db.execute(sql`analyze users`);
    // The statements the leaderboard call runs, built by the same function, with their parameters.
    const explain = async (statement: { getSQL(): SQL }) => {
      const plan = await t.database.db.execute(sql`explain ${statement.getSQL()}`);
      return (plan as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n');
    };
    const options = { role: 'participant', page: 201, limit: 20 } as const;
    const page = leaderboardStatements(t.database.db, { ...options, order: 'desc' });
    expect(page.offset).toBe(4000);
    for (const order of ['desc', 'asc'] as const) {
      const plan = await explain(leaderboardStatements(t.database.db, { ...options, order }).rows);
      expect(plan, order).toMatch(/Index Scan( Backward)? using users_participant_rank_idx on users/);
      expect(plan, order).not.toMatch(/\bSort\b/);
    }
    // With a search, each row's rank is counted from the same index, never by reading the table.
    const searched = await explain(leaderboardStatements(t.database.db, { ...options, page: 1, order: 'desc', search: 'Scale 12' }).rows);
    expect(searched).toMatch(/SubPlan[\s\S]*users_participant_rank_idx/);
    expect(searched).not.toMatch(/Seq Scan on users/);
  });
});

describe('mentors', () => {
  it('my-mentor returns the assigned mentor or null; mentors lists them with counts', async () => {
    const mentor = await createStaff(t, 'mentor');
    const [p, q] = await createParticipants(t, 2);
    await t.database.db.update(users).set({ mentorId: mentor.user.id, mobile: '+91 98765 43210', skills: ['Java'] }).where(eq(users.id, p!.user.id));
    const mine = json(await t.app.inject({ method: 'GET', url: '/api/users/my-mentor', headers: bearer(p!.token) })).data.mentor;
    expect(mine).toMatchObject({ _id: mentor.user.id, name: mentor.user.name, assignedParticipants: 1 });
    expect(json(await t.app.inject({ method: 'GET', url: '/api/users/my-mentor', headers: bearer(q!.token) })).data.mentor).toBeNull();
    const list = json(await t.app.inject({ method: 'GET', url: '/api/users/mentors?limit=100', headers: bearer(q!.token) })).data;
    expect(list.mentors.find((m: any) => m._id === mentor.user.id)).toMatchObject({ assignedParticipants: 1 });
    expect(list.pagination.totalMentors).toBeGreaterThanOrEqual(1);
  });
});
