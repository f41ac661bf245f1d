import { describe, expect, it } from 'vitest';
import { countdownState, kickoffText, monthTitle, parseLocal } from './countdown.ts';

const target = parseLocal('2025-08-14 10:00:00');
const end = parseLocal('2025-08-16T00:00:00');

describe('countdownState', () => {
  it('counts down before the start', () => {
    expect(countdownState(parseLocal('2025-08-13T08:59:30'), target, end)).toEqual({ phase: 'before', days: 1, hours: 1, minutes: 0, seconds: 30 });
  });
  it('is live during the hackathon and ended after it', () => {
    expect(countdownState(parseLocal('2025-08-15T12:00:00'), target, end)).toEqual({ phase: 'live' });
    expect(countdownState(parseLocal('2026-11-22T12:00:00'), target, end)).toEqual({ phase: 'ended' });
  });
});

describe('spelled-out dates', () => {
  it('writes the kick-off and the calendar title as the Indian English locale does', () => {
    const kickoff = new Date(2025, 7, 14, 10, 0);
    expect(kickoffText(kickoff)).toBe(kickoff.toLocaleString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' }));
    expect(kickoffText(new Date(2025, 7, 14, 0, 5))).toBe('14 August 2025 at 12:05 am');
    expect(kickoffText(new Date(2025, 7, 14, 15, 30))).toBe('14 August 2025 at 3:30 pm');
    expect(monthTitle(2025, 7)).toBe('August 2025');
  });
});
