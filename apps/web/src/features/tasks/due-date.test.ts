import { describe, expect, it } from 'vitest';
import { dueLabel, fromEventLocal, toEventLocal } from './due-date.ts';

// The event is in Asia/Kolkata (UTC+05:30), whatever zone the test machine runs in.
describe('due dates at the event', () => {
  it('shows the event wall clock, named', () => {
    expect(dueLabel('2025-08-14T12:30:00.000Z')).toBe('Due 14 Aug, 18:00 IST');
  });

  it('round-trips a datetime-local value through the instant', () => {
    expect(fromEventLocal('2025-08-14T18:00')).toBe('2025-08-14T12:30:00.000Z');
    expect(toEventLocal('2025-08-14T12:30:00.000Z')).toBe('2025-08-14T18:00');
    expect(toEventLocal(null)).toBe('');
  });

  it('names the zone of the event when it is elsewhere', () => {
    expect(dueLabel('2025-08-14T12:30:00.000Z', 'America/Los_Angeles')).toBe('Due 14 Aug, 05:30 PDT');
    expect(dueLabel('2025-12-14T12:30:00.000Z', 'America/Los_Angeles')).toBe('Due 14 Dec, 04:30 PST');
    expect(dueLabel('2025-08-14T12:30:00.000Z', 'Pacific/Kiritimati')).toBe('Due 15 Aug, 02:30 GMT+14');
    expect(fromEventLocal('2025-08-15T02:30', 'Pacific/Kiritimati')).toBe('2025-08-14T12:30:00.000Z');
    expect(toEventLocal('2025-08-14T12:30:00.000Z', 'America/Los_Angeles')).toBe('2025-08-14T05:30');
  });

  it('an empty or malformed field is no due date', () => {
    expect(fromEventLocal('')).toBeNull();
    expect(fromEventLocal('14/08/2025 18:00')).toBeNull();
  });
});
