// `npm run restore -- <file> [--force]`: loads a backup (from either engine) into DATABASE_URL,
// or else into DATA_DIR. The database is migrated first; one that already holds an event is
// refused unless --force, which replaces it. All in one transaction: on any error nothing changes.
import fs from 'node:fs';
import { loadConfig } from '../config.ts';
import { BackupError } from '../db/backup/backup-format.ts';
import { restoreBackup } from '../db/backup/restore-backup.ts';
import { DataDirLockedError } from '../db/data-dir-lock.ts';
import { openDatabase } from '../db/open-database.ts';
import { cliArgs, cliFail, resolveFromUserCwd } from './cli-args.ts';

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
    const { header, rows } = await restoreBackup(database.db, fs.createReadStream(file), { force: flags.force === true });
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir;
    const total = Object.values(rows).reduce((a, b) => a + b, 0);
    console.log(`Restored the backup of ${header.takenAt} (taken on ${header.engine}) into ${where}: ${total} rows, ${Date.now() - started} ms.`);
  } catch (err) {
    if (err instanceof BackupError) cliFail(err.message);
    throw err;
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
