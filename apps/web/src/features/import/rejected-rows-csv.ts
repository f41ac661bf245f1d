import { csvDocument, detectCsvDelimiter, type ImportRow } from '@hackcamp/contract';

/** The reason column added after the file's own columns. */
export const REASON_HEADER = 'Reason not imported';

/**
 * The records of a CSV text numbered as the server numbers rows (every record counts, blank ones
 * too, the header is 1), with the separator the server would pick. Only for files the server has
 * already read, so it is lenient: it never refuses what it reads.
 */
export function csvRecords(input: string): { row: number; cells: string[] }[] {
  let text = input;
  const sep = /^sep=(.)\r?\n/i.exec(text);
  if (sep) text = text.slice(sep[0].length);
  const delimiter = sep ? sep[1]! : detectCsvDelimiter(text);
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
