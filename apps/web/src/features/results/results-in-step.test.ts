import { describe, expect, it } from 'vitest';
import { resultsOutOfStep } from './results-in-step.ts';

describe('resultsOutOfStep', () => {
  it('asks again when the switch was flipped either way', () => {
    expect(resultsOutOfStep(true, false)).toBe(true);
    expect(resultsOutOfStep(false, true)).toBe(true);
  });

  it('leaves results that agree with the switch, or while either is still loading', () => {
    expect(resultsOutOfStep(true, true)).toBe(false);
    expect(resultsOutOfStep(false, false)).toBe(false);
    expect(resultsOutOfStep(undefined, false)).toBe(false);
    expect(resultsOutOfStep(true, undefined)).toBe(false);
  });
});
