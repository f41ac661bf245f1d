import { strToU8, zipSync } from 'fflate';
import type { Db } from '../../db/client.ts';
import { csvDocument, type CsvValue } from '@hackcamp/contract';
import { reportSheets, sheetRows, submissionsSheet, type Sheet } from './event-report.queries.ts';

const asCell = (value: unknown): CsvValue =>
  value === null || value === undefined || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || value instanceof Date
    ? value
    : typeof value === 'bigint'
      ? Number(value)
      : JSON.stringify(value);

async function sheetCsv(db: Db, sheet: Sheet): Promise<string> {
  const rows = await sheetRows(db, sheet);
  return csvDocument(
    sheet.columns.map(([header]) => header),
    rows.map((r) => r.map(asCell)),
  );
}

/** Spreadsheets of the event for the superadmin: one table as a CSV, or all of them in a zip. */
export function createEventReportService(deps: { db: Db }) {
  const { db } = deps;
  return {
    submissionsCsv: () => sheetCsv(db, submissionsSheet),

    /** Every sheet read in one snapshot, so the files agree with each other (counts, names). */
    async reportZip(folder: string): Promise<Uint8Array> {
      const files = await db.transaction(
        async (tx) => {
          const out: Record<string, Uint8Array> = {};
          for (const sheet of reportSheets) out[`${folder}/${sheet.file}`] = strToU8(await sheetCsv(tx, sheet));
          return out;
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      return zipSync(files, { level: 6, mtime: new Date() });
    },
  };
}
export type EventReportService = ReturnType<typeof createEventReportService>;
