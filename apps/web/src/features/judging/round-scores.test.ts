import { describe, expect, it } from 'vitest';
import { JUDGE_MSG } from '@hackcamp/contract';
import { parseJudgeScore, roundStatus, scoreText } from './round-scores.ts';

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
