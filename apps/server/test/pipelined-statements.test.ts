import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool, type Database, type Db } from '../src/db/client.ts';
import { sendTogether, sendTogetherAndCommit, transactionTrips } from '../src/db/pipelined-statements.ts';
import { rawRows } from '../src/db/raw-rows.ts';
import { isUniqueViolation, rootMessage } from '../src/lib/database-errors.ts';
import { openTestDatabase } from './helpers/test-database.ts';

// Decision 0049: a transaction's `begin` is written with its first statement instead of waiting
// for its own answer, so every transaction costs one round trip less.
describe.skipIf(process.env.TEST_ENGINE !== 'postgres')("a transaction's begin goes with its first statement (PostgreSQL)", () => {
  let pool: pg.Pool;
  beforeAll(() => {
    pool = createPool(process.env.TEST_DATABASE_URL!, 2, () => undefined);
  });
  afterAll(async () => {
    await pool.end();
  });

  /** What the connection a transaction gets writes and hears, in order: 'sent Q', 'sent P', 'ready'... */
  function watchNextTransaction(): string[] {
    const seen: string[] = [];
    pool.once('acquire', (client) => {
      const connection = (
        client as unknown as { connection: { stream: { write: (chunk: Buffer, ...rest: unknown[]) => boolean }; on(ev: string, fn: () => void): void } }
      ).connection;
      const write = connection.stream.write.bind(connection.stream);
      connection.stream.write = (chunk: Buffer, ...rest: unknown[]) => {
        seen.push(`sent ${String.fromCharCode(chunk[0]!)}`);
        return write(chunk, ...rest);
      };
      connection.on('readyForQuery', () => seen.push('ready'));
    });
    return seen;
  }

  it('writes the first statement before the begin is answered, and the transaction still holds', async () => {
    const db = drizzle(pool);
    const seen = watchNextTransaction();
    const kept = await db.transaction(async (tx) => {
      // A setting local to the transaction: it outlives the statement only inside one.
      await tx.execute(sql`select set_config('hc.probe', 'kept', true)`);
      return (await tx.execute<{ v: string }>(sql`select current_setting('hc.probe', true) as v`)).rows[0]!.v;
    });
    expect(kept).toBe('kept');
    const firstReady = seen.indexOf('ready');
    // begin (a simple query, 'Q') and the statement (parse 'P' onwards) both left before any answer.
    expect(seen.slice(0, firstReady).filter((s) => s.startsWith('sent')).length).toBeGreaterThanOrEqual(2);
    expect(seen[0]).toBe('sent Q');
  });

  it('fails the first statement when its begin failed, and keeps the connection usable', async () => {
    const client = await pool.connect();
    try {
      // The transactions' connections are the pool's promise form: this one is wrapped too.
      const begun = await client.query('begin isolation level nonsense');
      expect(begun.command).toBe('BEGIN');
      await expect(client.query('select 1 as n')).rejects.toThrow(/syntax error/);
      expect((await client.query('select 2 as n')).rows[0].n).toBe(2);
    } finally {
      client.release();
    }
  });

  it('rolls back what the body did when it throws', async () => {
    const db = drizzle(pool);
    const name = `begin_probe_${process.pid}_${Date.now()}`;
    await db.execute(sql.raw(`create table ${name} (n int)`));
    try {
      await expect(
        db.transaction(async (tx) => {
          await tx.execute(sql.raw(`insert into ${name} values (1)`));
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      const left = await db.execute<{ c: string }>(sql.raw(`select count(*)::text as c from ${name}`));
      expect(left.rows[0]!.c).toBe('0');
    } finally {
      await db.execute(sql.raw(`drop table ${name}`));
    }
  });
});

// The services' statements that do not wait on each other's answers share a round trip; the
// database still runs them in the order given, and a failing step leaves nothing behind.
describe('statements sent together in a transaction', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(sql`create table together_probe (id serial primary key, v text not null)`);
  });
  afterAll(async () => {
    await database.close();
  });

  const values = async () => (await rawRows<{ v: string }>(database.db, sql`select v from together_probe order by id`)).map((r) => r.v);
  const until = async (done: () => boolean) => {
    for (let i = 0; i < 200 && !done(); i++) await new Promise((r) => setTimeout(r, 10));
  };
  const insert = (tx: Db, v: string) => tx.execute(sql`insert into together_probe (v) values (${v})`);

  it('runs them in the order given, with the begin, in one round trip on PostgreSQL', async () => {
    await database.db.execute(sql`delete from together_probe`);
    const before = transactionTrips();
    const [, , read] = await database.db.transaction((tx) =>
      sendTogether(
        tx,
        () => insert(tx, 'first'),
        () => insert(tx, 'second'),
        // Sees the two before it: it runs after them, in the same transaction.
        () => rawRows<{ n: number }>(tx, sql`select count(*)::int as n from together_probe`),
      ),
    );
    expect(read[0]!.n).toBe(2);
    expect(await values()).toEqual(['first', 'second']);
    // begin with the three, then commit.
    if (database.engine === 'postgres') expect(transactionTrips() - before).toBe(2);
  });

  it('keeps the order given when a step reaches its statement late', async () => {
    await database.db.execute(sql`delete from together_probe`);
    await database.db.transaction((tx) =>
      sendTogether(
        tx,
        async () => {
          // Some work before its statement: the next step's must not overtake it.
          await new Promise((r) => setTimeout(r, 5));
          return insert(tx, 'late');
        },
        () => insert(tx, 'at once'),
      ),
    );
    expect(await values()).toEqual(['late', 'at once']);
  });

  it('fails with the first failing step once every step has finished, and keeps none of their statements', async () => {
    await database.db.execute(sql`delete from together_probe`);
    let followUpDone!: Promise<unknown>;
    const refused = database.db.transaction((tx) =>
      sendTogether(
        tx,
        () => insert(tx, 'kept?'),
        async () => {
          await tx.execute(sql`select 1`);
          throw new Error('the check failed');
        },
        // A follow-up sent once its first statement has answered: after the failure above is
        // known. It must still run inside the transaction, and so be rolled back with it.
        async () => {
          await insert(tx, 'follow');
          // Long enough for a rollback sent at the first failure to be on its way before it.
          await new Promise((r) => setTimeout(r, 20));
          // Drizzle's statement runs each time it is awaited: held as one promise, it runs once.
          followUpDone = Promise.resolve(insert(tx, 'up'));
          await followUpDone;
        },
      ),
    );
    await expect(refused).rejects.toThrow('the check failed');
    // The follow-up has answered: had it been sent after the rollback, its row would be kept.
    // (On PGlite the steps run one after the other, and none runs after a failure.)
    if (database.engine === 'postgres') await until(() => followUpDone !== undefined);
    await Promise.allSettled([followUpDone]);
    expect(await values()).toEqual([]);
  });

  it('reports a statement the database refused, and rolls the rest back', async () => {
    await database.db.execute(sql`delete from together_probe`);
    await expect(
      database.db.transaction((tx) =>
        sendTogether(
          tx,
          () => insert(tx, 'a'),
          () => tx.execute(sql`select 1 / 0`),
          () => insert(tx, 'b'),
        ),
      ),
    ).rejects.toThrow(/select 1 \/ 0/);
    expect(await values()).toEqual([]);
    // The connection serves the next transaction as usual.
    await database.db.transaction((tx) => sendTogether(tx, () => insert(tx, 'after')));
    expect(await values()).toEqual(['after']);
  });
});

