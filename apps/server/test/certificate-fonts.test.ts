import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PDFArray, PDFRawStream } from '@cantoo/pdf-lib';
import { PDFDict, PDFDocument, PDFName, decodePDFRawStream, type PDFObject } from '@cantoo/pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { users } from '../src/db/schema/index.ts';
import { parsedFont, uncoveredCharacters } from '../src/modules/certificates/certificate-fonts.ts';
import { certificatePdf } from '../src/modules/certificates/certificate-pdf.ts';
import { bearer, createParticipants, createStaff, json, startTestApp, type TestApp } from './helpers/test-app.ts';

// Certificates print a name in any script of India's scheduled languages that Noto covers, and the
// preview names, before issuing, anyone whose name has a character no embedded font has (issue 42).

/** One name per script the certificates embed a font for, Latin, Telugu and Devanagari aside. */
const NAMES = {
  tamil: 'முத்துலட்சுமி சுப்பிரமணியன்',
  bengali: 'সৌমিত্র চট্টোপাধ্যায়',
  assamese: 'অসমীয়া ৰাজকুমাৰ',
  malayalam: 'ശ്രീക്കുട്ടി കൃഷ്ണൻ',
  kannada: 'ಶ್ರೀನಿವಾಸ ಕೃಷ್ಣಮೂರ್ತಿ',
  gujarati: 'હર્ષદ પ્રજાપતિ',
  gurmukhi: 'ਹਰਪ੍ਰੀਤ ਸਿੰਘ',
  odia: 'ସୌମ୍ୟ ପଟ୍ଟନାୟକ',
  olChiki: 'ᱥᱟᱱᱛᱟᱲᱤ ᱢᱟᱨᱟᱝ',
  meeteiMayek: 'ꯃꯤꯇꯩ ꯂꯣꯟ',
  urdu: 'محمد عبداللہ',
  mixed: 'Priya (ப்ரியா) प्रिया',
};
const ETHIOPIC = 'አበበ ቢቂላ';
const EMOJI = 'Ravi 👍 Kumar';

const content = (name: string) => ({
  code: 'ABCDEFGHJKMNPQRS',
  kind: 'bootcamp-completion' as const,
  place: null,
  name,
  college: 'Anna University',
  eventName: 'HackCamp',
  eventDates: '1 - 12 December 2026',
  issuedAt: new Date('2026-12-12T10:00:00Z'),
  timeZone: 'Asia/Kolkata',
  verifyUrl: 'https://hackcamp.example/verify/ABCDEFGHJKMNPQRS',
});

/**
 * Every code point the PDF draws with a real glyph: for each embedded (subset) font, its ToUnicode
 * map read back, keeping only glyphs other than .notdef that have an outline. A character drawn as
 * an empty box is .notdef (glyph 0) and so is never in this set.
 */
async function drawnWithGlyphs(bytes: Uint8Array): Promise<Set<string>> {
  const doc = await PDFDocument.load(bytes);
  const look = (o: PDFObject | undefined) => doc.context.lookup(o);
  const drawn = new Set<string>();
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFDict) || obj.get(PDFName.of('Subtype'))?.toString() !== '/Type0') continue;
    const descendant = look((look(obj.get(PDFName.of('DescendantFonts'))) as PDFArray).get(0)) as PDFDict;
    const descriptor = look(descendant.get(PDFName.of('FontDescriptor'))) as PDFDict;
    const font = parsedFont(decodePDFRawStream(look(descriptor.get(PDFName.of('FontFile2'))) as PDFRawStream).decode());
    const cmap = Buffer.from(decodePDFRawStream(look(obj.get(PDFName.of('ToUnicode'))) as PDFRawStream).decode()).toString('latin1');
    for (const [, gid, utf16] of cmap.matchAll(/^<([0-9a-f]{4})> <([0-9a-f]+)>$/gim)) {
      const glyph = Number.parseInt(gid!, 16);
      if (glyph === 0 || !font.getGlyph(glyph)?.path.toSVG()) continue;
      const text = String.fromCharCode(...utf16!.match(/.{4}/g)!.map((h) => Number.parseInt(h, 16)));
      for (const ch of text.normalize('NFD')) drawn.add(ch);
    }
  }
  return drawn;
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise;
  const page = await doc.getPage(1);
  const text = (await page.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join('');
  await doc.destroy();
  return text;
}

