import { describe, expect, it } from 'vitest';
import { EVENT, type EventSettings } from '@hackcamp/contract';
import { registrationInvited } from './registration.ts';

const settings = (over: Partial<EventSettings> = {}): EventSettings => ({
  teamFormationEnabled: true,
  votingEnabled: false,
  selfCheckInEnabled: false,
  registrationOpen: true,
  projectSubmissionEnabled: false,
  blindVoting: false,
  resultsPublished: false,
  showFutureTasks: true,
  eventName: EVENT.name,
  startDate: '2025-08-04',
  publicDates: EVENT.publicDates,
  countdownTarget: EVENT.countdownTarget,
  prizePool: EVENT.prizePool,
  ...over,
});

describe('registrationInvited', () => {
  it("invites until midnight after the last day in the event's time zone, then stops", () => {
    expect(registrationInvited(settings(), new Date('2025-08-15T23:59:00+05:30'))).toBe(true);
    expect(registrationInvited(settings(), new Date('2025-08-16T00:00:00+05:30'))).toBe(false);
  });

  it('follows the registration switch when the settings carry it', () => {
    expect(registrationInvited(settings({ registrationOpen: false }), new Date(2025, 7, 1))).toBe(false);
    expect(registrationInvited(settings({ registrationOpen: true }), new Date(2025, 7, 1))).toBe(true);
  });
});
