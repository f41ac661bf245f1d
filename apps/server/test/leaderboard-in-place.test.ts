import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangeFeed, ChangeHandler } from '../src/db/change-feed.ts';
import type { Database, Db } from '../src/db/client.ts';
import { rawRows } from '../src/db/raw-rows.ts';
import { createLeaderboardModel, type LeaderboardModel, type LeaderboardQuery } from '../src/modules/leaderboard/leaderboard-model.ts';
import { caughtUp, until } from './helpers/eventually.ts';
import { seededRandom } from './helpers/seeded-random.ts';
import { openSharedTestDatabases } from './helpers/test-database.ts';

// The leaderboard follows score changes in place: each changed person is read by id and moved.
// These tests hold it to what a ranking built from scratch says, after many random changes.

const PEOPLE = 2_000;
const CHANGES = 10_000;

let fullReads = 0;
let byIdReads = 0;
let shared: { databases: Database[]; close(): Promise<void> };
let database: Database;
beforeAll(async () => {
  shared = await openSharedTestDatabases(1, {
    logQuery: (query) => {
      if (/order by "users"."total_score" desc/.test(query)) fullReads++;
      else if (/from "users" where "users"."id" = any\(/.test(query)) byIdReads++;
    },
  });
  database = shared.databases[0]!;
  // Mostly bootcamp participants; some hackathon-only people, mentors, superadmins, judges and
  // inactive accounts. Accounts come four to a millisecond (a microsecond apart) and some pairs
  // share the very same instant, so the order's tie-breaks all matter. Scores are few: ties abound.
  await database.db.execute(sql`
    insert into users (name, email, password_hash, role, participant_type, total_score, is_active, created_at)
    select
      case when i % 7 = 0 then 'Ana ' || i else 'Person ' || i end,
      'p' || i || '@in-place.test',
      'x',
      case when i % 50 = 1 then 'mentor' when i % 97 = 2 then 'superadmin' when i % 61 = 3 then 'judge' else 'participant' end,
      case when i % 50 = 1 or i % 97 = 2 or i % 61 = 3 then null when i % 23 = 4 then 'hackathon' else 'bootcamp' end,
      i % 13,
      i % 89 <> 5,
      timestamptz '2025-03-01 09:00:00+00' + (i / 8) * interval '1 millisecond' + ((i % 8) / 2) * interval '1 microsecond'
    from generate_series(1, ${PEOPLE}) as i`);
  await caughtUp([{ database }]);
});
afterAll(() => shared.close());

const ROLES = ['participant', 'mentor', 'superadmin'] as const;

/** Everything the model answers, as one text: every page of every list in both orders, searches, ranks, the summary. */
async function everything(model: LeaderboardModel, ids: string[]): Promise<string> {
  const out: unknown[] = [];
  for (const role of ROLES)
    for (const order of ['desc', 'asc'] as const)
      for (const [limit, search] of [[7], [20], [100], [1000], [20, 'ana'], [5, 'person 1'], [50, '@in-place'], [10, 'nobody-matches']] as [
        number,
        string?,
      ][]) {
        for (let page = 1; ; page++) {
          const answer = await model.page({ role, order, limit, page, search });
          out.push(answer);
          if (page > answer.pagination.totalPages) break;
        }
      }
  for (const id of ids) out.push(await model.entryOf(id));
  out.push(await model.summary());
  return JSON.stringify(out);
}

async function allIds(db: Db): Promise<string[]> {
  const { rows } = (await db.execute(sql`select id from users order by id`)) as unknown as { rows: { id: string }[] };
  return rows.map((r) => r.id);
}

/** Hears every change committed so far, then waits for the model to apply it. */
async function settle(model: LeaderboardModel) {
  await caughtUp([{ database }]);
  await model.settled();
}

describe('the leaderboard updated in place', () => {
  it('after 10,000 random changes answers exactly what a ranking built from scratch answers', async () => {
    const seed = Date.now() % 100_000;
    const next = seededRandom(seed);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
    const db = database.db;
    const model = createLeaderboardModel({ db, feed: database.feed });
    const ids = await allIds(db);
    fullReads = 0;
    const before = await model.page({ role: 'participant', order: 'desc', page: 1, limit: 50 });
    // Pages written from earlier snapshots, and what they said then: later changes must not touch them.
    const written: [unknown, string][] = [[before, JSON.stringify(before)]];

    let changes = 0;
    let extra = 0;
    while (changes < CHANGES) {
      const size = Math.min(CHANGES - changes, 1 + Math.floor(next() * 300));
      const batch = new Map<string, number>();
      while (batch.size < size) batch.set(pick(ids), Math.floor(next() * 12));
      changes += size;
      await db.execute(sql`
        update users set total_score = v.s
        from (select unnest(${sql.param([...batch.keys()])}::uuid[]) as id, unnest(${sql.param([...batch.values()])}::int[]) as s) as v
        where users.id = v.id`);
      // Now and then a change of another kind.
      const who = pick(ids);
      switch (Math.floor(next() * 10)) {
        case 0:
          await db.execute(sql`update users set is_active = not is_active where id = ${who}`);
          break;
        case 1:
          await db.execute(sql`update users set name = ${`Ana renamed ${extra++}`} where id = ${who}`);
          break;
        case 2:
          await db.execute(
            sql`update users set role = ${pick(['participant', 'mentor', 'superadmin', 'judge'])}, participant_type = ${pick(['bootcamp', 'hackathon', null])} where id = ${who}`,
          );
          break;
        case 3: {
          // Someone new, at the very instant of another account: only the id breaks the tie.
          const [row] = (
            (await db.execute(sql`
              insert into users (name, email, password_hash, role, participant_type, total_score, created_at)
              select 'Newcomer ' || ${extra}, 'new' || ${extra++} || '@in-place.test', 'x', 'participant', 'bootcamp', 7, created_at from users where id = ${who}
              returning id`)) as unknown as { rows: { id: string }[] }
          ).rows;
          ids.push(row!.id);
          break;
        }
        case 4:
          if (next() < 0.3) {
            await db.execute(sql`delete from users where id = ${who}`);
            // Gone for good; entryOf must say null for it on both models.
          }
          break;
        case 5: {
          // Read in the middle of it all: what is answered must stay as it was written.
          const page = await model.page({ role: 'participant', order: pick(['asc', 'desc']), page: 1 + Math.floor(next() * 3), limit: 20 });
          written.push([page, JSON.stringify(page)]);
          break;
        }
      }
    }
    await settle(model);
    // Every change was applied in place: no full read after the first.
    expect(fullReads).toBe(1);
    expect(byIdReads).toBeGreaterThan(0);

    const fresh = createLeaderboardModel({ db, feed: database.feed });
    const held = await everything(model, ids);
    expect(held, `seed ${seed}`).toBe(await everything(fresh, ids));
    // Not a vacuous comparison: the ranking really moved.
    expect(JSON.stringify(await model.page({ role: 'participant', order: 'desc', page: 1, limit: 50 }))).not.toBe(written[0]![1]);
    for (const [page, text] of written) expect(JSON.stringify(page)).toBe(text);
  });

  it('answers at once from the last ranking while a batch query is held back, and batches one query at a time', async () => {
    const gate = holdBack();
    const model = createLeaderboardModel({ db: gate.wrap(database.db), feed: database.feed });
    const top: LeaderboardQuery = { role: 'participant', order: 'desc', page: 1, limit: 1 };
    const [first, second] = (await model.page({ ...top, limit: 20 })).leaderboard.slice(-2).map((e) => e._id);
    const scoreBefore = (await model.entryOf(first!))!.totalScore;
    gate.hold = true;
    gate.ran = 0;
    await database.db.execute(sql`update users set total_score = 100000 where id = ${first}`);
    await caughtUp([{ database }]);
    await until(() => gate.waiting === 1);
    // Another change meanwhile: it waits for the next batch, not a second query beside the first.
    await database.db.execute(sql`update users set total_score = 100001 where id = ${second}`);
    await caughtUp([{ database }]);

    // The batch query stays held until released below: a read that waited for it would never answer.
    const [page, mine] = await Promise.race([
      Promise.all([model.page(top), model.entryOf(first!), model.summary()]),
      new Promise<never>((_, fail) => setTimeout(() => fail(new Error('a read waited for the held batch')), 2_000)),
    ]);
    expect(page.leaderboard[0]!._id).not.toBe(first);
    expect(mine!.totalScore).toBe(scoreBefore);
    let settledYet = false;
    const settled = model.settled().then(() => (settledYet = true));
    // The author of a write waits for their own change only: someone whose row did not change
    // goes on at once, the one in the held batch (and the one queued behind it) waits.
    const bystander = (await model.page({ ...top, limit: 20 })).leaderboard[0]!._id;
    let firstSettled = false;
    let secondSettled = false;
    const forFirst = model.settledFor(first!).then(() => (firstSettled = true));
    const forSecond = model.settledFor(second!).then(() => (secondSettled = true));
    await model.settledFor(bystander);
    await new Promise((r) => setTimeout(r, 100));
    expect(settledYet).toBe(false);
    expect([firstSettled, secondSettled]).toEqual([false, false]);
    expect(gate.waiting).toBe(1);
    expect(gate.ran).toBe(0);

    gate.release();
    await Promise.all([settled, forFirst, forSecond]);
    expect(gate.ran).toBe(2);
    expect((await model.page({ ...top, limit: 2 })).leaderboard.map((e) => [e._id, e.totalScore, e.rank])).toEqual([
      [second, 100001, 1],
      [first, 100000, 2],
    ]);
  });

  it("settled() after a write: the writer's own change is in the next read", async () => {
    const model = createLeaderboardModel({ db: database.db, feed: database.feed });
    const { leaderboard } = await model.page({ role: 'participant', order: 'asc', page: 1, limit: 3 });
    const [a, b] = leaderboard.map((e) => e._id);
    // Heard through the feed.
    await database.db.execute(sql`update users set total_score = 200000 where id = ${a}`);
    await settle(model);
    expect(await model.entryOf(a!)).toMatchObject({ totalScore: 200000, rank: 1 });
    // Named by the write itself: no need to wait for its notification.
    await database.db.execute(sql`update users set total_score = 200001 where id = ${b}`);
    await model.settled([b!]);
    expect(await model.entryOf(b!)).toMatchObject({ totalScore: 200001, rank: 1 });
    expect(await model.entryOf(a!)).toMatchObject({ totalScore: 200000, rank: 2 });
    expect((await model.summary()).highestScore).toBe(200001);
  });

  it('holds no write for a full read: while the first ranking is read, only a writer whose own row changed waits', async () => {
    const gate = holdFullReads(database.db);
    const model = createLeaderboardModel({ db: gate.db, feed: database.feed });
    // Two people ranked among participants (an inactive or hackathon-only account is not).
    const two = await rawRows<{ id: string }>(
      database.db,
      sql`select id from users where is_active and role = 'participant' and participant_type = 'bootcamp' order by id limit 2`,
    );
    const [author, bystander] = two.map((r) => r.id) as [string, string];
    // The first reader starts the full read, which stays held until released below.
    const first = model.page({ role: 'participant', order: 'desc', page: 1, limit: 1 });
    await until(() => gate.waiting === 1);
    await database.db.execute(sql`update users set total_score = 9000000 where id = ${author}`);
    await caughtUp([{ database }]);

    // Someone whose row did not change goes on at once; a wait for the read would never end.
    await Promise.race([
      model.settledFor(bystander),
      new Promise<never>((_, fail) => setTimeout(() => fail(new Error('a bystander waited for the held full read')), 2_000)),
    ]);
    let authorSettled = false;
    const forAuthor = model.settledFor(author).then(() => (authorSettled = true));
    await new Promise((r) => setImmediate(r));
    expect(authorSettled).toBe(false);

    gate.release();
    await Promise.all([first, forAuthor]);
    expect(await model.entryOf(author)).toMatchObject({ totalScore: 9000000, rank: 1 });
    // The database is shared with the next test, which expects its own change to rank first.
    await database.db.execute(sql`update users set total_score = 0 where id = ${author}`);
    await caughtUp([{ database }]);
  });

  it('a null from the feed reads everything again in the background', async () => {
    const feed = fakeFeed(database.feed);
    const model = createLeaderboardModel({ db: database.db, feed });
    const { leaderboard } = await model.page({ role: 'participant', order: 'asc', page: 1, limit: 1 });
    const who = leaderboard[0]!._id;
    // A change the model is never told of.
    feed.mute = true;
    await database.db.execute(sql`update users set total_score = 300000 where id = ${who}`);
    await settle(model);
    expect((await model.entryOf(who))!.totalScore).not.toBe(300000);
    feed.mute = false;

    fullReads = 0;
    feed.deliver(null);
    // Readers do not wait for it.
    expect((await model.entryOf(who))!.totalScore).not.toBe(300000);
    await model.settled();
    expect(fullReads).toBe(1);
    expect(await model.entryOf(who)).toMatchObject({ totalScore: 300000, rank: 1 });
  });
});

/** Wraps a database so that, while `hold` is set, its queries by id wait until `release()`. */
function holdBack() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((r) => (open = r));
  const gate = {
    hold: false,
    /** Queries by id held back now, and run since the hold began (other models share the feed). */
    waiting: 0,
    ran: 0,
    release() {
      gate.hold = false;
      open();
    },
    wrap<T extends object>(target: T): T {
      return new Proxy(target, {
        get(t, p) {
          const v = Reflect.get(t, p, t) as unknown;
          if (typeof v !== 'function') return v;
          if (p === 'then') {
            const text = (t as { toSQL?: () => { sql: string } }).toSQL?.().sql ?? '';
            return (ok: (value: unknown) => unknown, no: (err: unknown) => unknown) => {
              if (!/= any\(/.test(text)) return v.call(t, ok, no);
              if (!gate.hold) {
                gate.ran++;
                return v.call(t, ok, no);
              }
              gate.waiting++;
              return opened.then(() => {
                gate.waiting--;
                gate.ran++;
                return v.call(t, ok, no);
              });
            };
          }
          return (...args: unknown[]) => {
            const out = v.apply(t, args) as unknown;
            return out !== null && typeof out === 'object' ? gate.wrap(out) : out;
          };
        },
      });
    },
  };
  return gate;
}

/** The database, but its full ranked read (the model's only `execute`) waits until `release()`. */
function holdFullReads(real: Db) {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((r) => (open = r));
  const gate = { waiting: 0, db: Object.create(real) as Db, release: () => open() };
  gate.db.execute = ((...args: Parameters<Db['execute']>) => {
    gate.waiting++;
    return opened.then(() => real.execute(...args));
  }) as Db['execute'];
  return gate;
}

/** The real feed, but whose `hc_users` deliveries the test can mute or make. */
function fakeFeed(real: ChangeFeed) {
  const handlers: ChangeHandler[] = [];
  const feed = Object.create(real) as ChangeFeed & { mute: boolean; deliver(payload: string | null): void };
  feed.mute = false;
  feed.deliver = (payload) => handlers.forEach((h) => h(payload));
  feed.subscribe = (channel, handler) => {
    if (channel !== 'hc_users') return real.subscribe(channel, handler);
    handlers.push(handler);
    return real.subscribe(channel, (payload) => void (feed.mute || handler(payload)));
  };
  return feed;
}
