import { describe, expect, it } from 'vitest';
import type { EventSettings } from '@hackcamp/contract';
import { DEFAULT_EVENT_SETTINGS } from './event-settings.ts';
import { registrationInvited } from './registration.ts';

const settings = (over: Partial<EventSettings> = {}): EventSettings => ({ ...DEFAULT_EVENT_SETTINGS, startDate: '2025-08-04', ...over });

describe('registrationInvited', () => {
  it("invites until midnight after the last day in the event's time zone, then stops", () => {
    expect(registrationInvited(settings(), new Date('2025-08-15T23:59:00+05:30'))).toBe(true);
    expect(registrationInvited(settings(), new Date('2025-08-16T00:00:00+05:30'))).toBe(false);
  });

  it("ends at midnight in the event's own zone, on both sides of UTC", () => {
    const la = settings({ timeZone: 'America/Los_Angeles' });
    expect(registrationInvited(la, new Date('2025-08-15T23:59:00-07:00'))).toBe(true);
    expect(registrationInvited(la, new Date('2025-08-16T00:00:00-07:00'))).toBe(false);
    const kiritimati = settings({ timeZone: 'Pacific/Kiritimati' });
    expect(registrationInvited(kiritimati, new Date('2025-08-15T09:59:00Z'))).toBe(true);
    expect(registrationInvited(kiritimati, new Date('2025-08-15T10:00:00Z'))).toBe(false);
  });

  it('follows the registration switch when the settings carry it', () => {
    expect(registrationInvited(settings({ registrationOpen: false }), new Date(2025, 7, 1))).toBe(false);
    expect(registrationInvited(settings({ registrationOpen: true }), new Date(2025, 7, 1))).toBe(true);
  });
});
