import { CERTIFICATE_KIND_LABEL, certificatePlaceLabel, type CertificateKind } from '@hackcamp/contract';
import {
  PDFDocument,
  fill,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingRgbColor,
  type PDFFont,
  type PDFOperator,
  type PDFPage,
} from '@cantoo/pdf-lib';
import QRCode from 'qrcode';
import { cachingFontkit, fontBytes, scriptRuns, type FontScript, type FontWeight } from './certificate-fonts.ts';

export interface CertificateContent {
  code: string;
  kind: CertificateKind;
  place: number | null;
  name: string;
  college: string;
  eventName: string;
  eventDates: string;
  issuedAt: Date;
  /** The event's IANA time zone: the printed date of issue is the event's date, not the server's. */
  timeZone: string;
  /** Where its QR code leads: the public verification page. */
  verifyUrl: string;
}

// A4 landscape, in points.
const WIDTH = 841.89;
const HEIGHT = 595.28;
const INK = rgb(0.12, 0.14, 0.2);
const MUTED = rgb(0.38, 0.41, 0.48);
const ACCENT = rgb(0.15, 0.32, 0.7);

/** What the certificate says the person did, by kind. */
function achievement(kind: CertificateKind, place: number | null): string {
  if (kind === 'bootcamp-completion') return 'has successfully completed the bootcamp of';
  if (kind === 'hackathon-winner') return `won the ${certificatePlaceLabel(place ?? 1)} in the hackathon of`;
  return 'took part in the hackathon of';
}

const issuedOn = (d: Date, timeZone: string) => d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone });

/** The fonts of one document, embedded (as subsets) only when a run of text needs them. */
function fontsFor(doc: PDFDocument) {
  const embedded = new Map<string, Promise<PDFFont>>();
  return (script: FontScript, weight: FontWeight): Promise<PDFFont> => {
    const key = `${script}:${weight}`;
    let font = embedded.get(key);
    if (!font) embedded.set(key, (font = doc.embedFont(fontBytes(script, weight), { subset: true })));
    return font;
  };
}

type Fonts = ReturnType<typeof fontsFor>;

/**
 * Widths at size 1, kept across documents: a width depends only on the font and the text, and the
 * same lines (labels, the event's name) recur on every certificate of a zip. Bounded: names vary.
 */
const widths = new Map<string, number>();
function unitWidthOf(font: PDFFont, script: FontScript, weight: FontWeight, text: string): number {
  const key = `${script}:${weight}:${text}`;
  let width = widths.get(key);
  if (width === undefined) {
    if (widths.size >= 1000) widths.clear();
    widths.set(key, (width = font.widthOfTextAtSize(text, 1)));
  }
  return width;
}

/**
 * Draws a line of mixed-script text centred on `cx`, each run in its script's font. Widths are
 * measured once at size 1 (a width scales with the size): laying out Indic text is the costly part.
 */
async function drawCentred(
  page: PDFPage,
  fonts: Fonts,
  text: string,
  opts: { cx: number; y: number; size: number; weight: FontWeight; color: ReturnType<typeof rgb>; maxWidth?: number },
) {
  const runs = await Promise.all(
    scriptRuns(text, opts.weight).map(async (r) => {
      const font = await fonts(r.script, opts.weight);
      return { ...r, font, unitWidth: unitWidthOf(font, r.script, opts.weight, r.text) };
    }),
  );
  const unitWidth = runs.reduce((w, r) => w + r.unitWidth, 0);
  // A long name or college shrinks to fit the page rather than running off it.
  const size = opts.maxWidth ? Math.max(8, Math.min(opts.size, Math.floor(opts.maxWidth / Math.max(unitWidth, 0.001)))) : opts.size;
  let x = opts.cx - (unitWidth * size) / 2;
  for (const r of runs) {
    page.drawText(r.text, { x, y: opts.y, size, font: r.font, color: opts.color });
    x += r.unitWidth * size;
  }
}

