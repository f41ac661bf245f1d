import {
  IMPORT_FIELDS,
  IMPORT_MSG,
  MOBILE_SHAPE,
  TEXT_MSG,
  emailField,
  isOneLine,
  stripInvisible,
  toE164,
  type ImportAction,
  type ImportKind,
  type ImportRow,
} from '@hackcamp/contract';
import type { ColumnMapping } from './column-mapping.ts';
import type { CsvRecord } from './read-csv.ts';

/** One row's verdict, plus what to write for it when the file is committed. */
export interface PlannedRow<W> extends ImportRow {
  write?: W;
}

export interface Plan<W> {
  rows: PlannedRow<W>[];
}

export const labelOf = (kind: ImportKind, field: string) => IMPORT_FIELDS[kind].find((f) => f.field === field)?.label ?? field;

/** Reads one record's cells by field, collecting each problem as a row error. */
export class RowReader {
  readonly errors: string[] = [];

  constructor(
    private readonly kind: ImportKind,
    private readonly mapping: ColumnMapping,
    private readonly record: CsvRecord,
  ) {}

  /** The cell of a field, with invisible characters removed; '' when empty or not mapped. */
  raw(field: string): string {
    const i = this.mapping.indexOf.get(field);
    return i === undefined ? '' : stripInvisible(this.record.cells[i] ?? '').trim();
  }

  /**
   * raw(), refusing a one-line field (a name, a title) whose cell holds a control character or a
   * direction override, as the forms do; `lines: true` for free text (a description).
   */
  private text(field: string, lines: boolean): string {
    const i = this.mapping.indexOf.get(field);
    const cell = i === undefined ? '' : (this.record.cells[i] ?? '');
    if (!lines && !isOneLine(cell.trim())) this.errors.push(TEXT_MSG.notOneLine(labelOf(this.kind, field)));
    return this.raw(field);
  }

  required(field: string, max: number, opts: { lines?: boolean } = {}): string {
    const value = this.text(field, opts.lines ?? false);
    const label = labelOf(this.kind, field);
    if (!value) {
      this.errors.push(this.mapping.indexOf.has(field) ? IMPORT_MSG.missingValue(label) : IMPORT_MSG.missingColumn(label));
      return '';
    }
    if (value.length > max) this.errors.push(IMPORT_MSG.tooLong(label, max));
    return value;
  }

  optional(field: string, max: number, opts: { lines?: boolean } = {}): string | undefined {
    const value = this.text(field, opts.lines ?? false);
    if (!value) return undefined;
    if (value.length > max) this.errors.push(IMPORT_MSG.tooLong(labelOf(this.kind, field), max));
    return value;
  }

  email(field: string): string {
    const value = this.required(field, 254);
    if (!value) return '';
    const parsed = emailField.safeParse(value);
    if (!parsed.success) {
      this.errors.push(IMPORT_MSG.badEmail(value.slice(0, 80)));
      return value.toLowerCase();
    }
    return parsed.data;
  }

  /**
   * Spreadsheets turn long numbers into 9876543210.0 or 9.87654E+09; the first is repaired. Read
   * as stored, in E.164 with the event's country code when the cell has none (contract phone.ts).
   */
  mobile(field: string, countryCode: string): string | undefined {
    const value = this.optional(field, 40)?.replace(/\.0+$/, '');
    if (value === undefined) return undefined;
    const e164 = MOBILE_SHAPE.test(value) ? toE164(value, countryCode) : null;
    if (!e164) this.errors.push(IMPORT_MSG.badMobile(value.slice(0, 40)));
    return e164 ?? value;
  }

  /** "Python, React; SQL" -> three skills, from one quoted cell or a list in any common separator. */
  list(field: string, maxItems: number, maxItem: number): string[] | undefined {
    const value = this.optional(field, 2000, { lines: true });
    if (value === undefined) return undefined;
    const items = [
      ...new Set(
        value
          .split(/[,;|/\r\n]+/)
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ];
    if (items.length > maxItems || items.some((s) => s.length > maxItem)) this.errors.push(IMPORT_MSG.tooLong(labelOf(this.kind, field), maxItem));
    if (!items.every(isOneLine)) this.errors.push(TEXT_MSG.notOneLine(labelOf(this.kind, field)));
    return items.slice(0, maxItems).map((s) => s.slice(0, maxItem));
  }
}

/** Later rows with a key seen before are duplicates of the first one. */
export function markDuplicates<T extends { row: number; errors: string[] }>(rows: T[], keyOf: (row: T) => string) {
  const first = new Map<string, number>();
  for (const row of rows) {
    const key = keyOf(row);
    if (!key) continue;
    const seen = first.get(key);
    if (seen === undefined) first.set(key, row.row);
    else row.errors.push(IMPORT_MSG.duplicateInFile(seen));
  }
}

/** The verdict once all checks ran: an error beats everything, else what the comparison said. */
export function settle<W>(row: PlannedRow<W>, action: Exclude<ImportAction, 'error'>, write?: W, changes: string[] = []): PlannedRow<W> {
  if (row.errors.length) return { ...row, action: 'error', changes: [], write: undefined };
  return { ...row, action, changes, write: action === 'skip' ? undefined : write };
}

export function summarize(rows: ImportRow[]) {
  const count = (a: ImportAction) => rows.filter((r) => r.action === a).length;
  return { total: rows.length, created: count('create'), updated: count('update'), skipped: count('skip'), errors: count('error') };
}
