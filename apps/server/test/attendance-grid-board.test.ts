import { dayDate, dayOfDate } from '@hackcamp/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as q from '../src/modules/attendance/attendance.queries.ts';
import { caughtUp } from './helpers/eventually.ts';
import { seededRandom } from './helpers/seeded-random.ts';
import { assignMentor, markAttendance } from './helpers/scoring-fixtures.ts';
import { bearer, createParticipants, createStaff, json, startTestNodes, type TestApp } from './helpers/test-app.ts';

// A mentor's attendance grid is held per node and patched a day at a time (grid-boards.ts, named by
// migration 0027's `attendance-day:<mentor>:<date>`). These tests hold every page of it to what a
// fresh read of the database says, after many random changes made straight in the database, and
// count what a change costs: one day of one mentor read again.

let t: TestApp;
let cluster: Awaited<ReturnType<typeof startTestNodes>>;
let dayReads = 0;
let wholeReads = 0;
beforeAll(async () => {
  cluster = await startTestNodes(1, {
    queryLogger: {
      logQuery: (query) => {
        // The grid's own statement (attendance.queries.ts recordsQuery), for some dates or all.
        if (!query.includes('from "attendance" inner join "users"')) return;
        if (query.includes('"attendance"."date" in (')) dayReads++;
        else wholeReads++;
      },
    },
  });
  t = cluster.nodes[0]!;
});
afterAll(() => cluster.close());

interface Shown {
  _id: string;
  date: string;
  day: number;
  status: string;
  source: string;
  userId: { _id: string; name: string; email: string };
}
const line = (r: Shown) => `${r.date} d${r.day} ${r.userId.name} <${r.userId.email}> ${r.userId._id} ${r._id} ${r.status} ${r.source}`;

