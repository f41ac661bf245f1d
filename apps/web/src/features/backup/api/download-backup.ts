import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-routes.ts';
import { apiDownload } from '../../../lib/api-client.ts';

/** Saves a backup of the whole event (every table and file) through the browser's download. */
export const downloadBackup = () => apiDownload(api.backup.download.path, 'hackcamp-backup.jsonl.gz');

export function useDownloadBackup() {
  return useMutation({ mutationFn: downloadBackup });
}
