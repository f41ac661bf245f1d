import { describe, expect, it } from 'vitest';
import { fitWithin } from './resize-image.ts';

describe('fitWithin', () => {
  it('shrinks the longer edge to 256 and keeps the aspect ratio', () => {
    expect(fitWithin(1024, 512)).toEqual({ width: 256, height: 128 });
    expect(fitWithin(300, 900)).toEqual({ width: 85, height: 256 });
  });
  it('never enlarges a small picture', () => {
    expect(fitWithin(100, 80)).toEqual({ width: 100, height: 80 });
  });
});