async function gridPage(token: string, query: string) {
  const res = await t.app.inject({ url: `/api/attendance?${query}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data as { attendance: Shown[]; pagination: { total: number; totalPages: number } };
}

/** Every page of the mentor's grid as the node answers it, and a few filtered ones, as lines of text. */
async function answered(token: string, dates: string[], userId: string | undefined) {
  const out: string[] = [];
  for (let page = 1; ; page++) {
    const { attendance, pagination } = await gridPage(token, `page=${page}&limit=7`);
    out.push(`page ${page} of ${pagination.totalPages} (${pagination.total})`, ...attendance.map(line));
    if (page >= pagination.totalPages) break;
  }
  for (const date of dates) out.push(`on ${date}`, ...(await gridPage(token, `date=${date}&page=1&limit=100`)).attendance.map(line));
  if (userId) out.push(`of ${userId}`, ...(await gridPage(token, `userId=${userId}&page=1&limit=100`)).attendance.map(line));
  return out;
}

/** The same, from a fresh read of the database. */
async function expected(mentorId: string, dates: string[], userId: string | undefined) {
  const config = (await t.database.db.execute(sql`select start_date::text as "d" from event_config limit 1`)) as unknown as { rows: { d: string }[] };
  const startDate = config.rows[0]!.d;
  const all = (await q.listAll(t.database.db, { mentorId }, {})).map((r): Shown => ({
    _id: r.record.id,
    date: r.record.date,
    day: dayOfDate(r.record.date, startDate) ?? 0,
    status: r.record.status,
    source: r.record.source,
    userId: { _id: r.user.id, name: r.user.name, email: r.user.email },
  }));
  const out: string[] = [];
  const totalPages = Math.max(1, Math.ceil(all.length / 7));
  for (let page = 1; page <= totalPages; page++) out.push(`page ${page} of ${totalPages} (${all.length})`, ...all.slice((page - 1) * 7, page * 7).map(line));
  for (const date of dates) out.push(`on ${date}`, ...all.filter((r) => r.date === date).map(line));
  if (userId) out.push(`of ${userId}`, ...all.filter((r) => r.userId._id === userId).map(line));
  return out;
}

describe("a mentor's attendance grid, patched in place", () => {
  it('answers every page as a fresh read does, after many random changes straight in the database', async () => {
    const mentors = [await createStaff(t, 'mentor'), await createStaff(t, 'mentor')];
    const people = (await createParticipants(t, 40)).map((p) => p.user.id);
    await assignMentor(t, mentors[0]!.user.id, people.slice(0, 20));
    await assignMentor(t, mentors[1]!.user.id, people.slice(20));
    const assigned = new Map<string, string | null>(people.map((id, i) => [id, mentors[i < 20 ? 0 : 1]!.user.id]));
    const dates = Array.from({ length: 12 }, (_, i) => dayDate(i + 1));
    // Few names, so ties by name (then the record's id) matter.
    const names = ['Ana', 'Ana', 'Bea', 'Zed', 'ana', 'Émile'];
    const rnd = seededRandom(4242);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
    const check = async () => {
      await caughtUp([t]);
      for (const m of mentors) {
        const shown = [pick(dates), pick(dates)];
        // A mentor may only ask for one of their own people.
        const theirs = people.filter((id) => assigned.get(id) === m.user.id);
        const who = theirs.length ? pick(theirs) : undefined;
        expect(await answered(m.token, shown, who)).toEqual(await expected(m.user.id, shown, who));
      }
    };
    await check();

    for (let round = 0; round < 200; round++) {
      // One to four changes in one transaction: the database names each date once per transaction.
      const changes = 1 + Math.floor(rnd() * 4);
      await t.database.db.transaction(async (tx) => {
        for (let i = 0; i < changes; i++) {
          const kind = rnd();
          const person = pick(people);
          if (kind < 0.55) {
            await tx.execute(sql`insert into attendance (user_id, date, status) values (${person}, ${pick(dates)}, ${pick(['present', 'absent', 'late'])})
              on conflict (user_id, date) do update set status = excluded.status`);
          } else if (kind < 0.7) {
            await tx.execute(sql`delete from attendance where id = (select id from attendance where user_id = ${person} order by date limit 1)`);
          } else if (kind < 0.8) {
            // A record moved to another date: the date it left and the one it reached.
            const to = pick(dates);
            await tx.execute(sql`update attendance set date = ${to} where id = (select id from attendance where user_id = ${person} order by date desc limit 1)
              and not exists (select 1 from attendance where user_id = ${person} and date = ${to})`);
          } else if (kind < 0.9) {
            await tx.execute(sql`update users set name = ${pick(names)} where id = ${person}`);
          } else {
            const to = rnd() < 0.2 ? null : pick(mentors).user.id;
            await tx.execute(sql`update users set mentor_id = ${to} where id = ${person}`);
            assigned.set(person, to);
          }
        }
      });
      // Reads while changes may still be on their way: a board is held and patched meanwhile.
      if (rnd() < 0.5) await gridPage(pick(mentors).token, `page=${1 + Math.floor(rnd() * 4)}&limit=7`);
      if (round === 120) await t.database.db.execute(sql`update event_config set start_date = start_date + 1`);
      if (round % 10 === 9) await check();
    }
    await check();
  });

  it("a mark reads that one day of that mentor again; a rename reads the mentor's whole grid", async () => {
    const [one, other] = [await createStaff(t, 'mentor'), await createStaff(t, 'mentor')];
    const [p, r] = await createParticipants(t, 2);
    await assignMentor(t, one.user.id, [p!.user.id]);
    await assignMentor(t, other.user.id, [r!.user.id]);
    for (const m of [one, other]) await gridPage(m.token, 'page=1&limit=100');
    await caughtUp([t]);
    [dayReads, wholeReads] = [0, 0];

    const marked = await markAttendance(t, one.token, { userId: p!.user.id, date: dayDate(2), status: 'present' });
    expect(marked.statusCode, marked.body).toBe(201);
    // The author's next read shows the mark: the write's answer waited until the node heard it.
    expect((await gridPage(one.token, 'page=1&limit=100')).attendance.map((a) => [a.userId._id, a.date, a.status])).toEqual([
      [p!.user.id, dayDate(2), 'present'],
    ]);
    await gridPage(other.token, 'page=1&limit=100');
    expect([dayReads, wholeReads]).toEqual([1, 0]);

    await t.database.db.execute(sql`update users set name = 'Renamed Mid-Event' where id = ${p!.user.id}`);
    await caughtUp([t]);
    expect((await gridPage(one.token, 'page=1&limit=100')).attendance[0]!.userId.name).toBe('Renamed Mid-Event');
    expect([dayReads, wholeReads]).toEqual([1, 1]);
  });
});
