import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportKind, ImportResult, ParticipantType } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { callApi } from '../../../lib/api-client.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { refreshKeptCredentials } from './query-keys.ts';

export interface ImportInput {
  kind: ImportKind;
  file: File;
  participantType: ParticipantType;
  /** Column header -> field, or null to ignore the column: the admin's fixes to the guess. */
  mapping: Record<string, string | null>;
}

/** The multipart form of the call: the file, and the mapping only when the admin changed something. */
export function toImportForm(input: ImportInput): FormData {
  const form = new FormData();
  if (Object.keys(input.mapping).length) form.set('mapping', JSON.stringify(input.mapping));
  form.set('file', input.file);
  return form;
}

/** skipInvalid (committing only): write the valid rows and answer the rejected ones, instead of refusing the file. */
export function runImport(input: ImportInput, dryRun: boolean, skipInvalid = false): Promise<ImportResult> {
  return callApi(api.import.run, {
    params: { kind: input.kind },
    query: { dryRun: dryRun ? 'true' : 'false', participantType: input.participantType, ...(skipInvalid && { skipInvalid: 'true' as const }) },
    body: toImportForm(input),
    // One key per committing submit: a lost answer is sent again and answered once (a preview writes nothing).
    ...(!dryRun && { idempotencyKey: newIdempotencyKey() }),
  });
}

/** Checks every row and writes nothing. */
export function useImportPreview() {
  return useMutation({ mutationFn: (input: ImportInput) => runImport(input, true) });
}

/**
 * Writes the whole file, all or nothing, or with skipInvalid its valid rows only (the rejected ones
 * come back with their reasons); answers with the new accounts' temporary passwords (also kept for a while).
 */
export function useImportCommit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, skipInvalid = false }: { input: ImportInput; skipInvalid?: boolean }) => runImport(input, false, skipInvalid),
    onSuccess: (result) => {
      if (result.kept) refreshKeptCredentials(queryClient);
    },
  });
}
