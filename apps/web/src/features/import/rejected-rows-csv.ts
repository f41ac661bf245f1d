import { csvDocument, type ImportRow } from '@hackcamp/contract';

/** The reason column added after the file's own columns. */
export const REASON_HEADER = 'Reason not imported';

/**
 * The file's text as the server reads it (apps/server/src/modules/imports/read-csv.ts): UTF-16 with
 * its byte order mark, UTF-8, else Windows-1252 (Excel's plain CSV); no BOM kept.
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

/**
 * The records of a CSV text numbered as the server numbers rows (every record counts, blank ones
 * too, the header is 1), with the separator the server would pick. Only for files the server has
 * already read, so it is lenient: it never refuses what it reads.
 */
export function csvRecords(input: string): { row: number; cells: string[] }[] {
  let text = input;
  const sep = /^sep=(.)\r?\n/i.exec(text);
  if (sep) text = text.slice(sep[0].length);
  const delimiter = sep ? sep[1]! : detectDelimiter(text);
  const records: { row: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let row = 1;
  const endRecord = () => {
    cells.push(cell);
    records.push({ row: row++, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
    } else cell += c;
  }
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}

function detectDelimiter(text: string): string {
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

/**
 * The rows an import rejected, each with the file's own columns as written and the reasons, so the
 * organiser fixes them in a spreadsheet and imports that file again. Injection-safe like every
 * export (the contract's csvDocument).
 */
export function rejectedRowsCsv(fileText: string, rows: ImportRow[]): string {
  const records = csvRecords(fileText).filter((r) => r.cells.some((c) => c.trim() !== ''));
  const header = records[0]?.cells ?? [];
  const byRow = new Map(records.map((r) => [r.row, r.cells]));
  const rejected = rows.filter((r) => r.action === 'error').map((r) => ({ cells: byRow.get(r.row) ?? [], reason: r.errors.join('; ') }));
  // A row longer than the header keeps its extra cells; the reason stays in one column for all.
  const width = Math.max(header.length, ...rejected.map((r) => r.cells.length));
  const pad = (cells: string[]) => Array.from({ length: width }, (_, i) => cells[i] ?? '');
  return csvDocument(
    [...pad(header), REASON_HEADER],
    rejected.map((r) => [...pad(r.cells), r.reason]),
  );
}

export const rejectedRowsFileName = (fileName: string) => `${fileName.replace(/\.[^.]+$/, '')}-rejected-rows.csv`;
