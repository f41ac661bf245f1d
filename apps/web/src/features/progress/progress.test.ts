import { describe, expect, it } from 'vitest';
import { dayDate, eventDayAt, type Submission, EVENT } from '@hackcamp/contract';
import { attendanceRate, dailyTip, dayStatuses as statusesFrom, earnedBadges, presentStreak, scoreBreakdown } from './progress.ts';

const START = '2026-03-02';
const rec = (day: number, status: 'present' | 'late' | 'absent') => ({ date: dayDate(day, START), status });
const dayStatuses = (records: ReturnType<typeof rec>[]) => statusesFrom(records, START);

describe('attendance', () => {
  it('present beats late beats absent on the same day', () => {
    const days = dayStatuses([rec(1, 'absent'), rec(1, 'late'), rec(2, 'late'), rec(2, 'present'), rec(3, 'absent'), rec(13, 'present')]);
    expect(days.slice(0, 4)).toEqual(['late', 'present', 'absent', 'none']);
    expect(days).toHaveLength(12);
  });

  it('rate is rounded present over recorded days', () => {
    expect(attendanceRate(dayStatuses([rec(1, 'present'), rec(2, 'absent'), rec(3, 'present')]))).toBe(67);
    expect(attendanceRate(dayStatuses([]))).toBe(0);
  });

  it('streak counts present days back from the latest recorded day', () => {
    expect(presentStreak(dayStatuses([rec(1, 'present'), rec(2, 'absent'), rec(3, 'present'), rec(4, 'present')]))).toBe(2);
    expect(presentStreak(dayStatuses([rec(1, 'present'), rec(2, 'late')]))).toBe(0);
    expect(presentStreak(dayStatuses([]))).toBe(0);
  });
});

describe('badges and tips', () => {
  it('On Fire! at a 7-day streak, Achiever at 5 completed tasks', () => {
    expect(earnedBadges(6, 4)).toEqual([]);
    expect(earnedBadges(7, 5).map((b) => b.label)).toEqual(['On Fire!', 'Achiever']);
  });
  it('the tip changes below 3 and below 7', () => {
    expect(new Set([dailyTip(0), dailyTip(2)]).size).toBe(1);
    expect(dailyTip(3)).not.toBe(dailyTip(2));
    expect(dailyTip(6)).not.toBe(dailyTip(7));
  });
});

describe('submissions', () => {
  it('the breakdown adds 10 per present day and graded scores', () => {
    const sub = (status: Submission['status'], score: number | null) =>
      ({ status, score, taskId: { _id: `t${score}`, title: 'T', day: 'day1', maxScore: 100 } }) as Submission;
    const b = scoreBreakdown(dayStatuses([rec(1, 'present'), rec(2, 'late'), rec(3, 'present')]), [
      sub('graded', 40),
      sub('submitted', null),
      sub('graded', 15),
    ]);
    expect(b).toMatchObject({ presentDays: 2, attendancePoints: 20, taskPoints: 55, total: 75 });
    expect(b.graded).toHaveLength(2);
  });
});

describe('the event calendar follows the configured start', () => {
  it('places a record by its date and the start, not a built-in date', () => {
    const days = statusesFrom(
      [
        { date: '2026-03-03', status: 'present' },
        { date: '2025-08-05', status: 'present' },
      ],
      START,
    );
    expect(days.slice(0, 3)).toEqual(['none', 'present', 'none']);
    expect(eventDayAt(new Date('2026-03-13T09:00:00+05:30'), START, EVENT.timeZone)).toBe(12);
    expect(eventDayAt(new Date('2026-03-02T23:00:00+05:30'), START, EVENT.timeZone)).toBe(1);
    expect(eventDayAt(new Date('2025-08-04T12:00:00+05:30'), START, EVENT.timeZone)).toBeNull();
  });
});
