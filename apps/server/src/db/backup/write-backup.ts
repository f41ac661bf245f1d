import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Db, Engine } from '../client.ts';
import { rawRows } from '../raw-rows.ts';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupFooter, type BackupHeader, type BackupTableLine } from './backup-format.ts';
import { isBackedUp } from './backup-scope.ts';
import { appliedMigrations, ident, readCatalog, type CatalogTable } from './schema-catalog.ts';

/** Rows per query: files are read a few at a time so memory stays flat whatever they weigh. */
const ROWS_PER_BATCH = 2000;
const FILE_ROWS_PER_BATCH = 16;

function rowQuery(table: CatalogTable): string {
  const values = table.columns.map((c) => (c.type === 'bytea' ? `encode(${ident(c.name)}, 'base64')` : ident(c.name))).join(', ');
  const order = table.primaryKey.length ? ` order by ${table.primaryKey.map(ident).join(', ')}` : '';
  return `select json_build_array(${values})::text as "r" from ${ident(table.name)}${order}`;
}

const CURSOR = 'hc_backup_rows';

/**
 * Writes the whole event to `destination` as one gzipped file: every table but the sign-ins and
 * secrets of TABLES_NOT_BACKED_UP (backup-scope.ts). Everything is read in one
 * REPEATABLE READ, read-only transaction: one snapshot, so rows, files and counters agree as of
 * one moment while the server goes on writing. On PostgreSQL nobody waits for it; on PGlite, which
 * has one connection, other requests wait until the reading is done.
 *
 * Each table is read through one cursor, in batches: the time is proportional to the rows. Pages
 * of LIMIT/OFFSET made it quadratic (each page read and skipped every row before it: 1.19 million
 * rows took 23 minutes). `signal` stops the reading between two batches (a client that left, a
 * server shutting down): the transaction rolls back and `destination` is destroyed.
 */
export async function writeBackup(db: Db, engine: Engine, destination: Writable, options: { signal?: AbortSignal } = {}): Promise<BackupFooter> {
  const { signal } = options;
  signal?.throwIfAborted();
  const gzip = createGzip({ level: 6 });
  const done = pipeline(gzip, destination, { signal });
  // It may fail long before it is awaited below (an abort, a full disk): never an unhandled rejection.
  done.catch(() => undefined);
  const write = async (line: string) => {
    if (!gzip.write(line + '\n')) await once(gzip, 'drain', { signal });
  };
  try {
    const footer = await db.transaction(
      async (tx) => {
        const catalog = await readCatalog(tx);
        const tables = catalog.tables.filter((t) => isBackedUp(t.name));
        const counters = [];
        for (const s of catalog.sequences.filter((q) => isBackedUp(q.table))) {
          const [state] = await rawRows<{ last_value: string | number; is_called: boolean }>(tx, sql.raw(`select last_value, is_called from ${s.sequence}`));
          counters.push({ table: s.table, column: s.column, lastValue: String(state!.last_value), isCalled: state!.is_called });
        }
        const header: BackupHeader = {
          format: BACKUP_FORMAT,
          version: BACKUP_VERSION,
          takenAt: new Date().toISOString(),
          engine,
          migrations: await appliedMigrations(tx),
          sequences: counters,
        };
        await write(JSON.stringify(header));

        const rows: Record<string, number> = {};
        for (const table of tables) {
          const columns = table.columns.filter((c) => !c.generated);
          const line: BackupTableLine = { table: table.name, columns: columns.map((c) => c.name), types: columns.map((c) => c.type) };
          await write(JSON.stringify(line));
          const batch = columns.some((c) => c.type === 'bytea') ? FILE_ROWS_PER_BATCH : ROWS_PER_BATCH;
          let count = 0;
          await tx.execute(sql.raw(`declare ${CURSOR} no scroll cursor for ${rowQuery({ ...table, columns })}`));
          for (;;) {
            signal?.throwIfAborted();
            const page = await rawRows<{ r: string }>(tx, sql.raw(`fetch forward ${batch} from ${CURSOR}`));
            // One write per batch: zlib compresses each write as its own task on the thread pool.
            if (page.length) await write(page.map(({ r }) => r).join('\n'));
            count += page.length;
            if (page.length < batch) break;
          }
          await tx.execute(sql.raw(`close ${CURSOR}`));
          rows[table.name] = count;
        }
        const end: BackupFooter = { end: true, rows };
        await write(JSON.stringify(end));
        return end;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    gzip.end();
    await done;
    return footer;
  } catch (err) {
    gzip.destroy(err as Error);
    await done.catch(() => undefined);
    throw err;
  }
}
