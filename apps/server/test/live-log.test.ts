import { describe, expect, it } from 'vitest';
import type { LiveMessage } from '../src/modules/live/live-events.queries.ts';
import { LiveLog } from '../src/modules/live/live-log.ts';

const message = (teamId: string): LiveMessage => ({ event: { name: 'vote', data: { teamId } }, to: { everyone: true } });

describe('the log a reconnecting client resumes from', () => {
  it('replays in the order events arrived (commit order), not by their numbers', () => {
    const log = new LiveLog();
    log.append('5', message('a'));
    log.append('3', message('b'));
    log.append('7', message('c'));
    expect(log.since('5')!.entries.map((e) => e.id)).toEqual(['3', '7']);
    expect(log.since('3')!.entries.map((e) => e.id)).toEqual(['7']);
    expect(log.since('7')!.entries).toEqual([]);
    expect(log.position).toBe('7');
    expect(log.since('4')).toBeUndefined();
  });

  it('forgets events older than its window; a client stopped at the newest forgotten one missed nothing', () => {
    let now = 0;
    const log = new LiveLog({ windowMs: 1_000, maxEntries: 100, now: () => now });
    log.append('1', message('a'));
    log.append('2', message('b'));
    now = 500;
    log.append('3', message('c'));
    now = 1_200;
    expect(log.since('1')).toBeUndefined();
    expect(log.since('2')!.entries.map((e) => e.id)).toEqual(['3']);
    now = 2_000;
    expect(log.since('3')!.entries).toEqual([]);
    expect(log.since('2')).toBeUndefined();
    expect(log.position).toBe('3');
  });

  it('keeps at most its number of entries', () => {
    const log = new LiveLog({ windowMs: 60_000, maxEntries: 2, now: () => 0 });
    for (const id of ['1', '2', '3', '4']) log.append(id, message(id));
    expect(log.size).toBe(2);
    expect(log.since('2')!.entries.map((e) => e.id)).toEqual(['3', '4']);
    expect(log.since('1')).toBeUndefined();
  });

  it('says whether ranks changed after the point a client stopped', () => {
    const log = new LiveLog();
    log.append('1', message('a'));
    log.ranksChanged();
    log.append('2', message('b'));
    expect(log.since('1')!.ranksChanged).toBe(true);
    expect(log.since('2')!.ranksChanged).toBe(false);
  });

  it('after a reset nothing from before can be resumed', () => {
    const log = new LiveLog();
    log.append('1', message('a'));
    log.reset();
    expect(log.since('1')).toBeUndefined();
    expect(log.position).toBeUndefined();
    expect(log.isAhead('1')).toBe(true);
    expect(log.isAhead('x')).toBe(false);
  });
});
