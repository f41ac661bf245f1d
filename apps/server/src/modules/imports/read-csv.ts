import { decodeCsvBytes, detectCsvDelimiter, IMPORT_MAX_COLUMNS, IMPORT_MAX_ROWS, IMPORT_MSG } from '@hackcamp/contract';
import { badRequest } from '../../lib/app-error.ts';
import { pacer } from '../../lib/pace.ts';

export interface CsvRecord {
  /** As a spreadsheet numbers it: the header is row 1. */
  row: number;
  cells: string[];
}

export interface CsvTable {
  headers: string[];
  records: CsvRecord[];
}

/** The longest cell kept; a longer one is cut rather than letting one cell weigh megabytes. */
const MAX_CELL = 20_000;
/** The longest row, in characters: an unclosed quote would otherwise swallow the rest of the file. */
const MAX_RECORD = 1024 * 1024;
/** How often (in characters read) the reader looks at the clock. */
const CHECK_EVERY = 16 * 1024;

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;

/** The file's text (`decodeCsvBytes`); anything holding NUL bytes is not text (a workbook, a PDF) and is refused. */
export function decodeText(data: Buffer): string {
  const utf16 = (data[0] === 0xff && data[1] === 0xfe) || (data[0] === 0xfe && data[1] === 0xff);
  if (!utf16 && data.includes(0)) throw badRequest(IMPORT_MSG.notText);
  return decodeCsvBytes(data);
}

/** The line (1-based) a position is on, counting CRLF, LF and a lone CR as one line break each; only for messages. */
function lineAt(text: string, pos: number): number {
  let line = 1;
  for (let i = 0; i < pos && i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === LF || (c === CR && text.charCodeAt(i + 1) !== LF)) line++;
  }
  return line;
}

const notCsv = (text: string, pos: number, what: string) => badRequest(IMPORT_MSG.badCsv(lineAt(text, pos), what));

/** Where an unquoted cell starting at `from` ends: at the separator, a line break, or the end. */
function endOfPlainCell(text: string, from: number, delimiter: number): number {
  let i = from;
  for (const n = text.length; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === delimiter || c === LF || c === CR) break;
  }
  return i;
}

const isBlank = (cells: string[]) => cells.every((c) => c.trim() === '');

/**
 * The non-blank rows of CSV text, numbered as a spreadsheet numbers them (blank rows count but are
 * not returned). RFC 4180 with the leniency csv-parse's `relax_quotes` had: a quote inside an
 * unquoted cell is text, and a quoted cell whose closing quote is followed by more text keeps
 * that text, quotes included. A line break is CRLF, LF or CR. Every row costs the same whatever
 * its width (csv-parse built an error object, about 40 µs, for each row narrower or wider than
 * the first, blank ones included). Yields `null` every few kilobytes so the caller can let
 * others run.
 */
export function* csvRows(text: string, delimiterChar: string): Generator<CsvRecord | null, void, void> {
  const delimiter = delimiterChar.charCodeAt(0);
  const n = text.length;
  let pos = 0;
  let row = 0;
  let checkAt = CHECK_EVERY;
  while (pos < n) {
    row++;
    const rowStart = pos;
    const cells: string[] = [];
    for (;;) {
      if (pos >= checkAt) {
        yield null;
        checkAt = pos + CHECK_EVERY;
      }
      let cell: string;
      if (text.charCodeAt(pos) === QUOTE) {
        const opening = pos;
        cell = '';
        let from = pos + 1;
        for (;;) {
          const quote = text.indexOf('"', from);
          if (quote < 0 || quote - rowStart > MAX_RECORD) {
            if (quote < 0 && n - rowStart <= MAX_RECORD) throw notCsv(text, opening, 'a quoted cell is never closed');
            throw notCsv(text, rowStart, 'a row is too long');
          }
          cell += text.slice(from, quote);
          const next = text.charCodeAt(quote + 1);
          if (next === QUOTE) {
            cell += '"';
            from = quote + 2;
            continue;
          }
          pos = quote + 1;
          if (pos < n && next !== delimiter && next !== LF && next !== CR) {
            // Text after the closing quote: the cell is read as written, quotes included.
            const end = endOfPlainCell(text, pos, delimiter);
            cell = `"${cell}"${text.slice(pos, end)}`;
            pos = end;
          }
          break;
        }
      } else {
        const end = endOfPlainCell(text, pos, delimiter);
        cell = text.slice(pos, end);
        pos = end;
      }
      cells.push(cell);
      if (pos - rowStart > MAX_RECORD) throw notCsv(text, rowStart, 'a row is too long');
      const c = text.charCodeAt(pos);
      if (c === delimiter) {
        pos++;
        continue;
      }
      if (c === CR) pos += text.charCodeAt(pos + 1) === LF ? 2 : 1;
      else if (c === LF) pos++;
      break;
    }
    if (!isBlank(cells)) yield { row, cells };
  }
}

const clean = (cell: string) => (cell.length > MAX_CELL ? cell.slice(0, MAX_CELL) : cell).trim();

/**
 * A CSV file as a header row and the rows below it; blank rows are dropped but keep their
 * numbers. It stops at the first row over the cap or a header over the column cap (each header is
 * matched against every alias), and never holds the event loop for more than a few milliseconds
 * at a time (a header and 1,000,000 blank lines used to hold every request for 48 s).
 */
export async function readCsv(data: Buffer): Promise<CsvTable> {
  let text = decodeText(data);
  // Excel may start a file with "sep=;" to name its separator; it is not a row of the sheet.
  const sep = /^sep=(.)\r?\n/i.exec(text);
  if (sep) text = text.slice(sep[0].length);
  let headers: string[] | undefined;
  const records: CsvRecord[] = [];
  const pace = pacer();
  for (const record of csvRows(text, sep ? sep[1]! : detectCsvDelimiter(text))) {
    if (record === null) {
      await pace();
    } else if (!headers) {
      headers = record.cells.map(clean);
      // Trailing empty header cells (a sheet's formatted but unused columns) label nothing.
      while (headers.length > 1 && headers.at(-1) === '') headers.pop();
      if (headers.length > IMPORT_MAX_COLUMNS) throw badRequest(IMPORT_MSG.tooManyColumns);
    } else {
      if (records.length === IMPORT_MAX_ROWS) throw badRequest(IMPORT_MSG.tooManyRows);
      records.push({ row: record.row, cells: record.cells.map(clean) });
    }
  }
  if (!headers) throw badRequest(IMPORT_MSG.emptyFile);
  if (records.length === 0) throw badRequest(IMPORT_MSG.noDataRows);
  return { headers, records };
}
