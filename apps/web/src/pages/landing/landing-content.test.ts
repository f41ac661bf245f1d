import { describe, expect, it } from 'vitest';
import { DEFAULT_LANDING, LANDING_ICONS } from '@hackcamp/contract';
import { builtInLanding, countWord, paragraphs, splitTagline } from './landing-content.ts';
import { LANDING_ICON } from './landing-icons.ts';

describe('the headline', () => {
  it('highlights its last sentence', () => {
    expect(splitTagline('Learn for ten days. Build for two.')).toEqual(['Learn for ten days. ', 'Build for two.']);
    expect(splitTagline('Ship it! Then sleep')).toEqual(['Ship it! ', 'Then sleep']);
  });
  it('keeps a single sentence plain', () => {
    expect(splitTagline('  Build what your campus needs.  ')).toEqual(['Build what your campus needs.', '']);
  });
});

describe('the page before the server answers', () => {
  it("shows the settings' prize and dashes for the counts, never the first edition's numbers", () => {
    const stats = builtInLanding('₹50,000').stats;
    expect(stats.map((s) => s.value)).toEqual(['–', '–', '10+2', '₹50,000']);
    expect(JSON.stringify(builtInLanding('x'))).not.toMatch(/20\+|250\+/);
  });
  it('has a picture for every icon the contract allows, and the defaults use only those', () => {
    for (const icon of LANDING_ICONS) expect(LANDING_ICON[icon], icon).toBeTruthy();
    for (const item of [...DEFAULT_LANDING.tracks, ...DEFAULT_LANDING.rewards]) expect(LANDING_ICONS).toContain(item.icon);
  });
});

it('splits paragraphs at blank lines', () => {
  expect(paragraphs('One.\n\n  \nTwo,\nstill two.\n\n')).toEqual(['One.', 'Two,\nstill two.']);
});

it('counts in words up to twelve', () => {
  expect([countWord(0), countWord(6), countWord(12), countWord(13)]).toEqual(['No', 'Six', 'Twelve', '13']);
});