describe('a certificate PDF', () => {
  it.each(Object.entries(NAMES))('draws every letter of a %s name with a glyph of an embedded font', async (_script, name) => {
    const bytes = await certificatePdf(content(name));
    const drawn = await drawnWithGlyphs(bytes);
    const text = await pdfText(bytes);
    // Joiners and spaces have no glyph of their own; everything else must. Compared decomposed:
    // the shaper splits a two-part vowel sign (Bengali ৌ, Odia ୌ, Kannada ೀ) into its parts.
    for (const ch of name.normalize('NFD').replace(/[\s\u200c\u200d]/g, '')) {
      expect(drawn.has(ch), `${name}: ${ch} (U+${ch.codePointAt(0)!.toString(16).toUpperCase()})`).toBe(true);
      expect(text.normalize('NFD')).toContain(ch);
    }
  });

  it('shapes Telugu and Devanagari with no global shim (pdf-lib 1.17 needed regeneratorRuntime for it)', async () => {
    const name = 'శ్రీనివాస प्रिया';
    const drawn = await drawnWithGlyphs(await certificatePdf(content(name)));
    for (const ch of name.normalize('NFD').replace(/\s/g, '')) expect(drawn.has(ch), ch).toBe(true);
    expect(globalThis).not.toHaveProperty('regeneratorRuntime');
  });

  it('has no glyph for a name no embedded font covers (the check above would fail on boxes)', async () => {
    const drawn = await drawnWithGlyphs(await certificatePdf(content(ETHIOPIC)));
    for (const ch of ETHIOPIC.replace(/\s/g, '')) expect(drawn.has(ch)).toBe(false);
  });
});

describe('the characters no embedded font has', () => {
  it('are none for names in the embedded scripts, Latin with accents, Greek and Cyrillic', () => {
    for (const name of [...Object.values(NAMES), 'Zoë Ñúñez O’Brien-Smith', 'Ἀλέξανδρος Дмитрий', 'श्री राम।', 'ப்ரியா\u200d'])
      expect(uncoveredCharacters(name, 'bold')).toEqual([]);
  });

  it('are each distinct one the fonts’ cmaps lack, spaces and joiners aside', () => {
    expect(uncoveredCharacters(ETHIOPIC, 'bold')).toEqual(['አ', 'በ', 'ቢ', 'ቂ', 'ላ']);
    expect(uncoveredCharacters(EMOJI, 'bold')).toEqual(['👍']);
    expect(uncoveredCharacters('Ravi ❤️', 'bold')).toEqual(['❤']);
    expect(uncoveredCharacters('李 Wei', 'regular')).toEqual(['李']);
  });
});

describe('the certificates preview', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createStaff>>;
  let people: Awaited<ReturnType<typeof createParticipants>>;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await createStaff(t, 'superadmin');
    people = await createParticipants(t, 4);
    const names = [NAMES.tamil, ETHIOPIC, EMOJI, NAMES.bengali];
    for (const [i, name] of names.entries()) await t.database.db.update(users).set({ name }).where(eq(users.id, people[i]!.user.id));
    // Everyone qualifies for completion: no attendance or grades needed.
    const rules = await t.app.inject({
      method: 'PUT',
      url: '/api/certificates/rules',
      headers: bearer(admin.token),
      payload: { minAttendancePct: 0, minGradedPct: 0, hackathonParticipation: false, hackathonWinners: false },
    });
    expect(rules.statusCode, rules.body).toBe(200);
  });
  afterAll(() => t?.close());

  it('lists the names with characters no embedded font has, before the filters, and not Tamil or Bengali', async () => {
    // A search that matches no one: the list is about everyone, not the page shown.
    const res = await t.app.inject({ url: '/api/certificates/preview?search=nobody-matches-this', headers: bearer(admin.token) });
    expect(res.statusCode, res.body).toBe(200);
    const { rows, uncoveredNames } = json(res).data;
    expect(rows).toEqual([]);
    const byId = (a: { userId: string }, b: { userId: string }) => (a.userId < b.userId ? -1 : 1);
    expect([...uncoveredNames].sort(byId)).toEqual(
      [
        { userId: people[1]!.user.id, name: ETHIOPIC, characters: ['አ', 'በ', 'ቢ', 'ቂ', 'ላ'] },
        { userId: people[2]!.user.id, name: EMOJI, characters: ['👍'] },
      ].sort(byId),
    );
  });
});
