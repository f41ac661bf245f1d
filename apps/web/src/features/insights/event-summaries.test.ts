import { describe, expect, it } from 'vitest';
import type { EventInsights } from '@hackcamp/contract';
import { attendanceSummary, checkInSummary, judgesSummary, scoreDistributionSummary, scoreRange, submissionsSummary } from './event-summaries.ts';

const day = (n: number, counts: Partial<EventInsights['attendanceByDay'][number]> = {}) => ({
  day: n,
  date: `2026-03-${String(n + 1).padStart(2, '0')}`,
  present: 0,
  late: 0,
  absent: 0,
  unmarked: 0,
  upcoming: false,
  ...counts,
});
const work = (n: number, tasks: number, submitted = 0, graded = 0, late = 0) => ({ day: n, tasks, submitted, graded, late });
const judge = (name: string, evaluations: number, mean: number | null) => ({
  judgeId: crypto.randomUUID(),
  name,
  evaluations,
  mean,
  sd: mean === null ? null : 1,
});

describe('attendance', () => {
  it('names the latest day that has come against the day before, not a day to come', () => {
    const days = [
      day(1, { present: 48, late: 2, absent: 6, unmarked: 4 }),
      day(2, { present: 42, late: 5, absent: 8, unmarked: 5 }),
      day(3, { upcoming: true }),
    ];
    expect(attendanceSummary(days, 60)).toBe('Day 2: 42 of 60 present (70%), 5 late, 8 absent, 5 not marked; day 1: 48 present (80%).');
    expect(attendanceSummary(days.slice(0, 1), 60)).toBe('Day 1: 48 of 60 present (80%), 2 late, 6 absent, 4 not marked.');
  });

  it('has nothing to say before the first day or without participants', () => {
    expect(attendanceSummary([day(1, { upcoming: true })], 60)).toBeUndefined();
    expect(attendanceSummary([day(1)], 0)).toBeUndefined();
  });
});

describe('submissions', () => {
  it('totals every task day and names the latest day with work handed in', () => {
    const days = [work(1, 2, 100, 90, 10), work(2, 1, 40, 10, 2), work(3, 0), work(4, 1)];
    expect(submissionsSummary(days)).toBe('140 submissions so far, 100 graded (71%), 12 late; day 2: 40 submitted, 10 graded.');
  });

  it('says nothing without tasks, and only the totals before anything is handed in', () => {
    expect(submissionsSummary([work(1, 0), work(2, 0)])).toBeUndefined();
    expect(submissionsSummary([work(1, 2)])).toBe('0 submissions so far, 0 graded (0%), 0 late.');
  });
});

describe('score distribution', () => {
  const bins = [
    { from: 0, to: 9, count: 3 },
    { from: 10, to: 19, count: 18 },
    { from: 20, to: 29, count: 18 },
    { from: 30, to: 39, count: 0 },
    { from: 40, to: 49, count: 2 },
  ];
  it('names the fullest bar (the lower on a tie) and the highest one with anyone', () => {
    expect(scoreDistributionSummary(bins)).toBe('41 participants by total score: the most, 18, have 10–19 points; the highest have 40–49 (2).');
  });
  it('does not repeat the fullest bar as the highest, and a one-score bar reads as that score', () => {
    expect(scoreDistributionSummary([{ from: 0, to: 0, count: 5 }])).toBe('5 participants by total score: the most, 5, have 0 points.');
    expect(scoreRange({ from: 7, to: 7 })).toBe('7');
  });
  it('has nothing to say without anyone', () => {
    expect(scoreDistributionSummary(bins.map((b) => ({ ...b, count: 0 })))).toBeUndefined();
  });
});

describe('judges', () => {
  it('names the harshest and the most lenient, leaving out judges without scores', () => {
    const judges = [judge('Asha Rao', 12, 5.2), judge('Ravi Kumar', 10, 8.1), judge('Nobody Yet', 0, null), judge('Meena Iyer', 14, 6.5)];
    expect(judgesSummary(judges)).toBe(
      '3 judges have given 36 round scores; averages run from 5.20 (Asha Rao, the harshest) to 8.10 (Ravi Kumar, the most lenient).',
    );
  });
  it('one judge has an average only; none has nothing to say', () => {
    expect(judgesSummary([judge('Asha Rao', 1, 7)])).toBe('1 judge has given 1 round score, averaging 7.00.');
    expect(judgesSummary([judge('Nobody Yet', 0, null)])).toBeUndefined();
  });
});

describe('check-in arrivals', () => {
  // 03:30 UTC is 09:00 in the event's zone (Asia/Kolkata).
  const window = {
    windowId: crypto.randomUUID(),
    date: '2026-03-04',
    opensAt: '2026-03-04T03:30:00.000Z',
    closesAt: '2026-03-04T03:45:00.000Z',
    expectedCount: 60,
    checkedInCount: 20,
    perMinute: [
      { minute: '2026-03-04T03:30:00.000Z', count: 4 },
      { minute: '2026-03-04T03:31:00.000Z', count: 12 },
      { minute: '2026-03-04T03:32:00.000Z', count: 12 },
      { minute: '2026-03-04T03:33:00.000Z', count: 0 },
    ],
  };
  it("states who came of those expected and the busiest minute (the first on a tie), on the event's clock", () => {
    expect(checkInSummary(window)).toBe('Check-in of 4 Mar, 09:00–09:15: 20 of 60 expected checked in; busiest minute 09:01 (12).');
  });
  it('an empty window has no busiest minute', () => {
    expect(checkInSummary({ ...window, checkedInCount: 0, perMinute: window.perMinute.map((m) => ({ ...m, count: 0 })) })).toBe(
      'Check-in of 4 Mar, 09:00–09:15: 0 of 60 expected checked in.',
    );
  });
});
