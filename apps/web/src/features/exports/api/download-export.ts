import { api } from '../../../lib/api-routes.ts';
import { apiDownload } from '../../../lib/api-client.ts';

export type ExportKind = keyof typeof api.exports;

/** The name a download gets when the server sends none: the report is a zip of CSV files. */
const FALLBACK_NAMES: Record<ExportKind, string> = {
  teams: 'teams.csv',
  attendance: 'attendance.csv',
  scores: 'scores.csv',
  results: 'results.csv',
  submissions: 'submissions.csv',
  report: 'hackcamp-report.zip',
};

/** Downloads one of the server's exports (superadmin), named as the server names it. */
export function downloadExport(kind: ExportKind): Promise<void> {
  return apiDownload(api.exports[kind].path, FALLBACK_NAMES[kind]);
}
