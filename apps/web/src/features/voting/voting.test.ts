import { describe, expect, it } from 'vitest';
import { ratingBand, ratingLabel } from '@hackcamp/contract';
import { ratingTone } from './rating-tone.ts';
import { nextVotingSearch } from './voting-search.ts';

describe('rating colour bands', () => {
  it('follows the spec: >=4.5 green, >=3.5 blue, >=2.5 yellow, >=1.5 orange, below red', () => {
    expect([5, 4.5, 4.49, 3.5, 3.49, 2.5, 2.49, 1.5, 1.49, 1].map(ratingBand)).toEqual([
      'green',
      'green',
      'blue',
      'blue',
      'yellow',
      'yellow',
      'orange',
      'orange',
      'red',
      'red',
    ]);
    expect(ratingTone(4.6)).toContain('emerald');
    expect(ratingTone(1.2)).toContain('red');
  });

  it('labels ratings Poor to Excellent', () => {
    expect([1, 2, 3, 4, 5].map(ratingLabel)).toEqual(['Poor', 'Fair', 'Good', 'Very Good', 'Excellent']);
  });
});

describe('voting search', () => {
  it('reloads at 3 or more characters or when cleared, and otherwise keeps the last search', () => {
    expect(nextVotingSearch('co', '')).toBe('');
    expect(nextVotingSearch('cod', '')).toBe('cod');
    expect(nextVotingSearch('  code  ', 'cod')).toBe('code');
    expect(nextVotingSearch('co', 'code')).toBe('code');
    expect(nextVotingSearch('', 'code')).toBe('');
    expect(nextVotingSearch('   ', 'code')).toBe('');
  });
});
