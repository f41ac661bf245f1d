import { dayDate } from '@hackcamp/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { caughtUp, eventually } from './helpers/eventually.ts';
import { bearer, createParticipants, createStaff, json, startTestNodes, type TestApp } from './helpers/test-app.ts';

// The leaderboard is held in memory and rebuilt after changes, which the database announces just
// after they commit: a test that writes straight to the database polls until the change shows, or
// (to start from a known state) waits until the node has heard everything announced so far.
const announced = () => caughtUp([t]);

let t: TestApp;
let cluster: Awaited<ReturnType<typeof startTestNodes>>;
let queries = 0;
let people: Awaited<ReturnType<typeof createParticipants>>;
beforeAll(async () => {
  cluster = await startTestNodes(1, { queryLogger: { logQuery: () => void queries++ } });
  t = cluster.nodes[0]!;
  people = await createParticipants(t, 25);
  // Scores 0,10,20,... with a tie between the 3rd and 4th registered (both 500).
  for (const [i, p] of people.entries()) {
    const score = i === 3 ? 500 : i === 2 ? 500 : i * 10;
    await t.database.db
      .update(users)
      .set({ totalScore: score, name: `Ranker ${String(i).padStart(2, '0')}`, createdAt: sql`now() + make_interval(secs => ${i})` })
      .where(eq(users.id, p.user.id));
  }
  await announced();
});
afterAll(() => cluster.close());

