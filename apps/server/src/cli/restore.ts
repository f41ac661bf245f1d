// `npm run restore -- <file> [--force]`: loads a backup (from either engine) into DATABASE_URL,
// or else into DATA_DIR. The database is migrated first; one that already holds an event is
// refused unless --force, which replaces it. All in one transaction: on any error nothing changes.
// Nobody is signed in afterwards: a backup holds no sessions, and the restore makes a fresh
// token signing key (running nodes take it up at once), so every earlier token is refused.
import fs from 'node:fs';
import { loadConfig } from '../config.ts';
import { BackupError } from '../db/backup/backup-format.ts';
import { restoreBackup } from '../db/backup/restore-backup.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { openDatabase } from '../db/open-database.ts';
import { cliArgs, cliFail, resolveFromUserCwd } from './cli-args.ts';

/** A value from the file's header, as it may be printed: short, and no control characters. */
const shown = (value: unknown) =>
  String(value)
    .replace(/[^\x20-\x7e]/g, '?')
    .slice(0, 40);
/** Messages may quote a name from the file, which may be as long as a line: never print a page of it. */
const brief = (message: string) => (message.length > 1000 ? `${message.slice(0, 1000)}...` : message);

async function main() {
  const { positional, flags } = cliArgs(process.argv.slice(2));
  if (positional.length !== 1) cliFail('Usage: npm run restore -- <file> [--force]');
  const file = resolveFromUserCwd(positional[0]!);
  if (!fs.existsSync(file)) cliFail(`There is no file ${file}.`);
  const config = loadConfig();
  let database;
  try {
    database = await openDatabase(config);
  } catch (err) {
    if (err instanceof DataDirLockedError) cliFail(`${err.message}\nStop the server before restoring into its data folder.`);
    throw err;
  }
  const started = Date.now();
  try {
    const { header, rows, leftOut } = await restoreBackup(database.db, fs.createReadStream(file), { force: flags.force === true });
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir;
    const total = Object.values(rows).reduce((a, b) => a + b, 0);
    console.log(`Restored the backup of ${shown(header.takenAt)} (taken on ${shown(header.engine)}) into ${where}: ${total} rows, ${Date.now() - started} ms.`);
    if (leftOut.length) console.log(`Left out of this older backup: ${leftOut.join(', ')} (sign-ins, counters and secrets are never restored).`);
    console.log('Everyone signs in again: sign-ins made before the restore no longer work.');
  } catch (err) {
    if (err instanceof BackupError) cliFail(brief(err.message));
    throw err;
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(brief(err instanceof Error ? err.message : String(err)));
  process.exit(1);
});
