import { ok } from '../api-envelope.ts';
import { defineRoute } from '../define-route.ts';
import { IMPORT_FILE_MAX_BYTES, importParamsSchema, importQuerySchema, importResultSchema } from '../import-schemas.ts';

export const importApi = {
  run: defineRoute({
    method: 'POST',
    path: '/import/:kind',
    tag: 'import',
    summary: 'Preview, then import a CSV of participants, mentors, judges, mentor assignments or problem statements',
    description:
      'With dryRun=true (the default) every row is checked and reported as create, update, skip (already there, identical) or error with its reasons; ' +
      'nothing is written. With dryRun=false the whole file is written in one transaction, all or nothing: any row with an error refuses the file (400, ' +
      'the errors listed per row). Importing the same file again creates nothing. Accounts created get a temporary password each, returned once in ' +
      '`credentials` and stored only as a hash; they must choose a new one at first sign-in. Headers are matched ignoring case, spaces and punctuation, ' +
      'with common variants (Moblie, College Name, participate_email ...).',
    access: ['superadmin'],
    params: importParamsSchema,
    query: importQuerySchema,
    multipart: {
      description: `Fields: file (a CSV: UTF-8 with or without BOM, comma or semicolon separated, at most ${IMPORT_FILE_MAX_BYTES / 1024 / 1024} MB) and an optional mapping (JSON text {"<column header>": "<field>" or null to ignore the column}) that overrides the guessed columns.`,
    },
    response: { 200: ok(importResultSchema) },
    errors: [409, 413],
  }),
} as const;
