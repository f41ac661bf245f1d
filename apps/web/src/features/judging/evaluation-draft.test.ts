import { describe, expect, it } from 'vitest';
import type { JudgingCriterion } from '@hackcamp/contract';
import { draftFromSaved, draftRoundScore, sameDraft } from './evaluation-draft.ts';

const criteria: JudgingCriterion[] = [
  { _id: 'a', name: 'Innovation', description: '', weight: 2 },
  { _id: 'b', name: 'Execution', description: '', weight: 1 },
  { _id: 'c', name: 'Impact', description: '', weight: 1 },
  { _id: 'd', name: 'Presentation', description: '', weight: 1 },
];

describe('a round being scored', () => {
  it('shows the weighted mean to one decimal once every criterion has a score, as the server computes it', () => {
    expect(draftRoundScore(criteria, { scores: { a: 8, b: 7, c: 6 }, feedback: '' })).toBeNull();
    expect(draftRoundScore(criteria, { scores: { a: 8, b: 7, c: 6, d: 9 }, feedback: '' })).toBe(7.6);
    const equal = criteria.map((c) => ({ ...c, weight: 1 }));
    expect(draftRoundScore(equal, { scores: { a: 7, b: 7, c: 7, d: 8 }, feedback: '' })).toBe(7.3);
  });

  it('starts from what was saved, leaving out criteria no longer in the rubric', () => {
    const draft = draftFromSaved({
      criteria,
      feedback: 'Good',
      criteriaScores: [
        { criterionId: 'a', name: 'Innovation', weight: 2, score: 9 },
        { criterionId: 'gone', name: 'Old', weight: 1, score: 3 },
      ],
    });
    expect(draft).toEqual({ scores: { a: 9 }, feedback: 'Good' });
    expect(draftFromSaved({ criteria, feedback: null, criteriaScores: null })).toEqual({ scores: {}, feedback: '' });
  });

  it('counts as unsaved only when a score or the feedback differs', () => {
    const saved = { scores: { a: 9 }, feedback: 'Good' };
    expect(sameDraft(saved, { scores: { a: 9 }, feedback: 'Good ' })).toBe(true);
    expect(sameDraft(saved, { scores: { a: 8 }, feedback: 'Good' })).toBe(false);
    expect(sameDraft(saved, { scores: { a: 9, b: 1 }, feedback: 'Good' })).toBe(false);
  });
});
