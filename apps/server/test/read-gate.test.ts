import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { readGate, readsAtOnceFor, type ConnectCallback } from '../src/db/read-gate.ts';
import { isDatabaseUnavailable } from '../src/lib/database-errors.ts';

/** A pool that hands out a connection when the test says so, and says 'release' as pg-pool does. */
function fakePool() {
  const pool = new EventEmitter();
  const asked: ConnectCallback[] = [];
  const connect = (cb: ConnectCallback) => void asked.push(cb);
  const client = (n: number) => {
    const c = { n, release: () => void pool.emit('release', undefined, c) };
    return c as unknown as pg.PoolClient;
  };
  const release = (c: pg.PoolClient) => pool.emit('release', undefined, c);
  return { pool: pool as unknown as pg.Pool, asked, connect, client, release };
}

describe('read gate (decision 0046)', () => {
  it('lets a share of the connections serve reads and the rest wait in order', () => {
    const { pool, asked, connect, client, release } = fakePool();
    const gate = readGate(pool, 2, 10_000);
    const got: number[] = [];
    for (let i = 0; i < 5; i++) gate(connect, (_err, c) => got.push((c as unknown as { n: number }).n));
    // Two reads asked the pool; three wait here.
    expect(asked).toHaveLength(2);
    const first = client(1);
    asked[0]!(undefined, first);
    asked[1]!(undefined, client(2));
    expect(got).toEqual([1, 2]);
    expect(asked).toHaveLength(2);
    // A connection that is not a read's coming back lets nobody in.
    release(client(99));
    expect(asked).toHaveLength(2);
    release(first);
    expect(asked).toHaveLength(3);
    asked[2]!(undefined, client(3));
    expect(got).toEqual([1, 2, 3]);
  });

  it('counts a read whose connect failed as gone at once', () => {
    const { pool, asked, connect } = fakePool();
    const gate = readGate(pool, 1, 10_000);
    const errors: (Error | undefined)[] = [];
    gate(connect, (err) => errors.push(err));
    gate(connect, (err) => errors.push(err));
    expect(asked).toHaveLength(1);
    asked[0]!(new Error('connect ECONNREFUSED'));
    expect(errors[0]?.message).toBe('connect ECONNREFUSED');
    expect(asked).toHaveLength(2);
  });

  it('gives a read that waited too long the pool\'s own "no connection" error, and forgets it', async () => {
    const { pool, asked, connect, client, release } = fakePool();
    const gate = readGate(pool, 1, 30);
    const held = client(1);
    gate(connect, () => undefined);
    asked[0]!(undefined, held);
    const failed = new Promise<Error | undefined>((resolve) => gate(connect, (err) => resolve(err)));
    const err = await failed;
    expect(err?.message).toBe('timeout exceeded when trying to connect');
    expect(isDatabaseUnavailable(err)).toBe(true);
    // The read that gave up does not take the next free turn.
    release(held);
    expect(asked).toHaveLength(1);
  });

  it("bounds the whole wait, the pool's queue included, and gives back a connection that came too late", async () => {
    const { pool, asked, connect, client } = fakePool();
    const gate = readGate(pool, 1, 30);
    // The read passed the gate; the pool has no connection for it within the bound.
    const failed = new Promise<Error | undefined>((resolve) => gate(connect, (err) => resolve(err)));
    expect(asked).toHaveLength(1);
    expect((await failed)?.message).toBe('timeout exceeded when trying to connect');
    // The next read waits at the gate: the first one's turn is not over until its connection is back.
    const next = new Promise<number>((resolve) => gate(connect, (_err, c) => resolve((c as unknown as { n: number }).n)));
    expect(asked).toHaveLength(1);
    // The late connection goes straight back, and the next read takes the turn.
    asked[0]!(undefined, client(7));
    expect(asked).toHaveLength(2);
    asked[1]!(undefined, client(8));
    expect(await next).toBe(8);
  });

  it('keeps at least one read for the smallest pools and about four in ten otherwise', () => {
    expect([1, 2, 3, 5, 10, 20].map(readsAtOnceFor)).toEqual([1, 1, 1, 2, 4, 8]);
  });
});
