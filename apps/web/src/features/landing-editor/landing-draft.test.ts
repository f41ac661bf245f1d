import { describe, expect, it } from 'vitest';
import { LANDING_MSG } from '@hackcamp/contract';
import { checkDraft, factsOf, moveItem, previewOf, RESET_LANDING } from './landing-draft.ts';

describe('checking the draft before it is sent', () => {
  it('accepts the defaults, numbers the curriculum by position and drops blank lines', () => {
    const draft = {
      ...RESET_LANDING,
      curriculum: [RESET_LANDING.curriculum[2]!, RESET_LANDING.curriculum[0]!],
      partners: ['Acme', '  ', 'Zeta '],
      tracks: [{ ...RESET_LANDING.tracks[0]!, ideas: ['One', '', 'Two'] }],
    };
    const result = checkDraft(draft);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body.curriculum.map((d) => [d.day, d.title])).toEqual([
      [1, 'Web fundamentals'],
      [2, 'Java foundations'],
    ]);
    expect(result.body.partners).toEqual(['Acme', 'Zeta']);
    expect(result.body.tracks[0]!.ideas).toEqual(['One', 'Two']);
  });

  it('names each bad field with the API’s words', () => {
    const result = checkDraft({ ...RESET_LANDING, tagline: ' ', stats: [{ label: 'Mentors', value: '' }] });
    expect(result).toEqual({ ok: false, errors: { tagline: LANDING_MSG.taglineRequired, 'stats.0.value': LANDING_MSG.statValueRequired } });
  });
});

describe('the preview', () => {
  it('shows the counts the server last answered, the prize from the settings, and a dash for a count never answered', () => {
    const saved = { ...RESET_LANDING, stats: [{ label: 'Mentors', value: '7', computed: 'mentors' as const }] };
    const facts = factsOf(saved, '₹1,000');
    const shown = previewOf({ ...RESET_LANDING, stats: [...RESET_LANDING.stats, { label: 'Teams', value: '', computed: 'teams' }] }, facts);
    expect(shown.stats.map((s) => s.value)).toEqual(['7', '–', '10+2', '₹1,000', '–']);
  });
});

it('moves a list item up and down, and leaves the list alone at its ends', () => {
  expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
  expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
});
