import { describe, expect, it } from 'vitest';
import { countdownTargetFor, publicDatesFor } from '@hackcamp/contract';

// What the date line and the countdown become while they follow the start date (the settings
// screen previews them; the server stores them the same way).

describe('the values that follow the start date', () => {
  it('writes the date line within a month, across months and across years', () => {
    expect(publicDatesFor('2025-08-04')).toBe('August 04-15, 2025');
    expect(publicDatesFor('2026-11-28')).toBe('November 28 - December 09, 2026');
    expect(publicDatesFor('2026-12-28')).toBe('December 28, 2026 - January 08, 2027');
  });

  it("counts down to day 11's 10:00, the hackathon's first morning", () => {
    expect(countdownTargetFor('2025-08-04')).toBe('2025-08-14T10:00:00');
    expect(countdownTargetFor('2026-12-28')).toBe('2027-01-07T10:00:00');
  });
});
