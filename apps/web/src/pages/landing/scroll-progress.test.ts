import { describe, expect, it } from 'vitest';
import { reachedStep, scrollProgress } from './scroll-progress.ts';

describe('scrollProgress', () => {
  it('is 0 before the element reaches the middle of the viewport and 1 after it has passed', () => {
    expect(scrollProgress({ top: 900, height: 1000 }, 800)).toBe(0);
    expect(scrollProgress({ top: 400, height: 1000 }, 800)).toBe(0);
    expect(scrollProgress({ top: -100, height: 1000 }, 800)).toBe(0.5);
    expect(scrollProgress({ top: -2000, height: 1000 }, 800)).toBe(1);
    expect(scrollProgress({ top: 0, height: 0 }, 800)).toBe(0);
  });
});

describe('reachedStep', () => {
  it('maps progress onto the steps of the journey', () => {
    expect(reachedStep(0, 10)).toBe(-1);
    expect(reachedStep(0.05, 10)).toBe(0);
    expect(reachedStep(0.55, 10)).toBe(5);
    expect(reachedStep(1, 10)).toBe(9);
  });
});
