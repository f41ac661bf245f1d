import { describe, expect, it } from 'vitest';
import { averageExperience } from './mentor-stats.ts';

describe('averageExperience', () => {
  it('rounds the mean of the known values to whole years and skips the unknown', () => {
    expect(averageExperience([{ experience: 8 }, { experience: 5 }, { experience: null }])).toBe(7);
    expect(averageExperience([{ experience: 4 }, { experience: 5 }])).toBe(5);
    expect(averageExperience([{ experience: null }])).toBe(0);
    expect(averageExperience([])).toBe(0);
  });
});
