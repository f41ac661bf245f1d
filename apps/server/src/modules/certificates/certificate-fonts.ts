import fs from 'node:fs';
import path from 'node:path';
import fontkit, { type Font } from '@cantoo/fontkit';
import type { PDFDocument } from '@cantoo/pdf-lib';

/**
 * The certificate fonts: a Noto Sans family for each script of India's scheduled languages that
 * Debian's fonts-noto-core has, vendored in apps/server/assets/fonts with their licence (SIL OFL
 * 1.1), so no machine needs a system font. Each font is read and parsed on first use only (a
 * certificate in Latin letters never reads the Tamil one), then kept for the process: pdf-lib
 * parses a font's bytes on every embed, so it gets a fontkit whose `create` answers the already
 * parsed font for the same bytes.
 */
export type FontWeight = 'regular' | 'bold';

/**
 * Script -> font family. `scripts` are Unicode Script property values: a letter of one of them is
 * drawn with that family. Latin comes first: it is the fallback, and Noto Sans also has Greek,
 * Cyrillic and Vietnamese. Bengali script also writes Assamese and Manipuri; Devanagari writes
 * Hindi, Marathi, Nepali, Konkani, Bodo, Dogri, Maithili, Sanskrit and Sindhi; Arabic writes Urdu,
 * Kashmiri and Sindhi (drawn right to left: fontkit joins the letters and reverses the glyphs).
 */
const FAMILIES = {
  latin: { file: 'NotoSans', scripts: ['Latin', 'Greek', 'Cyrillic'] },
  devanagari: { file: 'NotoSansDevanagari', scripts: ['Devanagari'] },
  bengali: { file: 'NotoSansBengali', scripts: ['Bengali'] },
  gurmukhi: { file: 'NotoSansGurmukhi', scripts: ['Gurmukhi'] },
  gujarati: { file: 'NotoSansGujarati', scripts: ['Gujarati'] },
  oriya: { file: 'NotoSansOriya', scripts: ['Oriya'] },
  tamil: { file: 'NotoSansTamil', scripts: ['Tamil'] },
  telugu: { file: 'NotoSansTelugu', scripts: ['Telugu'] },
  kannada: { file: 'NotoSansKannada', scripts: ['Kannada'] },
  malayalam: { file: 'NotoSansMalayalam', scripts: ['Malayalam'] },
  olChiki: { file: 'NotoSansOlChiki', scripts: ['Ol_Chiki'] },
  meeteiMayek: { file: 'NotoSansMeeteiMayek', scripts: ['Meetei_Mayek'] },
  arabic: { file: 'NotoSansArabic', scripts: ['Arabic'] },
} as const satisfies Record<string, { file: string; scripts: readonly string[] }>;

export type FontScript = keyof typeof FAMILIES;
const KEYS = Object.keys(FAMILIES) as FontScript[];

const fileOf = (script: FontScript, weight: FontWeight) => `${FAMILIES[script].file}-${weight === 'bold' ? 'Bold' : 'Regular'}.ttf`;

/** A letter's own family, by its Script property; the Script_Extensions test places shared marks (dandas). */
const OWN = KEYS.map((key) => ({ key, test: new RegExp(FAMILIES[key].scripts.map((s) => `\\p{Script=${s}}`).join('|'), 'u') }));
const SHARED = KEYS.map((key) => ({ key, test: new RegExp(FAMILIES[key].scripts.map((s) => `\\p{Script_Extensions=${s}}`).join('|'), 'u') }));
/** Spaces, joiners and variation selectors print nothing themselves, and a joiner must stay in its run to shape it. */
const SILENT = /[\p{White_Space}\p{Cf}\p{Cc}\p{Variation_Selector}]/u;

/** Per code point, as 13 Unicode property tests per letter add up over a preview of every name. */
const owners = new Map<number, FontScript | null>();
function ownFamily(ch: string, codePoint: number): FontScript | null {
  let own = owners.get(codePoint);
  if (own === undefined) owners.set(codePoint, (own = OWN.find((o) => o.test.test(ch))?.key ?? null));
  return own;
}

