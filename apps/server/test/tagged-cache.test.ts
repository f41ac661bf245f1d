import { describe, expect, it } from 'vitest';
import { TaggedCache } from '../src/lib/tagged-cache.ts';

const cache = () => new TaggedCache<string>({ maxEntries: 3, maxAgeMs: 60_000 });
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
    const c = new TaggedCache<string | null>({ maxEntries: 3, maxAgeMs: 60_000 });
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

    c.invalidateTag('t');
    const before = c.getOrLoad('k', load);
    const releaseBefore = release;
    c.invalidateTag('unrelated');
    const after = c.getOrLoad('k', load);
    releaseBefore();
    release();
    expect(await before).toBe('v2');
    expect(await after).toBe('v3');
    expect(loads).toBe(3);
  });
});
