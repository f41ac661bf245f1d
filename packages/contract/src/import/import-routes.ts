import { idempotencyKeyHeaders } from '../shared/idempotency.ts';
import { z } from 'zod';
import { noData, ok } from '../shared/api-envelope.ts';
import { defineRoute } from '../shared/define-route.ts';
import {
  IMPORT_CREDENTIALS_KEPT_HOURS,
  IMPORT_FILE_MAX_BYTES,
  IMPORT_MSG,
  importParamsSchema,
  importQuerySchema,
  importResultSchema,
  keptCredentialsDownloadSchema,
  keptCredentialsSchema,
} from './import-schemas.ts';
import { idParams } from '../shared/route-params.ts';

const keptParams = idParams(IMPORT_MSG.keptNotFound);

export const importApi = {
  run: defineRoute({
    method: 'POST',
    path: '/import/:kind',
    tag: 'import',
    summary: 'Preview, then import a CSV of participants, mentors, judges, mentor assignments or problem statements',
    description:
      'With dryRun=true (the default) every row is checked and reported as create, update, skip (already there, identical) or error with its reasons; ' +
      'nothing is written. With dryRun=false the whole file is written in one transaction, all or nothing: any row with an error refuses the file (400, ' +
      'the errors listed per row). With dryRun=false&skipInvalid=true the valid rows are written (in one transaction, checked again under the lock) and ' +
      "the rejected ones are answered, not refused: 200, each rejected row in `rows` with action 'error' and its reasons, `summary.errors` counting them " +
      'and `summary.created` + `summary.updated` what was written (`summary.skipped`: rows already there). ' +
      'With dryRun=true, skipInvalid changes nothing. Importing the same file again creates nothing. Accounts created get a temporary password each, returned in ' +
      '`credentials` and stored only as a hash; they must choose a new one at first sign-in. The passwords are also kept, encrypted, for the caller alone ' +
      `(\`kept\`, see GET /api/import/credentials) until dismissed or for ${IMPORT_CREDENTIALS_KEPT_HOURS} hours. Headers are matched ignoring case, spaces ` +
      'and punctuation, with common variants (Moblie, College Name, participate_email ...). Blank rows are skipped; a file over the row cap is refused ' +
      'as soon as the reader reaches it.',
    access: ['superadmin'],
    params: importParamsSchema,
    query: importQuerySchema,
    multipart: {
      description: `Fields: file (a CSV: UTF-8 with or without BOM, comma or semicolon separated, at most ${IMPORT_FILE_MAX_BYTES / 1024 / 1024} MB) and an optional mapping (JSON text {"<column header>": "<field>" or null to ignore the column}) that overrides the guessed columns.`,
    },
    headers: idempotencyKeyHeaders,
    response: { 200: ok(importResultSchema) },
    errors: [409, 413, 422],
  }),
  keptList: defineRoute({
    method: 'GET',
    path: '/import/credentials',
    tag: 'import',
    summary: 'The temporary passwords of my imports that the server still keeps for me, newest first',
    description: `Only the caller's own imports, until dismissed and for at most ${IMPORT_CREDENTIALS_KEPT_HOURS} hours; no password is in this list.`,
    access: ['superadmin'],
    response: { 200: ok(z.object({ kept: z.array(keptCredentialsSchema) })) },
  }),
  keptDownload: defineRoute({
    method: 'GET',
    path: '/import/credentials/:id',
    tag: 'import',
    summary: 'The temporary passwords one of my imports generated, again',
    description: "Another superadmin's import, a dismissed one and one older than the limit all answer 404. Each download is audited.",
    access: ['superadmin'],
    params: keptParams,
    response: { 200: ok(keptCredentialsDownloadSchema) },
    errors: [404],
  }),
  keptDismiss: defineRoute({
    method: 'DELETE',
    path: '/import/credentials/:id',
    tag: 'import',
    summary: 'Dismiss the kept passwords of one of my imports: the server deletes them',
    access: ['superadmin'],
    params: keptParams,
    response: { 200: ok(noData) },
    errors: [404],
  }),
} as const;
