import { describe, expect, it } from 'vitest';
import { createCaches } from '../src/cache/caches.ts';
import { createRebuiltFigure } from '../src/cache/rebuilt-figure.ts';
import type { Channel } from '../src/db/change-feed.ts';
import { fakeFeed } from './helpers/fake-feed.ts';

// An event-wide figure (cache/rebuilt-figure.ts): any change makes it stale, yet it is built at
// most once per gap however many read, and a reader always gets a value built after every change
// it could have heard of.
const GAP = 80;

/** A figure whose every build is numbered and dated, and which `changes` counts as the readers see them. */
function setUp(serveStale = false) {
  const feed = fakeFeed();
  const figure = createRebuiltFigure<{ build: number; seen: number }>(createCaches(feed), {
    relevant: (channel) => channel !== 'hc_teams',
    minGapMs: GAP,
    maxAgeMs: 60_000,
    serveStale,
  });
  const starts: number[] = [];
  let changes = 0;
  let fail = false;
  const build = async () => {
    starts.push(Date.now());
    const seen = changes;
    await new Promise((r) => setImmediate(r));
    if (fail) throw new Error('the database is away');
    return { build: starts.length, seen };
  };
  const change = (channel: Channel = 'hc_people') => {
    changes++;
    feed.name(channel, 'someone');
  };
  return {
    feed,
    figure,
    starts,
    read: (key = 'day 4') => figure.read(key, build),
    change,
    get changes() {
      return changes;
    },
    failNext(value: boolean) {
      fail = value;
    },
  };
}

describe('a figure rebuilt at most once per gap', () => {
  it('is built once while nothing changes, readers arriving together sharing the build', async () => {
    const f = setUp();
    const values = await Promise.all(Array.from({ length: 50 }, () => f.read()));
    expect(new Set(values).size).toBe(1);
    expect(await f.read()).toBe(values[0]);
    expect(f.starts).toHaveLength(1);
  });

  it('after a change, the next reader waits for a value built after it; a change to the teams moves nothing', async () => {
    const f = setUp();
    const first = await f.read();
    f.change('hc_teams');
    expect(await f.read()).toBe(first);
    f.change('hc_people');
    const second = await f.read();
    expect(second.build).toBe(2);
    expect(second.seen).toBe(2);
    expect(f.starts[1]! - f.starts[0]!).toBeGreaterThanOrEqual(GAP - 2);
    f.change('hc_config');
    expect((await f.read()).seen).toBe(3);
  });

  it('under a change before every read, builds start a gap apart and each reader gets every change before its read', async () => {
    const f = setUp();
    const reads: Promise<void>[] = [];
    const began = Date.now();
    for (let i = 0; i < 200; i++) {
      f.change();
      const asked = f.changes;
      reads.push(f.read().then((value) => expect(value.seen).toBeGreaterThanOrEqual(asked)));
      await new Promise((r) => setImmediate(r));
    }
    await Promise.all(reads);
    // One build per gap of the time it took, and the one the last readers waited for.
    expect(f.starts.length).toBeLessThanOrEqual(Math.ceil((Date.now() - began) / GAP) + 1);
    for (let i = 1; i < f.starts.length; i++) expect(f.starts[i]! - f.starts[i - 1]!).toBeGreaterThanOrEqual(GAP - 2);
  });

  it('while the feed is down every read waits for a build that starts after it, still a gap apart', async () => {
    const f = setUp();
    await f.read();
    f.feed.alive = false;
    const [a, b] = await Promise.all([f.read(), f.read()]);
    expect(a).toBe(b);
    expect((await f.read()).build).toBe(3);
    expect(f.starts[2]! - f.starts[1]!).toBeGreaterThanOrEqual(GAP - 2);
    f.feed.alive = true;
    // Back, the feed tells everyone that anything may have changed.
    f.feed.name('hc_people', null);
    expect((await f.read()).build).toBe(4);
    expect((await f.read()).build).toBe(4);
  });

  it('a failed build fails its readers and the next read builds again; another key is another value', async () => {
    const f = setUp();
    f.failNext(true);
    await expect(f.read()).rejects.toThrow('the database is away');
    f.failNext(false);
    expect((await f.read()).build).toBe(2);
    expect((await f.read('day 5')).build).toBe(3);
    expect((await f.read('day 5')).build).toBe(3);
  });

  it('serving stale answers at once with the held value and builds the next one in the background, a gap after the last', async () => {
    const f = setUp(true);
    const first = await f.read();
    f.change();
    expect(await f.read()).toBe(first);
    expect(await f.read()).toBe(first);
    // One build follows for both reads, a gap after the first.
    let next = first;
    while (next === first) {
      await new Promise((r) => setTimeout(r, 10));
      next = await f.read();
    }
    expect(next).toEqual({ build: 2, seen: 1 });
    expect(f.starts).toHaveLength(2);
    expect(f.starts[1]! - f.starts[0]!).toBeGreaterThanOrEqual(GAP - 2);
    // While the feed is down it does not: a reader waits for a build that starts after it.
    f.feed.alive = false;
    expect((await f.read()).build).toBe(3);
  });

  it('says whether the held value has every change up to a count, which a reader with a change of their own waits for', async () => {
    const f = setUp(true);
    expect(f.figure.holdsSince('day 4', 0)).toBe(false);
    await f.read();
    const before = f.figure.changesHeard();
    expect(f.figure.holdsSince('day 4', before)).toBe(true);
    expect(f.figure.holdsSince('day 5', before)).toBe(false);
    f.change();
    f.change('hc_teams');
    // Only what `relevant` keeps is counted.
    expect(f.figure.changesHeard()).toBe(before + 1);
    expect(f.figure.holdsSince('day 4', before)).toBe(true);
    expect(f.figure.holdsSince('day 4', before + 1)).toBe(false);
    while (!f.figure.holdsSince('day 4', before + 1)) {
      await f.read();
      await new Promise((r) => setTimeout(r, 10));
    }
    expect((await f.read()).seen).toBeGreaterThanOrEqual(1);
  });
});
