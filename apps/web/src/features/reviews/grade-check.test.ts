import { describe, expect, it } from 'vitest';
import { GRADE_MSG } from '@hackcamp/contract';
import { checkGrade, gradeErrorsFrom } from './grade-check.ts';

describe('checkGrade', () => {
  it('accepts a whole score from 0 to the maximum with feedback', () => {
    expect(checkGrade('0', 'ok', 10)).toEqual({});
    expect(checkGrade(' 10 ', 'ok', 10)).toEqual({});
  });

  it("names each field's problem in the contract's words", () => {
    expect(checkGrade('7.5', 'ok', 10)).toEqual({ score: GRADE_MSG.scoreWhole });
    expect(checkGrade('11', 'ok', 10)).toEqual({ score: 'Score must be between 0 and 10' });
    expect(checkGrade('-1', 'ok', 10)).toEqual({ score: GRADE_MSG.scoreRange(10) });
    expect(checkGrade('1e3', 'ok', 10)).toEqual({ score: GRADE_MSG.scoreNotNumber });
    expect(checkGrade('9'.repeat(30), 'ok', 10)).toEqual({ score: GRADE_MSG.scoreNotNumber });
    expect(checkGrade('', '  ', 10)).toEqual({ score: GRADE_MSG.required });
    expect(checkGrade('3', '  ', 10)).toEqual({ feedback: GRADE_MSG.required });
    expect(checkGrade('7.5', '', 10)).toEqual({ score: GRADE_MSG.scoreWhole, feedback: GRADE_MSG.required });
  });

  it('lets a score alone through when the event does not require feedback', () => {
    expect(checkGrade('3', '  ', 10, false)).toEqual({});
    expect(checkGrade('', '', 10, false)).toEqual({ score: GRADE_MSG.scoreRequired });
    expect(checkGrade('11', '', 10, false)).toEqual({ score: GRADE_MSG.scoreRange(10) });
  });
});

describe('gradeErrorsFrom', () => {
  it("keeps the server's first message per grade field and ignores others", () => {
    expect(
      gradeErrorsFrom([
        { field: 'score', msg: 'Score must be between 0 and 10' },
        { field: 'score', msg: 'later' },
        { field: '', msg: 'whole body' },
      ]),
    ).toEqual({ score: 'Score must be between 0 and 10' });
  });
});
