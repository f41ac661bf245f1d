import { describe, expect, it } from 'vitest';
import type { MyScoreDay } from '@hackcamp/contract';
import { myScoreSummary, streakText } from './my-summaries.ts';

const score = (day: number, me: number | null, median: number | null, top10: number | null): MyScoreDay => ({
  day,
  date: `2025-08-${String(day).padStart(2, '0')}`,
  me,
  median,
  top10,
});

describe('myScoreSummary', () => {
  it('places me on the latest day with figures against the median and 10th place', () => {
    const days = [score(1, 40, 35, 50), score(2, 120, 95, 140), score(3, null, null, null)];
    expect(myScoreSummary(days)).toBe('On day 2 you have 120 points: 25 above the median (95) and 20 below 10th place (140).');
  });
  it('says level, rounds a fractional median, and leaves out a missing 10th place', () => {
    expect(myScoreSummary([score(1, 30, 29.6, null)])).toBe('On day 1 you have 30 points: level with the median (30).');
    expect(myScoreSummary([score(1, 1, 12.5, 20)])).toBe('On day 1 you have 1 point: 12 below the median (13) and 19 below 10th place (20).');
  });
  it('waits for the first day', () => {
    expect(myScoreSummary([score(1, null, null, null)])).toBe('Your chart starts on the first day of the bootcamp.');
  });
});

describe('streakText', () => {
  it('says the current and best streak', () => {
    expect(streakText({ current: 4, best: 6 })).toBe('Attendance streak: 4 days (best 6)');
    expect(streakText({ current: 1, best: 1 })).toBe('Attendance streak: 1 day (best 1)');
    expect(streakText({ current: 0, best: 0 })).toBe('Attendance streak: none yet');
  });
});
