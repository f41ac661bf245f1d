import { COMPUTED_STATS, DEFAULT_LANDING, fillComputedStats, numberWord, type LandingContent } from '@hackcamp/contract';

/**
 * What the page shows before (or without) the server's answer: the built-in texts, the prize
 * from the settings and the counts as dashes, never a made-up number.
 */
export function builtInLanding(prizePool: string): LandingContent {
  return { ...DEFAULT_LANDING, stats: fillComputedStats(COMPUTED_STATS, { prizePool }) };
}

// The headline's split lives in the contract: the server's first screen
// (apps/server/src/modules/landing/landing-shell.ts) draws the same two parts.
export { splitTagline } from '@hackcamp/contract';

/** The paragraphs of a text: a blank line starts a new one. */
export const paragraphs = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** "Six" for 6, for headings that count ("Six tracks to build in"); "No" for 0, digits past twelve. */
export const countWord = (n: number): string => (n === 0 ? 'No' : numberWord(n).replace(/^\w/, (c) => c.toUpperCase()));
