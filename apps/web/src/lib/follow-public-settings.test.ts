import { describe, expect, it } from 'vitest';
import { visitorCheckDue } from './follow-public-settings.ts';

const base = { visible: true, inFlight: false, lastAt: 10_000, now: 20_000, minGap: 5_000 };

describe('visitorCheckDue', () => {
  it('checks a visible tab whose last check is old enough', () => {
    expect(visitorCheckDue(base)).toBe(true);
    expect(visitorCheckDue({ ...base, now: 15_000 })).toBe(true);
  });

  it('waits while the tab is hidden, a check is under way, or one was just made', () => {
    expect(visitorCheckDue({ ...base, visible: false })).toBe(false);
    expect(visitorCheckDue({ ...base, inFlight: true })).toBe(false);
    expect(visitorCheckDue({ ...base, now: 14_999 })).toBe(false);
  });

  it('the poll itself needs no gap', () => {
    expect(visitorCheckDue({ ...base, now: base.lastAt, minGap: 0 })).toBe(true);
  });
});
