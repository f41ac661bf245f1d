import { api } from '@hackcamp/contract';
import { apiDownload } from '../../../lib/api-client.ts';

export type ExportKind = keyof typeof api.exports;

/** Downloads one of the server's CSV exports (superadmin), named as the server names it. */
export function downloadExport(kind: ExportKind): Promise<void> {
  return apiDownload(api.exports[kind].path, `${kind}.csv`);
}
