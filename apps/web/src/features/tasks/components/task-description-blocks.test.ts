import { describe, expect, it } from 'vitest';
import { parseTaskDescription } from './task-description-blocks.ts';

describe('parseTaskDescription', () => {
  it('keeps paragraphs, bulleted and numbered lists apart, numbers included', () => {
    expect(parseTaskDescription('Build a CLI.\n- step one\n* step two\n\n3. FizzBuzz\n4) Primes\nGood luck')).toEqual([
      { kind: 'paragraph', text: 'Build a CLI.' },
      { kind: 'bullets', items: ['step one', 'step two'] },
      { kind: 'numbered', start: 3, items: ['FizzBuzz', 'Primes'] },
      { kind: 'paragraph', text: 'Good luck' },
    ]);
  });

  it('does not take a number without a space or a hyphenated word for a list', () => {
    expect(parseTaskDescription('2025 was great\n-dash\n1.5 points')).toEqual([
      { kind: 'paragraph', text: '2025 was great' },
      { kind: 'paragraph', text: '-dash' },
      { kind: 'paragraph', text: '1.5 points' },
    ]);
  });
});
