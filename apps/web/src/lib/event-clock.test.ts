import { describe, expect, it } from 'vitest';
import { dateInTimeZone, eventDayAt, eventEndsAt, instantInTimeZone, EVENT } from '@hackcamp/contract';
import { countOf } from './format.ts';

// The event's clock (contract's event-days.ts), as every screen reads it: the event's time zone
// (Asia/Kolkata, UTC+05:30), whatever the browser's own zone is.

describe("the event's today", () => {
  it('switches days at midnight in the event, not in UTC or in the browser', () => {
    // 21 Nov - 2 Dec 2025: day 7 starts at 27 Nov 00:00 IST, which is 26 Nov 18:30 UTC.
    expect(eventDayAt(new Date('2025-11-26T18:29:59Z'), '2025-11-21', EVENT.timeZone)).toBe(6);
    expect(eventDayAt(new Date('2025-11-26T18:30:00Z'), '2025-11-21', EVENT.timeZone)).toBe(7);
    expect(dateInTimeZone(new Date('2025-11-26T18:30:00Z'), EVENT.timeZone)).toBe('2025-11-27');
  });

  it('gives each zone its own date when zones alternate (one format held per zone)', () => {
    const at = new Date('2025-11-26T20:00:00Z');
    for (let i = 0; i < 3; i++) {
      expect(dateInTimeZone(at, 'Asia/Kolkata')).toBe('2025-11-27');
      expect(dateInTimeZone(at, 'America/Los_Angeles')).toBe('2025-11-26');
      expect(dateInTimeZone(at, 'Pacific/Kiritimati')).toBe('2025-11-27');
      expect(dateInTimeZone(new Date('2025-11-26T09:00:00Z'), 'Pacific/Kiritimati')).toBe('2025-11-26');
    }
  });

  it('counts days across a month and is null outside the event', () => {
    expect(eventDayAt(new Date('2025-12-02T10:00:00+05:30'), '2025-11-21', EVENT.timeZone)).toBe(12);
    expect(eventDayAt(new Date('2025-12-03T00:00:00+05:30'), '2025-11-21', EVENT.timeZone)).toBeNull();
    expect(eventDayAt(new Date('2025-11-20T23:59:59+05:30'), '2025-11-21', EVENT.timeZone)).toBeNull();
  });
});

describe('a local time of the event as an instant', () => {
  it("reads the settings' countdown target in the event's zone", () => {
    expect(instantInTimeZone('2025-08-14T10:00:00', EVENT.timeZone).toISOString()).toBe('2025-08-14T04:30:00.000Z');
    expect(instantInTimeZone('2025-08-14 10:00:00', EVENT.timeZone).toISOString()).toBe('2025-08-14T04:30:00.000Z');
    expect(instantInTimeZone('2025-08-14T00:00', EVENT.timeZone).toISOString()).toBe('2025-08-13T18:30:00.000Z');
  });

  it('follows a zone with summer time on both sides of the change', () => {
    expect(instantInTimeZone('2025-03-08T12:00:00', 'America/New_York').toISOString()).toBe('2025-03-08T17:00:00.000Z');
    expect(instantInTimeZone('2025-03-10T12:00:00', 'America/New_York').toISOString()).toBe('2025-03-10T16:00:00.000Z');
  });

  it('ends the event at midnight after day 12 in the event', () => {
    expect(eventEndsAt('2025-11-21', EVENT.timeZone).toISOString()).toBe('2025-12-02T18:30:00.000Z');
  });
});

describe('countOf', () => {
  it('agrees in number', () => {
    expect(countOf(1, 'member')).toBe('1 member');
    expect(countOf(0, 'member')).toBe('0 members');
    expect(countOf(6, 'member')).toBe('6 members');
    expect(countOf(1200, 'point')).toBe('1,200 points');
    expect(countOf(1, 'reply', 'replies')).toBe('1 reply');
    expect(countOf(2, 'reply', 'replies')).toBe('2 replies');
  });
});