/** The QR code's modules as vector squares: one filled path, a rectangle per horizontal run of dark modules. */
function drawQr(page: PDFPage, url: string, x: number, y: number, side: number) {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const quiet = 2;
  const cell = side / (n + quiet * 2);
  page.drawRectangle({ x, y, width: side, height: side, color: rgb(1, 1, 1) });
  const ops: PDFOperator[] = [pushGraphicsState(), setFillingRgbColor(0, 0, 0)];
  for (let row = 0; row < n; row++) {
    let col = 0;
    while (col < n) {
      if (!qr.modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < n && qr.modules.get(row, col)) col++;
      const round = (v: number) => Math.round(v * 100) / 100;
      ops.push(rectangle(round(x + (quiet + start) * cell), round(y + side - (quiet + row + 1) * cell), round((col - start) * cell), round(cell)));
    }
  }
  ops.push(fill(), popGraphicsState());
  page.pushOperators(...ops);
}

/** One certificate as an A4 landscape PDF. */
export async function certificatePdf(c: CertificateContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(cachingFontkit);
  doc.setTitle(`${CERTIFICATE_KIND_LABEL[c.kind]}: ${c.name}`);
  doc.setSubject(`${c.eventName}, ${c.eventDates}`);
  doc.setCreator('HackCamp');
  doc.setProducer('HackCamp');
  doc.setCreationDate(c.issuedAt);
  doc.setModificationDate(c.issuedAt);
  const page = doc.addPage([WIDTH, HEIGHT]);
  const fonts = fontsFor(doc);
  const cx = WIDTH / 2;

  page.drawRectangle({ x: 24, y: 24, width: WIDTH - 48, height: HEIGHT - 48, borderColor: ACCENT, borderWidth: 3 });
  page.drawRectangle({ x: 34, y: 34, width: WIDTH - 68, height: HEIGHT - 68, borderColor: ACCENT, borderWidth: 0.75 });

  await drawCentred(page, fonts, c.eventName.toUpperCase(), { cx, y: 500, size: 18, weight: 'bold', color: ACCENT, maxWidth: 700 });
  await drawCentred(page, fonts, CERTIFICATE_KIND_LABEL[c.kind], { cx, y: 440, size: 36, weight: 'bold', color: INK, maxWidth: 700 });
  await drawCentred(page, fonts, 'This is to certify that', { cx, y: 395, size: 14, weight: 'regular', color: MUTED });
  await drawCentred(page, fonts, c.name, { cx, y: 345, size: 34, weight: 'bold', color: INK, maxWidth: 700 });
  page.drawLine({ start: { x: cx - 220, y: 333 }, end: { x: cx + 220, y: 333 }, thickness: 0.75, color: MUTED });
  if (c.college) await drawCentred(page, fonts, `of ${c.college}`, { cx, y: 305, size: 15, weight: 'regular', color: INK, maxWidth: 660 });
  await drawCentred(page, fonts, achievement(c.kind, c.place), { cx, y: 268, size: 15, weight: 'regular', color: MUTED });
  await drawCentred(page, fonts, `${c.eventName}, ${c.eventDates}`, { cx, y: 240, size: 17, weight: 'bold', color: INK, maxWidth: 660 });

  const regular = await fonts('latin', 'regular');
  const bold = await fonts('latin', 'bold');
  page.drawText(`Issued on ${issuedOn(c.issuedAt, c.timeZone)}`, { x: 70, y: 110, size: 11, font: regular, color: MUTED });
  page.drawText('Certificate code', { x: 70, y: 88, size: 9, font: regular, color: MUTED });
  page.drawText(c.code, { x: 70, y: 68, size: 16, font: bold, color: INK });

  const qrSide = 104;
  const qrX = WIDTH - 70 - qrSide;
  drawQr(page, c.verifyUrl, qrX, 76, qrSide);
  const scan = 'Scan to verify';
  page.drawText(scan, { x: qrX + (qrSide - regular.widthOfTextAtSize(scan, 9)) / 2, y: 62, size: 9, font: regular, color: MUTED });
  const link = c.verifyUrl.replace(/^https?:\/\//, '');
  const linkSize = Math.min(9, (330 / Math.max(1, regular.widthOfTextAtSize(link, 9))) * 9);
  page.drawText(link, { x: WIDTH - 70 - regular.widthOfTextAtSize(link, linkSize), y: 48, size: linkSize, font: regular, color: MUTED });

  return doc.save({ useObjectStreams: true });
}
