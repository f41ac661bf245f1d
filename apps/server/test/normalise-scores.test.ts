import { describe, expect, it } from 'vitest';
import { judgeStats, normaliseScores, rankTeams, round, zScore, type JudgeScore } from '../src/modules/evaluations/normalise-scores.ts';

const s = (judgeId: string, teamId: string, score: number): JudgeScore => ({ judgeId, teamId, score });
const byNumber = (a: string, b: string) => a.localeCompare(b);

describe('judge scales', () => {
  it('measures each judge against their own mean and population standard deviation', () => {
    const stats = judgeStats([s('j', 'a', 2), s('j', 'b', 4), s('j', 'c', 4), s('j', 'd', 4), s('j', 'e', 5), s('j', 'f', 5), s('j', 'g', 7), s('j', 'h', 9)]);
    const j = stats.get('j')!;
    expect(j.count).toBe(8);
    expect(j.mean).toBe(5);
    expect(j.standardDeviation).toBe(2);
    expect(j.normalizable).toBe(true);
    expect(zScore(9, j)).toBe(2);
    expect(zScore(3, j)).toBe(-1);
  });

  it('counts a judge with a single score, or the same score everywhere, as 0 for every team', () => {
    const stats = judgeStats([s('once', 'a', 9), s('flat', 'a', 7), s('flat', 'b', 7), s('flat', 'c', 7)]);
    expect(stats.get('once')).toMatchObject({ count: 1, mean: 9, standardDeviation: 0, normalizable: false });
    expect(stats.get('flat')).toMatchObject({ count: 3, mean: 7, standardDeviation: 0, normalizable: false });
    expect(zScore(9, stats.get('once')!)).toBe(0);
    expect(zScore(7, stats.get('flat')!)).toBe(0);
    const { teams } = normaliseScores([s('once', 'a', 9), s('flat', 'a', 7), s('flat', 'b', 7)]);
    expect(teams.get('a')).toMatchObject({ meanScore: 8, normalizedScore: 0, count: 2 });
  });
});

describe('normalised scores', () => {
  it('averages z-scores over every round and judge of a team, beside the raw mean', () => {
    const { teams } = normaliseScores([
      // Judge 1 (mean 6, sd 2): team x gets 8 and 8 (+1, +1), team y 4 and 4 (-1, -1).
      s('j1', 'x', 8),
      s('j1', 'x', 8),
      s('j1', 'y', 4),
      s('j1', 'y', 4),
      // Judge 2 (mean 5, sd 1): x gets 6 (+1), y 4 (-1).
      s('j2', 'x', 6),
      s('j2', 'y', 4),
    ]);
    expect(teams.get('x')!.meanScore).toBeCloseTo(22 / 3);
    expect(teams.get('x')!.normalizedScore).toBeCloseTo(1);
    expect(teams.get('y')!.normalizedScore).toBeCloseTo(-1);
    expect(teams.get('x')!.byJudge.get('j1')).toBeCloseTo(1);
    expect(teams.get('x')!.byJudge.get('j2')).toBeCloseTo(1);
  });

  it('keeps a harsh judge from deciding the ranking: the raw and normalised orders differ', () => {
    // The harsh judge scores teams A, B, C out of a low range; the lenient one D, E, F from a high one.
    const scores = [s('harsh', 'A', 6), s('harsh', 'B', 3), s('harsh', 'C', 3), s('lenient', 'D', 9), s('lenient', 'E', 9), s('lenient', 'F', 7)];
    const { teams } = normaliseScores(scores);
    const raw = [...teams.values()].sort((a, b) => b.meanScore - a.meanScore || byNumber(a.teamId, b.teamId)).map((t) => t.teamId);
    const normalised = rankTeams(teams.values(), byNumber).map((r) => r.teamId);
    // Raw: the lenient judge's teams fill the top three, whatever the harsh judge thought of A.
    expect(raw).toEqual(['D', 'E', 'F', 'A', 'B', 'C']);
    // Normalised: A was by far its judge's best (z = +1.41); D and E only a little above theirs (+0.71).
    expect(normalised).toEqual(['A', 'D', 'E', 'B', 'C', 'F']);
    expect(teams.get('A')!.normalizedScore).toBeCloseTo(Math.SQRT2);
    expect(teams.get('D')!.normalizedScore).toBeCloseTo(Math.SQRT1_2);
    expect(teams.get('F')!.normalizedScore).toBeCloseTo(-Math.SQRT2);
  });

  it('gives equal teams the same rank and leaves the next rank out', () => {
    const { teams } = normaliseScores([s('j', 'a', 8), s('j', 'b', 8), s('j', 'c', 4)]);
    expect(rankTeams(teams.values(), byNumber)).toEqual([
      { teamId: 'a', rank: 1 },
      { teamId: 'b', rank: 1 },
      { teamId: 'c', rank: 3 },
    ]);
  });

  it('has nothing to say about teams nobody scored', () => {
    expect(normaliseScores([]).teams.size).toBe(0);
  });

  it('rounds half away from zero and never shows -0', () => {
    expect(round(0.125, 2)).toBe(0.13);
    expect(round(-0.125, 2)).toBe(-0.13);
    expect(round(3.14159, 3)).toBe(3.142);
    expect(round(-0.0001, 2)).toBe(0);
    expect(Object.is(round(-0.0001, 2), -0)).toBe(false);
  });
});
