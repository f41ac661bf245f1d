import { describe, expect, it, vi } from 'vitest';
import { TaggedCache } from '../src/cache/tagged-cache.ts';

/** A change feed whose state the test sets by hand. */
const feed = () => ({ alive: true, epoch: 0 });
const cache = (f = feed()) => new TaggedCache<string>(f, { maxEntries: 3, maxAgeMs: 60_000 });
const loaded =
  (value: string, ...tags: string[]) =>
  async () => ({ value, tags });

describe('a cache whose entries go with what they were built from', () => {
  it('drops the entries of a tag and keeps the others', async () => {
    const c = cache();
    await c.getOrLoad('ann', loaded('ann v1', 'ann', 'mentor-1'));
    await c.getOrLoad('bob', loaded('bob v1', 'bob', 'mentor-1'));
    await c.getOrLoad('cid', loaded('cid v1', 'cid', 'mentor-2'));
    c.invalidateTag('mentor-1');
    expect(c.get('ann')).toBeUndefined();
    expect(c.get('bob')).toBeUndefined();
    expect(c.get('cid')).toBe('cid v1');
    expect(await c.getOrLoad('ann', loaded('ann v2', 'ann'))).toBe('ann v2');
    expect(c.get('ann')).toBe('ann v2');
  });

  it('does not keep a value loaded while one of its tags changed, but keeps it when another tag did', async () => {
    const c = cache();
    let release!: () => void;
    const slow = (value: string, tag: string) => () => new Promise<{ value: string; tags: string[] }>((r) => (release = () => r({ value, tags: [tag] })));
    const stale = c.getOrLoad('ann', slow('old ann', 'ann'));
    c.invalidateTag('ann');
    release();
    expect(await stale).toBe('old ann');
    expect(c.get('ann')).toBeUndefined();

    const fine = c.getOrLoad('bob', slow('bob', 'bob'));
    c.invalidateTag('someone-else');
    release();
    await fine;
    expect(c.get('bob')).toBe('bob');

    const cleared = c.getOrLoad('cid', slow('cid', 'cid'));
    c.clear();
    release();
    await cleared;
    expect(c.get('cid')).toBeUndefined();
  });

  it('keeps to its size, dropping the oldest, and forgets the tags of what it dropped', async () => {
    const c = cache();
    for (const name of ['a', 'b', 'c', 'd']) await c.getOrLoad(name, loaded(name, name, 'shared'));
    expect(c.size).toBe(3);
    expect(c.get('a')).toBeUndefined();
    c.invalidateTag('shared');
    expect(c.size).toBe(0);
  });

  it('caches null (someone without a mentor) as a value', async () => {
    const c = new TaggedCache<string | null>(feed(), { maxEntries: 3, maxAgeMs: 60_000 });
    let loads = 0;
    const load = async () => ({ value: (loads++, null), tags: ['x'] });
    await c.getOrLoad('x', load);
    await c.getOrLoad('x', load);
    expect(loads).toBe(1);
  });
});

describe('readers missing the same entry at once', () => {
  it('share one load, unless something changed after it started', async () => {
    const c = cache();
    let loads = 0;
    let release!: () => void;
    const load = () => {
      const n = ++loads;
      return new Promise<{ value: string; tags: string[] }>((r) => (release = () => r({ value: `v${n}`, tags: ['t'] })));
    };
    const first = c.getOrLoad('k', load);
    const second = c.getOrLoad('k', load);
    release();
    expect(await Promise.all([first, second])).toEqual(['v1', 'v1']);
    expect(loads).toBe(1);

    // A change to something the value is not built from: the next reader shares the load.
    c.invalidateTag('t');
    const before = c.getOrLoad('k', load);
    c.invalidateTag('unrelated');
    const after = c.getOrLoad('k', load);
    release();
    expect(await Promise.all([before, after])).toEqual(['v2', 'v2']);
    expect(loads).toBe(2);

    // A change to what it is built from, after the load started: the next reader reads anew.
    c.invalidateTag('t');
    const old = c.getOrLoad('k', load);
    const releaseOld = release;
    c.invalidateTag('t');
    const fresh = c.getOrLoad('k', load);
    releaseOld();
    expect(await old).toBe('v3');
    while (loads < 4) await new Promise((r) => setImmediate(r));
    release();
    expect(await fresh).toBe('v4');
  });
});

describe('a cache that trusts the change feed only while it is alive', () => {
  it('serves nothing and keeps nothing while the feed is down, and reads every time', async () => {
    const f = feed();
    const c = cache(f);
    await c.getOrLoad('k', loaded('before', 'k'));
    f.alive = false;
    f.epoch++;
    expect(c.get('k')).toBeUndefined();
    let loads = 0;
    const load = async () => ({ value: `read ${++loads}`, tags: ['k'] });
    expect(await c.getOrLoad('k', load)).toBe('read 1');
    expect(await c.getOrLoad('k', load)).toBe('read 2');
    expect(c.size).toBe(0);
  });

  it('drops what it held before the feed came back, and keeps what it reads after', async () => {
    const f = feed();
    const c = cache(f);
    await c.getOrLoad('k', loaded('old', 'k'));
    // Down and back up between two reads: changes in the gap were never announced.
    f.epoch += 2;
    expect(c.get('k')).toBeUndefined();
    expect(await c.getOrLoad('k', loaded('new', 'k'))).toBe('new');
    expect(c.get('k')).toBe('new');
  });

  it('does not keep a value whose load started before the feed went down or came back', async () => {
    const f = feed();
    const c = cache(f);
    let release!: () => void;
    const pending = c.getOrLoad('k', () => new Promise((r) => (release = () => r({ value: 'read before', tags: ['k'] }))));
    f.epoch++; // the feed went down and came back while the read ran
    release();
    expect(await pending).toBe('read before');
    expect(c.get('k')).toBeUndefined();
  });

  it('gives every entry an age limit', async () => {
    vi.useFakeTimers();
    try {
      const c = new TaggedCache<string>(feed(), { maxEntries: 3, maxAgeMs: 1_000 });
      await c.getOrLoad('k', loaded('v', 'k'));
      vi.advanceTimersByTime(999);
      expect(c.get('k')).toBe('v');
      vi.advanceTimersByTime(2);
      expect(c.get('k')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
