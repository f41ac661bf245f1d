// Text rules without zod, so a page that checks a form by hand (sign-in) shares them with the
// schemas instead of copying them, and loads no zod for it.

// Characters that show nothing but change how text reads: zero-width spaces and joiners, bidi
// embeddings, overrides and isolates (the "RTL override" trick that disguises a file name), BOMs.
const ALWAYS_INVISIBLE = /[\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u180E\u061C]/g;
// ZWNJ and ZWJ shape Indic scripts (Malayalam, Devanagari ...) and emoji sequences, so they stay
// where they join two visible characters and go everywhere else.
const STRAY_JOINER = /(?<![\p{L}\p{M}\p{Extended_Pictographic}])[\u200C\u200D]|[\u200C\u200D](?![\p{L}\p{M}\p{Extended_Pictographic}])/gu;

/** Removes invisible formatting characters; every pattern here is a single pass, no backtracking. */
export const stripInvisible = (text: string) => text.replace(ALWAYS_INVISIBLE, '').replace(STRAY_JOINER, '');

// What a name, a title or any one-line field may not hold (issue 39): C0 controls (BEL, ESC, tab,
// CR, LF ...), DEL, C1 controls (NEL ...), and the bidi embeddings, overrides and isolates that
// make a name read differently from what it is. Refused rather than stripped: a name that arrives
// with them was not typed into a form, and silently changing it hides that. One character class,
// tested once per character.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_ONE_LINE = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

/** True when the text holds no control character or direction override (see NOT_ONE_LINE). */
export const isOneLine = (text: string) => !NOT_ONE_LINE.test(text);

export const TEXT_MSG = {
  notOneLine: (field: string) => `${field} cannot contain line breaks, tabs, control characters or direction overrides`,
} as const;

/**
 * name@domain.tld. Each part excludes the character that ends it, so the engine never has two ways
 * to split a string and the check stays linear (the old `[^\s@]+\.[^\s@]+` took seconds on
 * "a@b" plus 32,000 dots plus "@").
 */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
