import { defineRoute, fileResponse } from '../shared/define-route.ts';

export const backupApi = {
  download: defineRoute({
    method: 'GET',
    path: '/backup',
    tag: 'backup',
    summary: 'Download a backup of the whole event, consistent as of one moment',
    description:
      'Every table and every uploaded file, as gzipped JSON lines (the format `npm run backup` writes and `npm run restore` reads, on either engine). ' +
      'It holds password hashes and the token signing key: keep it as safe as the database itself.',
    access: ['superadmin'],
    response: { 200: fileResponse('application/gzip', 'hackcamp-backup-<time>.jsonl.gz') },
  }),
} as const;
