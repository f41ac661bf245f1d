import { describe, expect, it } from 'vitest';
import { countCompleted, countPending, displayStatus } from './submission-status.ts';

describe('submission status', () => {
  it('display status follows the spec', () => {
    expect(displayStatus(undefined)).toBe('not_submitted');
    expect(displayStatus({ status: 'submitted', score: null })).toBe('under_review');
    expect(displayStatus({ status: 'pending', score: null })).toBe('under_review');
    expect(displayStatus({ status: 'graded', score: 10 })).toBe('completed');
    expect(displayStatus({ status: 'submitted', score: 5 })).toBe('completed');
  });

  it('groups pending/submitted as pending and completed/graded as completed', () => {
    const subs = [{ status: 'pending' }, { status: 'submitted' }, { status: 'graded' }, { status: 'completed' }, { status: 'graded' }] as const;
    expect(countPending([...subs])).toBe(2);
    expect(countCompleted([...subs])).toBe(3);
  });
});