/** assets/fonts beside src/ (under tsx) or beside dist/ (the built server): found by walking up. */
let folder: string | undefined;
function fontsFolder(): string {
  if (folder) return folder;
  let dir = import.meta.dirname;
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'assets', 'fonts');
    if (fs.existsSync(path.join(candidate, fileOf('latin', 'regular')))) return (folder = candidate);
    dir = path.dirname(dir);
  }
  throw new Error('The certificate fonts (apps/server/assets/fonts) are missing');
}

const bytes = new Map<string, Uint8Array>();

/** One font's bytes, read on first use; the same array every time (the parsed font is kept by it). */
export function fontBytes(script: FontScript, weight: FontWeight): Uint8Array {
  const file = fileOf(script, weight);
  let data = bytes.get(file);
  if (!data) bytes.set(file, (data = new Uint8Array(fs.readFileSync(path.join(fontsFolder(), file)))));
  return data;
}

const parsed = new WeakMap<Uint8Array, Font>();

/** The font of one font file's bytes, parsed once (each file is one font, never a collection). */
export function parsedFont(data: Uint8Array): Font {
  let font = parsed.get(data);
  if (!font) {
    const created = fontkit.create(data);
    if ('fonts' in created) throw new Error('A certificate font file holds a collection, not one font');
    parsed.set(data, (font = created));
  }
  return font;
}

/** fontkit for pdf-lib, with each font parsed once: pdf-lib only reads the parsed font and makes its own subset. */
export const cachingFontkit: Parameters<PDFDocument['registerFontkit']>[0] = { create: parsedFont };

/** Whether the family has a glyph for the character: its cmap decides, not a list of ranges. */
function has(script: FontScript, weight: FontWeight, codePoint: number): boolean {
  return parsedFont(fontBytes(script, weight)).hasGlyphForCodePoint(codePoint);
}

/**
 * The family a character is drawn with, inside a run drawn with `current` (null at the start).
 * A letter goes to its script's family. Anything else (digits, punctuation, dandas, combining
 * marks) stays in the current run when its font has it, else goes to a family its Script_Extensions
 * name that has it, else to Latin. `covered` is false when the chosen font has no glyph for it,
 * so it would print as an empty box.
 */
function placeOf(ch: string, current: FontScript | null, weight: FontWeight): { script: FontScript; covered: boolean } {
  if (SILENT.test(ch)) return { script: current ?? 'latin', covered: true };
  const codePoint = ch.codePointAt(0)!;
  const own = ownFamily(ch, codePoint);
  if (own) return { script: own, covered: has(own, weight, codePoint) };
  const tried = new Set<FontScript>();
  for (const key of [current, ...SHARED.filter((s) => s.test.test(ch)).map((s) => s.key), 'latin' as const]) {
    if (!key || tried.has(key)) continue;
    tried.add(key);
    if (has(key, weight, codePoint)) return { script: key, covered: true };
  }
  return { script: current ?? 'latin', covered: false };
}

/** Text cut into runs of one family each, so each run is drawn (and shaped) with a font that has its glyphs. */
export function scriptRuns(text: string, weight: FontWeight): { script: FontScript; text: string }[] {
  const runs: { script: FontScript; text: string }[] = [];
  for (const ch of text) {
    const last = runs.at(-1);
    const { script } = placeOf(ch, last?.script ?? null, weight);
    if (last && script === last.script) last.text += ch;
    else runs.push({ script, text: ch });
  }
  return runs;
}

/**
 * The distinct characters of a text that no embedded font has (they would print as empty boxes),
 * in the order they first appear; spaces and joiners are never counted.
 */
export function uncoveredCharacters(text: string, weight: FontWeight): string[] {
  const missing: string[] = [];
  let current: FontScript | null = null;
  for (const ch of text) {
    const { script, covered } = placeOf(ch, current, weight);
    current = script;
    if (!covered && !missing.includes(ch)) missing.push(ch);
  }
  return missing;
}
