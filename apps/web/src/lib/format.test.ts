import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDateTimeZoned, formatDayTime, formatNumber, formatTime } from './format.ts';

describe('formatNumber', () => {
  it('groups thousands with commas whatever the locale', () => {
    expect(formatNumber(1864)).toBe('1,864');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(1234567)).toBe('1,234,567');
  });
});

// The event's zone is Asia/Kolkata (UTC+05:30) until the settings say otherwise; the machine's
// own zone and language never enter (issue 42: one clock).
describe("moments on the event's clock, in one form", () => {
  const at = '2025-08-14T18:45:00Z'; // 00:15 on 15 Aug at the event

  it('a date and a time read as the due dates do', () => {
    expect(formatDate(at)).toBe('15 Aug 2025');
    expect(formatDateTime(at)).toBe('15 Aug 2025, 00:15');
    expect(formatDayTime(at)).toBe('15 Aug, 00:15');
    expect(formatTime(at)).toBe('00:15');
    expect(formatTime('2025-08-14T12:30:07Z', true)).toBe('18:00:07');
  });

  it('names the zone once where the time matters (an announcement, a check-in window "open until")', () => {
    expect(formatDateTimeZoned(at)).toBe('15 Aug 2025, 00:15 IST');
    expect(formatDateTimeZoned(null)).toBeNull();
  });

  it('another zone when asked (the settings form shows the time in the zone being typed)', () => {
    expect(formatTime(at, false, 'America/Los_Angeles')).toBe('11:45');
    expect(formatDayTime(at, 'UTC')).toBe('14 Aug, 18:45');
  });
});
