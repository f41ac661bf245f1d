import { describe, expect, it } from 'vitest';
import { countdownState, kickoffText, monthTitle } from './countdown.ts';

const target = new Date('2025-08-14T10:00:00+05:30');
const end = new Date('2025-08-16T00:00:00+05:30');

describe('countdownState', () => {
  it('counts down before the start', () => {
    expect(countdownState(new Date('2025-08-13T08:59:30+05:30'), target, end)).toEqual({ phase: 'before', days: 1, hours: 1, minutes: 0, seconds: 30 });
  });
  it('is live during the hackathon and ended after it', () => {
    expect(countdownState(new Date('2025-08-15T12:00:00+05:30'), target, end)).toEqual({ phase: 'live' });
    expect(countdownState(new Date('2026-11-22T12:00:00+05:30'), target, end)).toEqual({ phase: 'ended' });
  });
});

describe('spelled-out dates', () => {
  it("writes the kick-off in the event's own time, as the Indian English locale does, and the calendar title", () => {
    expect(kickoffText('2025-08-14T10:00:00')).toBe('14 August 2025 at 10:00 am IST');
    expect(kickoffText('2025-08-14 00:05:00')).toBe('14 August 2025 at 12:05 am IST');
    expect(kickoffText('2025-12-01T15:30')).toBe('1 December 2025 at 3:30 pm IST');
    expect(monthTitle(2025, 7)).toBe('August 2025');
  });

  it("names another event's zone by the season of the kick-off", () => {
    expect(kickoffText('2025-08-14T10:00:00', 'America/Los_Angeles')).toBe('14 August 2025 at 10:00 am PDT');
    expect(kickoffText('2025-12-14T10:00:00', 'America/Los_Angeles')).toBe('14 December 2025 at 10:00 am PST');
    expect(kickoffText('2025-08-14T10:00:00', 'Pacific/Kiritimati')).toBe('14 August 2025 at 10:00 am GMT+14');
  });
});
