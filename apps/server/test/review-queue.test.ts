import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_MSG } from '@hackcamp/contract';
import { submissions, users } from '../src/db/schema/index.ts';
import { assignMentor, createTask, gradeSubmission, submitText } from './helpers/scoring-fixtures.ts';
import { bearer, createParticipants, createStaff, json, startTestApp, type TestApp } from './helpers/test-app.ts';

type Staff = Awaited<ReturnType<typeof createStaff>>;

let t: TestApp;
let admin: Staff;
beforeAll(async () => {
  t = await startTestApp();
  admin = await createStaff(t, 'superadmin');
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const ids = (res: Awaited<ReturnType<typeof get>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data.submissions.map((s: { _id: string }) => s._id) as string[];
};

/**
 * A mentor with three participants and work on two days: the queue's order is set by the
 * submission times written here, not by how fast the test ran.
 */
async function queueFixture() {
  const mentor = await createStaff(t, 'mentor');
  const other = await createStaff(t, 'mentor');
  const mine = await createParticipants(t, 3);
  const [stranger] = await createParticipants(t, 1);
  await assignMentor(
    t,
    mentor.user.id,
    mine.map((p) => p.user.id),
  );
  await assignMentor(t, other.user.id, [stranger!.user.id]);
  const [d3a, d3b, d4] = [
    await createTask(t, admin.token, { day: 'day3' }),
    await createTask(t, admin.token, { day: 'day3' }),
    await createTask(t, admin.token, { day: 'day4', maxScore: 10 }),
  ];
  const at = (minute: number) => new Date(Date.UTC(2025, 7, 6, 9, minute));
  const work = async (token: string, taskId: string, minute: number) => {
    const s = await submitText(t, token, taskId);
    await t.database.db
      .update(submissions)
      .set({ submittedAt: at(minute) })
      .where(eq(submissions.id, s._id));
    return s._id;
  };
  const [p0, p1, p2] = mine;
  // Oldest first: e (min 1), a (2), d (3), b (5), c (8); f is graded, g is another mentor's.
  const a = await work(p0!.token, d3a._id, 2);
  const b = await work(p1!.token, d3a._id, 5);
  const c = await work(p0!.token, d4._id, 8);
  const d = await work(p2!.token, d3b._id, 3);
  const e = await work(p1!.token, d4._id, 1);
  const f = await work(p2!.token, d4._id, 0);
  await gradeSubmission(t, mentor.token, f, { score: 5, feedback: 'ok' });
  const g = await work(stranger!.token, d3a._id, 4);
  return { mentor, other, people: [...mine, stranger!], tasks: { d3a, d3b, d4 }, work: { a, b, c, d, e, f, g } };
}

describe('GET /api/submissions/pending: the review queue', () => {
  it("is the mentor's own participants' ungraded work, oldest first, with the total", async () => {
    const { mentor, work: w } = await queueFixture();
    const res = await get('/api/submissions/pending', mentor.token);
    expect(ids(res)).toEqual([w.e, w.a, w.d, w.b, w.c]);
    expect(json(res).data.pagination).toEqual({ currentPage: 1, totalPages: 1, total: 5, hasNextPage: false, hasPrevPage: false });
    // Each row says what the queue shows: who, which task and day, when.
    expect(json(res).data.submissions[0]).toMatchObject({ status: 'submitted', score: null, taskId: { day: 'day4', maxScore: 10 } });
  });

  it('pages the queue, each page continuing the order, the total the same on every page', async () => {
    const { mentor, work: w } = await queueFixture();
    const pages = [];
    for (const page of [1, 2, 3]) pages.push(json(await get(`/api/submissions/pending?limit=2&page=${page}`, mentor.token)).data);
    expect(pages.flatMap((p) => p.submissions.map((s: { _id: string }) => s._id))).toEqual([w.e, w.a, w.d, w.b, w.c]);
    expect(pages.map((p) => p.pagination.total)).toEqual([5, 5, 5]);
    expect(pages.map((p) => [p.pagination.totalPages, p.pagination.hasNextPage])).toEqual([
      [3, true],
      [3, true],
      [3, false],
    ]);
    // A count alone, as the Task Reviews tab asks for it.
    expect(json(await get('/api/submissions/pending?limit=1', mentor.token)).data.pagination.total).toBe(5);
  });

  it('filters by day, by task, or both; an empty filter is no filter; a task of another day gives none', async () => {
    const { mentor, tasks, work: w } = await queueFixture();
    expect(ids(await get('/api/submissions/pending?day=day3', mentor.token))).toEqual([w.a, w.d, w.b]);
    expect(ids(await get('/api/submissions/pending?day=day4', mentor.token))).toEqual([w.e, w.c]);
    expect(ids(await get(`/api/submissions/pending?taskId=${tasks.d3a._id}`, mentor.token))).toEqual([w.a, w.b]);
    expect(ids(await get(`/api/submissions/pending?day=day3&taskId=${tasks.d3b._id}`, mentor.token))).toEqual([w.d]);
    const mismatch = await get(`/api/submissions/pending?day=day4&taskId=${tasks.d3b._id}`, mentor.token);
    expect([ids(mismatch), json(mismatch).data.pagination.total]).toEqual([[], 0]);
    expect(ids(await get('/api/submissions/pending?day=day9', mentor.token))).toEqual([]);
    expect(ids(await get('/api/submissions/pending?day=&taskId=', mentor.token))).toEqual([w.e, w.a, w.d, w.b, w.c]);
    expect(json(await get('/api/submissions/pending?day=day3&limit=1', mentor.token)).data.pagination.total).toBe(3);
  });

  it('searches the participant: every word in the name or email, any order, ignoring case; with the total; a superadmin across everyone', async () => {
    const { mentor, people, work: w } = await queueFixture();
    const stamp = Math.random().toString(36).slice(2, 8);
    const names = [`Asha Verma ${stamp}`, `Ravi Shah ${stamp}`, `Asha Shah ${stamp}`, `Kiran Shah ${stamp}`];
    for (const [i, person] of people.entries()) await t.database.db.update(users).set({ name: names[i]! }).where(eq(users.id, person.user.id));
    const search = (q: string, token = mentor.token) => get(`/api/submissions/pending?search=${encodeURIComponent(q)}`, token);
    expect(ids(await search(`asha ${stamp}`))).toEqual([w.a, w.d, w.c]);
    expect(ids(await search(`${stamp} SHAH asha`))).toEqual([w.d]);
    const shah = await search(`shah ${stamp}`);
    expect([ids(shah), json(shah).data.pagination.total]).toEqual([[w.e, w.d, w.b], 3]);
    // By email, and with the day filter.
    expect(ids(await search(people[1]!.user.email))).toEqual([w.e, w.b]);
    expect(ids(await get(`/api/submissions/pending?day=day3&search=${encodeURIComponent(`shah ${stamp}`)}`, mentor.token))).toEqual([w.d, w.b]);
    // Another mentor's participant is not in this mentor's queue, but in a superadmin's, counted right.
    expect(ids(await search(`kiran ${stamp}`))).toEqual([]);
    const all = await search(`kiran ${stamp}`, admin.token);
    expect([ids(all), json(all).data.pagination.total]).toEqual([[w.g], 1]);
    // Wildcards are literal; a search longer than a line is a 400.
    expect(ids(await search(`%${stamp}`))).toEqual([]);
    expect((await search('z'.repeat(101))).statusCode).toBe(400);
  });

  it('answers a bad filter with a plain 400, never a 500', async () => {
    const { mentor } = await queueFixture();
    for (const day of ['day0', 'day13', '3', 'x'.repeat(10_000)]) {
      const res = await get(`/api/submissions/pending?day=${day}`, mentor.token);
      expect([res.statusCode, json(res).message], day.slice(0, 10)).toEqual([400, TASK_MSG.dayInvalid]);
    }
    for (const taskId of ['not-a-uuid', 'y'.repeat(5000)]) expect((await get(`/api/submissions/pending?taskId=${taskId}`, mentor.token)).statusCode).toBe(400);
  });

  it("shows another mentor only their own participants' work, and a superadmin everyone's", async () => {
    const { mentor, other, tasks, work: w } = await queueFixture();
    expect(ids(await get('/api/submissions/pending', other.token))).toEqual([w.g]);
    const everyone = ids(await get(`/api/submissions/pending?taskId=${tasks.d3a._id}&limit=100`, admin.token));
    expect(everyone).toEqual([w.a, w.g, w.b]);
    // Grading takes work off the queue at once, and only for its own mentor.
    await gradeSubmission(t, mentor.token, w.e, { score: 7, feedback: 'Good' });
    const after = await get('/api/submissions/pending', mentor.token);
    expect([ids(after), json(after).data.pagination.total]).toEqual([[w.a, w.d, w.b, w.c], 4]);
    expect(ids(await get('/api/submissions/pending', other.token))).toEqual([w.g]);
  });
});
