import { COMPUTED_STATS, DEFAULT_LANDING, fillComputedStats, type LandingContent } from '@hackcamp/contract';

/**
 * What the page shows before (or without) the server's answer: the built-in texts, the prize
 * from the settings and the counts as dashes, never a made-up number.
 */
export function builtInLanding(prizePool: string): LandingContent {
  return { ...DEFAULT_LANDING, stats: fillComputedStats(COMPUTED_STATS, { prizePool }) };
}

/**
 * The headline in two parts, the last sentence highlighted: "Learn for ten days. " and "Build for
 * two.". A single sentence is all plain.
 */
export function splitTagline(tagline: string): [string, string] {
  const match = /^(.*[.!?]\s+)(\S[^.!?]*[.!?]?)$/s.exec(tagline.trim());
  return match ? [match[1]!, match[2]!] : [tagline.trim(), ''];
}

/** The paragraphs of a text: a blank line starts a new one. */
export const paragraphs = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

const WORDS = ['No', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve'];

/** "Six" for 6, for headings that count ("Six tracks to build in"); digits past twelve. */
export const countWord = (n: number): string => WORDS[n] ?? String(n);
