/**
 * The headline in two parts, the last sentence highlighted: "Learn for ten days. " and "Build for
 * two.". A single sentence is all plain. The landing page and the server's first screen of it
 * (apps/server/src/modules/landing/landing-shell.ts) split it alike.
 */
export function splitTagline(tagline: string): [string, string] {
  const match = /^(.*[.!?]\s+)(\S[^.!?]*[.!?]?)$/s.exec(tagline.trim());
  return match ? [match[1]!, match[2]!] : [tagline.trim(), ''];
}
