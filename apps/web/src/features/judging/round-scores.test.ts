import { describe, expect, it } from 'vitest';
import { JUDGE_MSG } from '@hackcamp/contract';
import type { JudgeTeamRow } from '@hackcamp/contract';
import { landingRound, parseJudgeScore, roundStatus, roundTabState, scoreText, teamsLeft } from './round-scores.ts';

describe('round cells', () => {
  it("show 'Completed' or 'Pending' on the overview (icons beside, no emoji) and 'n/10' or 'Pending' on the list", () => {
    expect(roundStatus(7)).toBe('Completed');
    expect(roundStatus(null)).toBe('Pending');
    expect(scoreText(7)).toBe('7/10');
    expect(scoreText(7.6)).toBe('7.6/10');
    expect(scoreText(null)).toBe('Pending');
  });
});

describe('the score field', () => {
  it('takes a whole number from 1 to 10 and nothing else', () => {
    expect(parseJudgeScore('1')).toEqual({ score: 1 });
    expect(parseJudgeScore(' 10 ')).toEqual({ score: 10 });
    for (const bad of ['', '0', '11', '7.5', '-3', 'seven', '1e1']) expect(parseJudgeScore(bad)).toEqual({ error: JUDGE_MSG.scoreInvalid });
  });
});

const open3 = [1, 2, 3].map((round) => ({ round, open: true }));
const closing = (...closed: number[]) => [1, 2, 3].map((round) => ({ round, open: !closed.includes(round) }));
const scores = (round1: number | null, round2: number | null, round3: number | null) => ({ round1, round2, round3 });

describe('where Evaluate opens', () => {
  it('on the first round this judge has not scored, not on round 1 when it is saved', () => {
    expect(landingRound(scores(null, null, null), open3)).toBe(1);
    expect(landingRound(scores(7, 8, null), open3)).toBe(3);
    expect(landingRound(scores(7, null, null), open3)).toBe(2);
    expect(landingRound(scores(null, 8, 9), open3)).toBe(1);
  });
  it('on the last round when all are scored', () => {
    expect(landingRound(scores(7, 8, 9), open3)).toBe(3);
    expect(landingRound(scores(7, 8, 9), closing(3))).toBe(3);
  });
  it('past a closed round still unscored to an open one, and on the closed one when nothing open is left', () => {
    expect(landingRound(scores(null, null, null), closing(1))).toBe(2);
    expect(landingRound(scores(7, null, null), closing(2))).toBe(3);
    expect(landingRound(scores(7, null, 9), closing(2))).toBe(2);
    // Rounds not loaded yet count as open, as the server treats a round without its row.
    expect(landingRound(scores(7, null, null), undefined)).toBe(2);
  });
});

describe('round tabs and the list', () => {
  it('a tab says Closed when the organisers closed it, else Scored or To score', () => {
    expect(roundTabState(7, true)).toBe('Scored');
    expect(roundTabState(null, true)).toBe('To score');
    expect(roundTabState(null, false)).toBe('Closed');
    expect(roundTabState(7, false)).toBe('Closed');
  });
  it('counts per round the teams still without this judge’s score', () => {
    const row = (teamId: string, round1: number | null, round2: number | null, round3: number | null) =>
      ({ teamId, rounds: scores(round1, round2, round3) }) as JudgeTeamRow;
    const teams = [row('a', 7, null, null), row('b', 7, 8, null), row('c', null, null, null)];
    expect(teamsLeft(teams, closing(3))).toEqual([
      { round: 1, open: true, left: 1 },
      { round: 2, open: true, left: 2 },
      { round: 3, open: false, left: 3 },
    ]);
    expect(teamsLeft([], open3).map((r) => r.left)).toEqual([0, 0, 0]);
  });
});
