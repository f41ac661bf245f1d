import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { rawRows } from '../src/db/raw-rows.ts';
import { attendance, submissions, users } from '../src/db/schema/index.ts';
import { createTask } from './helpers/scoring-fixtures.ts';
import { bearer, createParticipants, createStaff, json, startTestNodes, type TestApp } from './helpers/test-app.ts';

// What staff ask most answers from an index (issue 40, migration 0023): the statements the app
// really runs are captured and explained with their own parameters, on both engines. The tables
// here are tiny, so the planner is told not to scan them whole (`set local enable_seqscan = off`),
// as it would not at event scale; which index it then reads is the index's doing.

interface Statement {
  query: string;
  params: unknown[];
}

const seen: Statement[] = [];
let cluster: Awaited<ReturnType<typeof startTestNodes>>;
let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  cluster = await startTestNodes(1, { queryLogger: { logQuery: (query, params) => void seen.push({ query, params }) } });
  t = cluster.nodes[0]!;
  admin = await createStaff(t, 'superadmin');
});
afterAll(() => cluster.close());

/** The plan of a captured statement, with these planner settings off for the transaction. */
async function planOf(statement: Statement, off: string[]): Promise<string> {
  const parts = statement.query.split(/\$(\d+)/);
  const chunks: SQL[] = [sql.raw(`explain ${parts[0]}`)];
  for (let i = 1; i < parts.length; i += 2) chunks.push(sql`${statement.params[Number(parts[i]) - 1]}`, sql.raw(parts[i + 1]!));
  return t.database.db.transaction(async (tx) => {
    for (const setting of off) await tx.execute(sql.raw(`set local ${setting} = off`));
    const rows = await rawRows<{ 'QUERY PLAN': string }>(tx as unknown as Db, sql.join(chunks));
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

/** The one statement of a request that matches. */
function statementLike(pattern: RegExp): Statement {
  const found = seen.filter((s) => pattern.test(s.query));
  expect(found.map((s) => s.query)).toHaveLength(1);
  return found[0]!;
}

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(admin.token) });

describe("the review queue's count for a superadmin", () => {
  let waiting: string[];

  beforeAll(async () => {
    const people = await createParticipants(t, 12);
    const tasks = [await createTask(t, admin.token), await createTask(t, admin.token, { day: 'day2' })];
    // Two of every three waiting, the rest graded; the times set so the queue's order is known.
    const rows = people.flatMap((p, i) =>
      tasks.map((task, j) => ({
        userId: p.user.id,
        taskId: task._id,
        submissionType: 'text' as const,
        text: 'Done',
        status: (i + j) % 3 === 0 ? ('graded' as const) : ('submitted' as const),
        score: (i + j) % 3 === 0 ? 50 : null,
        submittedAt: new Date(Date.UTC(2025, 7, 5, 9, (i * 7 + j * 13) % 40, i)),
      })),
    );
    await t.database.db.insert(submissions).values(rows);
    await t.database.db.execute(sql`analyze submissions`);
    waiting = (
      await rawRows<{ id: string }>(t.database.db, sql`select "id" from "submissions" where "status" in ('submitted', 'pending') order by "submitted_at", "id"`)
    ).map((r) => r.id);
    expect(waiting).toHaveLength(16);
  });

  it('reads the partial index of waiting work alone, without the join with users', async () => {
    seen.length = 0;
    const res = await get('/api/submissions/pending?limit=5');
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.pagination.total).toBe(16);
    const counted = statementLike(/^select count\(\*\) from "submissions"/);
    expect(counted.query).not.toMatch(/join/);
    expect(await planOf(counted, ['enable_seqscan'])).toMatch(/Index Only Scan using submissions_waiting_idx on submissions/);
    // The page itself is found through the same index (ordered, or as a bitmap on a tiny table).
    expect(await planOf(statementLike(/order by "submissions"."submitted_at" asc/), ['enable_seqscan'])).toMatch(/submissions_waiting_idx/);
  });

  it('pages the same work as before, oldest first, with the same total on every page', async () => {
    const pages = [];
    for (const page of [1, 2, 3, 4]) {
      const data = json(await get(`/api/submissions/pending?limit=5&page=${page}`)).data;
      expect(data.pagination.total).toBe(16);
      pages.push(...data.submissions.map((s: { _id: string }) => s._id));
    }
    expect(pages).toEqual(waiting);
  });
});

