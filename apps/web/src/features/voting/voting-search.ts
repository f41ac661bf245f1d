import { VOTING } from '@hackcamp/contract';

/**
 * The search the voting list loads with (participant spec, 'Team voting screen'): it reloads once
 * the text has 3 or more characters, or when it is cleared; one or two characters keep the
 * previous search, so the list does not jump on every keystroke.
 */
export function nextVotingSearch(input: string, applied: string): string {
  const text = input.trim();
  if (text.length === 0) return '';
  if (text.length >= VOTING.searchMinChars) return text;
  return applied;
}
