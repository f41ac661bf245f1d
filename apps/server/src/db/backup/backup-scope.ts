import { IDEMPOTENCY_KEY_TTL_HOURS, IMPORT_CREDENTIALS_KEPT_HOURS } from '@hackcamp/contract';

/**
 * Tables a backup leaves out, and why. A backup is a file that travels (a laptop, a mail, a
 * shared drive): it holds the event, never a way to act as someone. Every other table of the
 * schema is backed up; `test/backup-scope.test.ts` fails when a table is in neither list, so a
 * new table is put on one side on purpose. A restore ignores these tables in a file that still
 * has them (backups taken before this list) and starts them empty
 * (docs/decisions/0015-imports-and-backups.md, "What a backup leaves out").
 */

export const TABLES_NOT_BACKED_UP: Readonly<Record<string, string>> = {
  sessions:
    'Live sign-ins. Together with the signing key they let anyone holding the file act as every signed-in person without a password. A restore starts with everyone signed out.',
  app_secrets:
    'The token signing key: whoever has it can sign tokens the server accepts. A restore makes a fresh one, so no token issued before it is accepted after it.',
  rate_limits: 'Counts of the last minutes of sign-in attempts: stale by the time a backup is restored, and a restored count must not lock anyone out.',
  password_reset_tokens:
    'Single-use "Forgot password?" links (hashed). Restored, a link used or replaced after the backup would work again; anyone who needs one asks again.',
  import_credentials: `An import's temporary passwords, kept sealed for ${IMPORT_CREDENTIALS_KEPT_HOURS} hours so the superadmin can download them again. Their key is in app_secrets, which is not backed up either: restored, they could never be opened, and they must not travel.`,
  idempotency_keys: `First answers to creates sent with an Idempotency-Key, kept ${IDEMPOTENCY_KEY_TTL_HOURS} hours for retries: a retry after a restore must do its work again, not be answered from before it.`,
};

export const isBackedUp = (table: string) => !Object.hasOwn(TABLES_NOT_BACKED_UP, table);
