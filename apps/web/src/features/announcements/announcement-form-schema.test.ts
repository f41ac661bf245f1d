import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANNOUNCEMENT_MSG, announcementFormSchema } from '@hackcamp/contract';

// The expiry is typed on the event's clock: whether it has passed depends on the event's zone,
// whatever zone the browser (or this test machine) is in.
describe('the announcement form judges "expiry in the past" in the event’s zone', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-03T05:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  const form = { title: 'Lunch', content: 'Lunch is served', priority: 'medium', targetAudience: 'all' } as const;
  const expiryError = (timeZone: string, expiresAt: string) => {
    const result = announcementFormSchema(timeZone).safeParse({ ...form, expiresAt });
    return result.success ? null : result.error.issues.find((i) => i.path[0] === 'expiresAt')?.message;
  };

  it('takes 3 March 12:00 as still to come in Pago Pago (UTC-11) and as passed in Kiritimati (UTC+14)', () => {
    expect(expiryError('Pacific/Pago_Pago', '2026-03-03T12:00')).toBeNull();
    expect(expiryError('Pacific/Kiritimati', '2026-03-03T12:00')).toBe(ANNOUNCEMENT_MSG.expiresInPast);
  });

  it('takes no expiry, and refuses what is not a local date and time', () => {
    expect(expiryError('Asia/Kolkata', '')).toBeNull();
    expect(expiryError('Asia/Kolkata', 'tomorrow')).toBe(ANNOUNCEMENT_MSG.expiresInvalid);
  });
});
