import { useMutation } from '@tanstack/react-query';
import { api } from '@hackcamp/contract';
import { apiDownload } from '../../../lib/api-client.ts';

/** The full event report: a zip with one CSV per table. */
export const downloadEventReport = () => apiDownload(api.exports.report.path, 'hackcamp-report.zip');

export function useDownloadEventReport() {
  return useMutation({ mutationFn: downloadEventReport });
}