const board = async (qs: string, token = people[0]!.token) =>
  json(await t.app.inject({ method: 'GET', url: `/api/users/leaderboard?${qs}`, headers: bearer(token) })).data;

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
      await eventually(async () => {
        const { leaderboard } = await board('limit=3&search=Ranker');
        expect(leaderboard.map((e: any) => e.name)).toEqual(['Ranker 02', 'Ranker 03', 'Ranker 23']);
      });
    } finally {
      await t.database.db.update(users).set({ isActive: true }).where(eq(users.id, people[24]!.user.id));
      await announced();
    }
  });

  it('lists mentors with the mentor role filter', async () => {
    const mentor = await createStaff(t, 'mentor');
    const { leaderboard } = await board('role=mentor&limit=100');
    expect(leaderboard.map((e: any) => e._id)).toContain(mentor.user.id);
    expect(leaderboard.every((e: any) => e.role === 'mentor')).toBe(true);
  });

  it('validates its query', async () => {
    for (const qs of ['page=0', 'limit=0', 'role=judge', 'sortOrder=sideways']) {
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
    await t.database.db
      .update(users)
      .set({ totalScore: top + 1 })
      .where(eq(users.id, judge.user.id));
    await t.database.db
      .update(users)
      .set({ totalScore: top + 2, isActive: false })
      .where(eq(users.id, gone!.user.id));
    await t.database.db.update(users).set({ totalScore: 3 }).where(eq(users.id, hack!.user.id));

    const all = await t.database.db
      .select({ role: users.role, type: users.participantType, score: users.totalScore })
      .from(users)
      .where(eq(users.isActive, true));
    const participants = all.filter((u) => u.role === 'participant');
    // Written straight to the database: the node follows within moments, not before the read.
    await eventually(async () =>
      expect(await summary()).toEqual({
        totalParticipants: participants.length,
        rankedParticipants: participants.filter((u) => u.type === 'bootcamp').length,
        totalMentors: all.filter((u) => u.role === 'mentor').length,
        averageScore: Math.round(all.reduce((sum, u) => sum + u.score, 0) / all.length),
        highestScore: top + 1,
      }),
    );
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

// The same ranks the database gives: 1 + everyone ahead in (score desc, registered first, id).
const rankInDb = async (id: string) => {
  const [row] = await t.database.db
    .execute(
      sql`
      select 1 + count(*)::int as rank from users u, users me
      where me.id = ${id} and u.role = 'participant' and u.is_active and u.participant_type = 'bootcamp'
        and (u.total_score > me.total_score or (u.total_score = me.total_score and (u.created_at, u.id) < (me.created_at, me.id)))`,
    )
    .then((r) => (r as unknown as { rows: { rank: number }[] }).rows);
  return row!.rank;
};

describe('at event scale', () => {
  it('answers any page and any search of 10,000 participants from memory, with global ranks', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      name: `Scale ${i}`,
      email: `scale${i}@scale.dev`,
      passwordHash: 'x',
      role: 'participant' as const,
      participantType: 'bootcamp' as const,
      totalScore: 3000 + ((i * 7919) % 2000),
    }));
    for (let from = 0; from < rows.length; from += 2000) await t.database.db.insert(users).values(rows.slice(from, from + 2000));
    await announced();
    // The new people are moved in from their notifications, in the background: wait until all are in.
    const [{ ranked }] = (await t.database.db
      .select({ ranked: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`${users.role} = 'participant' and ${users.participantType} = 'bootcamp' and ${users.isActive}`)) as [{ ranked: number }];
    await eventually(async () => expect((await board('limit=20&page=1')).pagination.totalUsers).toBe(ranked), 10_000);
    queries = 0;
    const deep = await board('limit=20&page=301');
    const searched = await board('limit=20&search=Scale%20123');
    const mine = json(await t.app.inject({ url: '/api/users/my-rank', headers: bearer(people[0]!.token) })).data.entry;
    expect(queries, 'no database query once the model is built').toBe(0);

    expect(deep.leaderboard).toHaveLength(20);
    expect(deep.leaderboard[0].rank).toBe(6001);
    for (const e of [deep.leaderboard[0], deep.leaderboard[19], searched.leaderboard[0], searched.leaderboard.at(-1)])
      expect(e.rank, e.name).toBe(await rankInDb(e._id));
    expect(searched.leaderboard.every((e: { name: string }) => e.name.startsWith('Scale 123'))).toBe(true);
    expect(mine.rank).toBe(await rankInDb(people[0]!.user.id));
  });

  it('shows a mark to the participant within a second, and their new rank', async () => {
    const admin = await createStaff(t, 'superadmin');
    const [p] = await createParticipants(t, 1);
    const myRank = async () => json(await t.app.inject({ url: '/api/users/my-rank', headers: bearer(p!.token) })).data.entry;
    await eventually(async () => expect(await myRank()).toMatchObject({ totalScore: 0, rank: await rankInDb(p!.user.id) }));
    const before = await myRank();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/attendance/mark-for-user',
      headers: bearer(admin.token),
      payload: { userId: p!.user.id, date: dayDate(1), status: 'present' },
    });
    expect(res.statusCode, res.body).toBe(201);
    // Not the author (the superadmin is): the ranking takes it in within a batch.
    await eventually(async () => expect(await myRank()).toMatchObject({ totalScore: 10, rank: await rankInDb(p!.user.id) }), 1_000);
    expect((await myRank()).rank).toBeLessThan(before.rank);
  });
});

describe('mentors', () => {
  it('my-mentor returns the assigned mentor or null; mentors lists them with counts', async () => {
    const mentor = await createStaff(t, 'mentor');
    const [p, q] = await createParticipants(t, 2);
    await t.database.db
      .update(users)
      .set({ mentorId: mentor.user.id, mobile: '+91 98765 43210', skills: ['Java'] })
      .where(eq(users.id, p!.user.id));
    const mine = json(await t.app.inject({ method: 'GET', url: '/api/users/my-mentor', headers: bearer(p!.token) })).data.mentor;
    expect(mine).toMatchObject({ _id: mentor.user.id, name: mentor.user.name, assignedParticipants: 1 });
    expect(json(await t.app.inject({ method: 'GET', url: '/api/users/my-mentor', headers: bearer(q!.token) })).data.mentor).toBeNull();
    const list = json(await t.app.inject({ method: 'GET', url: '/api/users/mentors?limit=100', headers: bearer(q!.token) })).data;
    expect(list.mentors.find((m: any) => m._id === mentor.user.id)).toMatchObject({ assignedParticipants: 1 });
    expect(list.pagination.totalMentors).toBeGreaterThanOrEqual(1);
  });
});
