/** Spreadsheets read a UTF-8 file as UTF-8 (names like 'Anaïs' or 'ശ്രീ') only when it starts with this. */
export const CSV_BOM = '\uFEFF';

// A cell starting with one of these is run as a formula by Excel, LibreOffice and Sheets
// ("CSV injection"): =, +, - and @, and tab or carriage return, which some of them skip first.
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | boolean | Date | null | undefined;

/**
 * One cell, RFC 4180: quoted when it holds a quote, comma or line break, quotes doubled. Text that
 * a spreadsheet would run as a formula gets a leading apostrophe, so it shows as the text it is.
 * Numbers are written as they are (a negative score stays a number).
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return String(value);
  const raw = value instanceof Date ? value.toISOString() : value;
  const text = FORMULA_START.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, ended with CRLF as RFC 4180 asks. */
export const csvRow = (values: readonly CsvValue[]) => `${values.map(csvCell).join(',')}\r\n`;

/** A whole file: BOM, header and records. */
export function csvDocument(header: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  let out = CSV_BOM + csvRow(header);
  for (const row of rows) out += csvRow(row);
  return out;
}

/** '2025-08-04 09:30' in UTC: a form every spreadsheet reads as a date and time. */
export const csvDateTime = (iso: string | null | undefined) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)}` : '');

/**
 * The text of a CSV file as a spreadsheet saved it: UTF-16 when it starts with its byte order mark
 * (Excel's "Unicode text"), UTF-8 with or without one, else Windows-1252 (the plain "CSV" Excel
 * writes on Windows, not valid UTF-8 once a name has an accent). The server's import and the
 * browser's rejected-rows file read a file the same way.
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** The separator of the header line (outside quotes): a comma unless semicolons or tabs outnumber it. */
export function detectCsvDelimiter(text: string): string {
  const counts: Record<string, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (let i = 0; i < text.length && i < 100_000; i++) {
    const c = text[i]!;
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted && c in counts) counts[c]!++;
  }
  let best = ',';
  for (const d of [';', '\t']) if (counts[d]! > counts[best]!) best = d;
  return best;
}
