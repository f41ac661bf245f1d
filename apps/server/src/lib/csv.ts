/**
 * CSV for people who open it in a spreadsheet: RFC 4180 (CRLF rows, quotes doubled, a cell
 * quoted when it holds a comma, quote or line break), UTF-8 with a byte order mark so Excel does
 * not read it as the local code page, and no formulas: a text cell a spreadsheet would run
 * (= + - @, or a tab or carriage return before one) gets a leading apostrophe (OWASP's advice for
 * CSV injection). Numbers stay numbers, so negative scores are not touched.
 */
export type CsvCell = string | number | boolean | Date | null | undefined;

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  let text = value instanceof Date ? value.toISOString() : value;
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: readonly CsvCell[]) => cells.map(csvCell).join(',') + '\r\n';

/** A whole file: the header row, then one line per row. */
export function toCsv(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  let out = BOM + csvLine(header);
  for (const row of rows) out += csvLine(row);
  return out;
}

/** RFC 6266 filename parameters for a download: an ASCII fallback plus the UTF-8 name. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