// Decision 0054: a transaction's last statements take its commit with them, one round trip less;
// a statement that fails still leaves nothing behind.
describe('the last statements sent with the commit', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(sql`create table commit_probe (id int primary key, v text not null)`);
  });
  afterAll(async () => {
    await database.close();
  });

  const values = async () => (await rawRows<{ v: string }>(database.db, sql`select v from commit_probe order by id`)).map((r) => r.v);
  const insert = (tx: Db, id: number, v: string) => tx.execute(sql`insert into commit_probe (id, v) values (${id}, ${v})`);

  it('commits in the round trip of the last statements, and answers them', async () => {
    await database.db.execute(sql`delete from commit_probe`);
    const before = transactionTrips();
    const read = await database.db.transaction(async (tx) => {
      await insert(tx, 1, 'first');
      const [, counted] = await sendTogetherAndCommit(
        tx,
        () => insert(tx, 2, 'second'),
        () => rawRows<{ n: number }>(tx, sql`select count(*)::int as n from commit_probe`),
      );
      return counted[0]!.n;
    });
    expect(read).toBe(2);
    expect(await values()).toEqual(['first', 'second']);
    // begin with the first insert; the second, the count and the commit. Without it: three.
    if (database.engine === 'postgres') expect(transactionTrips() - before).toBe(2);
  });

  it('keeps nothing of the transaction when a statement sent with the commit fails, and the connection serves the next one', async () => {
    await database.db.execute(sql`delete from commit_probe`);
    await database.db.execute(sql`insert into commit_probe (id, v) values (7, 'there')`);
    await expect(
      database.db.transaction(async (tx) => {
        await insert(tx, 1, 'before');
        // The key is taken: the commit behind it must not commit the insert before it.
        await sendTogetherAndCommit(
          tx,
          () => insert(tx, 2, 'with'),
          () => insert(tx, 7, 'taken'),
        );
      }),
    ).rejects.toSatisfy(isUniqueViolation);
    expect(await values()).toEqual(['there']);
    await database.db.transaction((tx) => sendTogetherAndCommit(tx, () => insert(tx, 3, 'after')));
    expect(await values()).toEqual(['after', 'there']);
  });

  it.skipIf(process.env.TEST_ENGINE !== 'postgres')('refuses a statement asked for after the commit was sent', async () => {
    await database.db.execute(sql`delete from commit_probe`);
    await expect(
      database.db.transaction(async (tx) => {
        await sendTogetherAndCommit(tx, () => insert(tx, 1, 'committed'));
        await insert(tx, 2, 'too late');
      }),
    ).rejects.toSatisfy((err) => /after the transaction's commit was sent/.test(rootMessage(err)));
    // The first was committed with its statement; the second never ran, outside the transaction or in it.
    expect(await values()).toEqual(['committed']);
    await database.db.transaction((tx) => insert(tx, 3, 'next'));
    expect(await values()).toEqual(['committed', 'next']);
  });
});
