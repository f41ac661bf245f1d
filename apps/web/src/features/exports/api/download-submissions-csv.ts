import { useMutation } from '@tanstack/react-query';
import { api } from '@hackcamp/contract';
import { apiDownload } from '../../../lib/api-client.ts';

/** Every submission as a spreadsheet. */
export const downloadSubmissionsCsv = () => apiDownload(api.exports.submissions.path, 'submissions.csv');

export function useDownloadSubmissionsCsv() {
  return useMutation({ mutationFn: downloadSubmissionsCsv });
}
