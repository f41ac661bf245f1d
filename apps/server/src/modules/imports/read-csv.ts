import { IMPORT_MAX_ROWS, IMPORT_MSG } from '@hackcamp/contract';
import { parse } from 'csv-parse/sync';
import { badRequest } from '../../lib/app-error.ts';

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

/**
 * Text from the bytes a spreadsheet saved: UTF-8 with or without a byte order mark, UTF-16 when
 * it starts with one (Excel's "Unicode text"), and Windows-1252 for the plain "CSV" Excel writes
 * on Windows, which is not valid UTF-8 as soon as a name has an accent. Anything holding NUL bytes
 * is not text (a workbook, a PDF) and is refused.
 */
export function decodeText(data: Buffer): string {
  if (data[0] === 0xff && data[1] === 0xfe) return new TextDecoder('utf-16le').decode(data.subarray(2));
  if (data[0] === 0xfe && data[1] === 0xff) return new TextDecoder('utf-16be').decode(data.subarray(2));
  if (data.includes(0)) throw badRequest(IMPORT_MSG.notText);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    text = new TextDecoder('windows-1252').decode(data);
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** The separator of the header line (outside quotes): a comma unless semicolons or tabs outnumber it. */
export function detectDelimiter(text: string): string {
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

const CSV_PROBLEMS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted cell is never closed',
  CSV_INVALID_CLOSING_QUOTE: 'a closing quote is followed by more text in the same cell',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a closing quote is followed by more text in the same cell',
  CSV_MAX_RECORD_SIZE: 'a row is too long',
};

const clean = (cell: string) => (cell.length > MAX_CELL ? cell.slice(0, MAX_CELL) : cell).trim();

/** A CSV file as a header row and the rows below it; empty rows are dropped but keep their numbers. */
export function readCsv(data: Buffer): CsvTable {
  let text = decodeText(data);
  if (text.trim() === '') throw badRequest(IMPORT_MSG.emptyFile);
  // Excel may start a file with "sep=;" to name its separator; it is not a row of the sheet.
  const sep = /^sep=(.)\r?\n/i.exec(text);
  if (sep) text = text.slice(sep[0].length);
  let raw: string[][];
  try {
    raw = parse(text, {
      delimiter: sep ? sep[1]! : detectDelimiter(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      max_record_size: 1024 * 1024,
    });
  } catch (err) {
    const e = err as { code?: string; lines?: number };
    throw badRequest(IMPORT_MSG.badCsv(e.lines ?? 1, CSV_PROBLEMS[e.code ?? ''] ?? 'the file does not follow the CSV format'));
  }
  const isBlank = (cells: string[]) => cells.every((c) => c.trim() === '');
  const headerIndex = raw.findIndex((cells) => !isBlank(cells));
  if (headerIndex < 0) throw badRequest(IMPORT_MSG.emptyFile);
  const headers = raw[headerIndex]!.map(clean);
  const records: CsvRecord[] = [];
  for (let i = headerIndex + 1; i < raw.length; i++) {
    const cells = raw[i]!;
    if (isBlank(cells)) continue;
    records.push({ row: i + 1, cells: cells.map(clean) });
    if (records.length > IMPORT_MAX_ROWS) throw badRequest(IMPORT_MSG.tooManyRows);
  }
  if (records.length === 0) throw badRequest(IMPORT_MSG.noDataRows);
  return { headers, records };
}
