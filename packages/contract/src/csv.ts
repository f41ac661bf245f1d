import type { Team } from './teams-types.ts';

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

export const TEAM_CSV_HEADER = [
  'Team Number',
  'Team Name',
  'Description',
  'Problem Statement',
  'Leader',
  'Leader Email',
  'Members',
  'Member Names',
  'Member Emails',
  'Created At (UTC)',
] as const;

/** A team as one CSV record: the server's export and the Teams tab's "selected teams" export share it. */
export function teamCsvRow(team: Team): CsvValue[] {
  return [
    team.teamNumber,
    team.name,
    team.description,
    team.problemStatement?.title ?? '',
    team.leader?.name ?? '',
    team.leader?.email ?? '',
    team.memberCount,
    team.members.map((m) => (m.role === 'leader' ? `${m.user.name} (Leader)` : m.user.name)).join('; '),
    team.members.map((m) => m.user.email).join('; '),
    csvDateTime(team.createdAt),
  ];
}
