import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';

// @pdf-lib/fontkit's Indic shaper (the syllable state machine Telugu and Devanagari go through) was
// compiled to call a global `regeneratorRuntime` that its bundle leaves out: without it, laying out
// any Telugu or Hindi name throws "regeneratorRuntime is not defined" (pdf-lib issues 785, 1419).
(globalThis as { regeneratorRuntime?: unknown }).regeneratorRuntime ??= createRequire(import.meta.url)('regenerator-runtime') as unknown;

/**
 * The certificate fonts: Noto Sans for Latin (and Greek, Cyrillic, Vietnamese), Noto Sans Telugu
 * and Noto Sans Devanagari for names written in those scripts. Vendored in apps/server/assets/fonts
 * with their licence (SIL OFL 1.1), so no machine needs a system font. Read and parsed once per
 * process: pdf-lib parses a font's bytes on every embed, so it gets a fontkit whose `create`
 * answers the already parsed font for the same bytes.
 */
export type FontScript = 'latin' | 'telugu' | 'devanagari';
export type FontWeight = 'regular' | 'bold';

const FILES: Record<FontScript, Record<FontWeight, string>> = {
  latin: { regular: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' },
  telugu: { regular: 'NotoSansTelugu-Regular.ttf', bold: 'NotoSansTelugu-Bold.ttf' },
  devanagari: { regular: 'NotoSansDevanagari-Regular.ttf', bold: 'NotoSansDevanagari-Bold.ttf' },
};

/** assets/fonts beside src/ (under tsx) or beside dist/ (the built server): found by walking up. */
function fontsFolder(): string {
  let dir = import.meta.dirname;
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'assets', 'fonts');
    if (fs.existsSync(path.join(candidate, FILES.latin.regular))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('The certificate fonts (apps/server/assets/fonts) are missing');
}

let loaded: Record<FontScript, Record<FontWeight, Uint8Array>> | undefined;

/** The fonts' bytes, read on first use. */
export function fontBytes(): Record<FontScript, Record<FontWeight, Uint8Array>> {
  if (!loaded) {
    const dir = fontsFolder();
    const read = (file: string) => new Uint8Array(fs.readFileSync(path.join(dir, file)));
    loaded = {
      latin: { regular: read(FILES.latin.regular), bold: read(FILES.latin.bold) },
      telugu: { regular: read(FILES.telugu.regular), bold: read(FILES.telugu.bold) },
      devanagari: { regular: read(FILES.devanagari.regular), bold: read(FILES.devanagari.bold) },
    };
  }
  return loaded;
}

const parsed = new WeakMap<Uint8Array, ReturnType<typeof fontkit.create>>();

/** fontkit, with each font parsed once: pdf-lib only reads the parsed font and makes its own subset. */
export const cachingFontkit: typeof fontkit = {
  ...fontkit,
  create(data: Uint8Array, postscriptName?: string) {
    let font = parsed.get(data);
    if (!font) parsed.set(data, (font = fontkit.create(data, postscriptName)));
    return font;
  },
};

/** The script a character asks for; null for those any font has (spaces, digits, punctuation). */
export function scriptOf(codePoint: number): FontScript | null {
  if (codePoint >= 0x0c00 && codePoint <= 0x0c7f) return 'telugu';
  if ((codePoint >= 0x0900 && codePoint <= 0x097f) || (codePoint >= 0xa8e0 && codePoint <= 0xa8ff) || (codePoint >= 0x1cd0 && codePoint <= 0x1cff))
    return 'devanagari';
  // Joiners and the dandas (shared by Indic scripts) stay with the run they are in.
  if (codePoint === 0x200c || codePoint === 0x200d || codePoint === 0x0964 || codePoint === 0x0965) return null;
  if (codePoint <= 0x40 || (codePoint >= 0x5b && codePoint <= 0x60) || (codePoint >= 0x7b && codePoint <= 0x7f)) return null;
  return 'latin';
}

/** Text cut into runs of one script each, so each run is drawn with a font that has its glyphs. */
export function scriptRuns(text: string): { script: FontScript; text: string }[] {
  const runs: { script: FontScript; text: string }[] = [];
  for (const ch of text) {
    const script = scriptOf(ch.codePointAt(0)!);
    const last = runs.at(-1);
    if (last && (script === null || script === last.script)) last.text += ch;
    else runs.push({ script: script ?? 'latin', text: ch });
  }
  return runs;
}