describe("the attendance grid's pages for a superadmin", () => {
  const dates = ['2025-08-04', '2025-08-05', '2025-08-06', '2025-08-07'];
  /** Record ids in the grid's order, and each one's participant. */
  let gridOrder: string[];
  let ownerOf: Map<string, string>;
  let someone: string;

  beforeAll(async () => {
    const people = await createParticipants(t, 30);
    // Shared names, so the record's id decides between namesakes as it did before.
    for (const [i, p] of people.entries()) {
      await t.database.db
        .update(users)
        .set({ name: `Namesake ${String.fromCharCode(65 + ((i * 5) % 7))}` })
        .where(sql`${users.id} = ${p.user.id}`);
    }
    // A different number of records on each day (30, 27, 24, 21): pages cross from day to day at
    // different places.
    const rows = dates.flatMap((date, d) =>
      people.slice(0, 30 - 3 * d).map((p, i) => ({ userId: p.user.id, date, status: i % 4 === 0 ? ('absent' as const) : ('present' as const) })),
    );
    await t.database.db.insert(attendance).values(rows);
    await t.database.db.execute(sql`analyze attendance, users`);
    someone = people[3]!.user.id;
    // The order the grid has always had, by one full sort.
    const sorted = await rawRows<{ id: string; user_id: string }>(
      t.database.db,
      sql`select a."id", a."user_id" from "attendance" a inner join "users" u on u."id" = a."user_id" order by a."date", u."name", a."id"`,
    );
    gridOrder = sorted.map((r) => r.id);
    ownerOf = new Map(sorted.map((r) => [r.id, r.user_id]));
    expect(gridOrder).toHaveLength(102);
  });

  async function allPages(query: string, limit: number) {
    const ids: string[] = [];
    for (let page = 1; ; page++) {
      const res = await get(`/api/attendance?page=${page}&limit=${limit}${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const data = json(res).data;
      ids.push(...data.attendance.map((a: { _id: string }) => a._id));
      if (!data.pagination.hasNextPage) return { ids, total: data.pagination.total as number };
    }
  }

  it('are the records in the same order as one full sort, page after page', async () => {
    for (const limit of [7, 25, 100]) {
      const { ids, total } = await allPages('', limit);
      expect(total).toBe(102);
      expect(ids).toEqual(gridOrder);
    }
    // Past the end: nothing, with the total.
    const after = json(await get('/api/attendance?page=30&limit=7')).data;
    expect(after.attendance).toEqual([]);
    expect(after.pagination.total).toBe(102);
  });

  it('filtered by a date or a participant, the same records as before', async () => {
    const onDay = await allPages(`&date=${dates[2]}`, 5);
    const rowsOn = await rawRows<{ id: string }>(
      t.database.db,
      sql`select a."id" from "attendance" a inner join "users" u on u."id" = a."user_id" where a."date" = ${dates[2]} order by u."name", a."id"`,
    );
    expect(onDay.total).toBe(24);
    expect(onDay.ids).toEqual(rowsOn.map((r) => r.id));
    const theirs = await allPages(`&userId=${someone}`, 3);
    expect(theirs.total).toBe(4);
    expect(theirs.ids).toEqual(gridOrder.filter((id) => ownerOf.get(id) === someone));
  });

  it('counts the records day by day and reads only the day of the page, in name order from the index', async () => {
    seen.length = 0;
    const res = await get('/api/attendance?page=5&limit=8');
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.attendance.map((a: { _id: string }) => a._id)).toEqual(gridOrder.slice(32, 40));
    statementLike(/group by "attendance"."date"/);
    // Page 5 of 8 is inside the second day: only that day is read, people by name. Sorting is
    // off too, so a plan that sorts the day's records instead is not chosen for being cheap here.
    const page = statementLike(/order by "attendance"."date", "users"."name", "attendance"."id"/);
    expect(page.params).toContain(dates[1]);
    const plan = await planOf(page, ['enable_seqscan', 'enable_sort']);
    expect(plan).toMatch(/Index Scan using users_name_idx on users/);
    expect(plan).not.toMatch(/^\s*(->\s*)?Sort \s*\(/m);
  });
});
