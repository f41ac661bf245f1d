import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { DEFAULT_EVENT_SETTINGS, eventSettingsKey, followEventZone } from './event-settings.ts';
import { eventTimeZone, eventToday, setEventTimeZone, timeZoneLabel } from './event-zone.ts';
import { formatDate, formatDateTime, fromDateTimeLocal, toDateTimeLocal } from './format.ts';

// The event's clock in the web app: the settings' time zone, never the test machine's or the browser's.

afterEach(() => setEventTimeZone('Asia/Kolkata'));

describe('the name of the event’s zone', () => {
  it('reads IST for India and a short name or an offset elsewhere', () => {
    expect(timeZoneLabel('Asia/Kolkata')).toBe('IST');
    expect(timeZoneLabel('America/Los_Angeles', new Date('2025-01-15T12:00:00Z'))).toBe('PST');
    expect(timeZoneLabel('America/Los_Angeles', new Date('2025-08-15T12:00:00Z'))).toBe('PDT');
    expect(timeZoneLabel('Pacific/Kiritimati')).toBe('GMT+14');
    expect(timeZoneLabel('UTC')).toBe('UTC');
  });
});

describe('the zone the screens follow', () => {
  it('starts in Asia/Kolkata and follows the settings however they reach the cache', () => {
    expect(eventTimeZone()).toBe('Asia/Kolkata');
    const client = new QueryClient();
    const stop = followEventZone(client);
    client.setQueryData(eventSettingsKey, { ...DEFAULT_EVENT_SETTINGS, timeZone: 'America/Los_Angeles' });
    expect(eventTimeZone()).toBe('America/Los_Angeles');
    setEventTimeZone('Not/AZone');
    expect(eventTimeZone()).toBe('America/Los_Angeles');
    stop();
    client.setQueryData(eventSettingsKey, { ...DEFAULT_EVENT_SETTINGS, timeZone: 'Pacific/Kiritimati' });
    expect(eventTimeZone()).toBe('America/Los_Angeles');
  });

  it("decides today by the event's midnight on both sides of UTC", () => {
    const at = new Date('2025-08-15T09:30:00Z');
    expect(eventToday(at)).toBe('2025-08-15');
    setEventTimeZone('America/Los_Angeles');
    expect(eventToday(at)).toBe('2025-08-15');
    expect(eventToday(new Date('2025-08-15T06:59:00Z'))).toBe('2025-08-14');
    setEventTimeZone('Pacific/Kiritimati');
    expect(eventToday(new Date('2025-08-15T10:00:00Z'))).toBe('2025-08-16');
  });
});

describe('dates and times on the event’s clock', () => {
  const instant = '2025-08-14T12:30:00.000Z';

  // The reader's locale orders the parts ("14 Aug 2025, 18:00" or "Aug 14, 2025, 06:00 PM").
  const reads = (text: string | null, day: number, time: RegExp) => {
    expect(text).toMatch(new RegExp(`\\b${day}\\b`));
    expect(text).toMatch(/Aug/);
    expect(text).toMatch(time);
  };

  it('shows a moment at the event, whatever zone the reader is in', () => {
    reads(formatDateTime(instant), 14, /18:00|06:00\sPM/);
    setEventTimeZone('America/Los_Angeles');
    reads(formatDateTime(instant), 14, /05:30(\sAM)?/);
    setEventTimeZone('Pacific/Kiritimati');
    reads(formatDateTime(instant), 15, /02:30(\sAM)?/);
    reads(formatDate(instant), 15, /2025/);
  });

  it('keeps a plain calendar date as itself in any zone', () => {
    setEventTimeZone('America/Los_Angeles');
    reads(formatDate('2025-08-04'), 4, /2025/);
    setEventTimeZone('Pacific/Kiritimati');
    reads(formatDate('2025-08-04'), 4, /2025/);
  });

  it("round-trips a datetime-local field through the instant in the event's zone", () => {
    setEventTimeZone('America/Los_Angeles');
    expect(toDateTimeLocal(instant)).toBe('2025-08-14T05:30');
    expect(fromDateTimeLocal('2025-08-14T05:30')).toBe(instant);
    setEventTimeZone('Pacific/Kiritimati');
    expect(toDateTimeLocal(instant)).toBe('2025-08-15T02:30');
    expect(fromDateTimeLocal('2025-08-15T02:30')).toBe(instant);
    expect(fromDateTimeLocal('')).toBeNull();
  });
});
