import { describe, expect, it } from 'vitest';
import { countdownState, parseLocal } from './countdown.ts';

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
