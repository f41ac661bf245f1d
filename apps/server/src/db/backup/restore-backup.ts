import { pipeline, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { plainFileName } from '../../lib/plain-file-name.ts';
import { replaceSecret } from '../app-secrets.queries.ts';
import type { Db } from '../client.ts';
import { rawRows } from '../raw-rows.ts';
import { TOKEN_SIGNING_KEY, uploadedFiles } from '../schema/index.ts';
import { BACKUP_FORMAT, BACKUP_VERSION, BackupError, type BackupFooter, type BackupHeader, type BackupTableLine } from './backup-format.ts';
import { boundedLines } from './backup-lines.ts';
import { isBackedUp } from './backup-scope.ts';
import { appliedMigrations, ident, readCatalog, type CatalogTable } from './schema-catalog.ts';

/** A batch is sent when it reaches this many rows or this much text (files make rows heavy). */
const BATCH_ROWS = 1000;
const BATCH_CHARS = 8 * 1024 * 1024;

export interface RestoreOptions {
  /** Replace an event that is already there. Without it a non-empty database is refused. */
  force?: boolean;
}

export interface RestoreResult {
  header: BackupHeader;
  /** Rows restored, per table. */
  rows: Record<string, number>;
  /** Tables the file holds that a restore leaves out (TABLES_NOT_BACKED_UP): a backup taken before they were. */
  leftOut: string[];
}

/**
 * Tables of the event that hold rows: the reason a restore without --force is refused. Sign-ins,
 * counters and secrets (TABLES_NOT_BACKED_UP) are no event: a restore empties them anyway.
 */
export async function nonEmptyTables(db: Db): Promise<string[]> {
  const { tables } = await readCatalog(db);
  const out: string[] = [];
  for (const t of tables.filter((table) => isBackedUp(table.name))) {
    const [row] = await rawRows<{ any: boolean }>(db, sql.raw(`select exists (select 1 from ${ident(t.name)}) as "any"`));
    if (row?.any) out.push(t.name);
  }
  return out;
}

/** How the value at position i of a row array becomes a value of the column's type. */
function valueExpression(type: string, i: number): string {
  if (type === 'bytea') return `decode(e->>${i}, 'base64')`;
  if (type === 'json' || type === 'jsonb') return `case when json_typeof(e->${i}) = 'null' then null else (e->${i})::${type} end`;
  return `(e->>${i})::${type}`;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Parses a line, or says which line of the file is not what a backup holds. */
function parseLine(line: string, lineNo: number): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new BackupError(`The backup is damaged at line ${lineNo}: not JSON.`);
  }
}

/** A table of an older backup that a restore leaves out: its rows are counted (a cut file still shows), never read. */
class LeftOut {
  count = 0;
  constructor(readonly line: Pick<BackupTableLine, 'table'>) {}
  async add() {
    this.count++;
  }
  async finish() {}
}

class TableLoader {
  private batch: string[] = [];
  private chars = 0;
  readonly laterReferences: [string, string, string][] = [];
  count = 0;
  private readonly insertPrefix: string;
  private readonly selfRefs: { column: string; index: number }[];
  private readonly keyIndex: number;

  constructor(
    private readonly tx: Db,
    readonly line: BackupTableLine,
    target: CatalogTable,
  ) {
    const targetTypes = new Map(target.columns.map((c) => [c.name, c]));
    for (const column of line.columns) {
      const known = targetTypes.get(column);
      if (!known)
        throw new BackupError(
          `The backup has a column ${line.table}.${column} this version of HackCamp does not know. Restore it with the version that made it.`,
        );
    }
    // A row may reference one that comes later in the same table (a participant's mentor):
    // those columns go in empty and are filled once the whole table is in.
    this.selfRefs = target.selfReferences.flatMap((column) => {
      const index = line.columns.indexOf(column);
      return index < 0 ? [] : [{ column, index }];
    });
    this.keyIndex = target.primaryKey.length === 1 ? line.columns.indexOf(target.primaryKey[0]!) : -1;
    if (this.selfRefs.length && this.keyIndex < 0) throw new BackupError(`Cannot restore ${line.table}: it references itself but has no single-column key.`);
    const values = line.columns.map((column, i) => (this.selfRefs.some((r) => r.index === i) ? 'null' : valueExpression(targetTypes.get(column)!.type, i)));
    this.insertPrefix = `insert into ${ident(line.table)} (${line.columns.map(ident).join(', ')}) overriding system value select ${values.join(', ')} from json_array_elements(`;
  }

  async add(row: string, lineNo: number) {
    if (this.selfRefs.length) {
      const values = parseLine(row, lineNo) as unknown[];
      for (const ref of this.selfRefs) {
        const value = values[ref.index];
        if (value !== null && value !== undefined) this.laterReferences.push([ref.column, String(values[this.keyIndex]), String(value)]);
      }
    }
    this.batch.push(row);
    this.chars += row.length;
    this.count++;
    if (this.batch.length >= BATCH_ROWS || this.chars >= BATCH_CHARS) await this.flush();
  }

  async flush() {
    if (!this.batch.length) return;
    // The rows go in as the JSON text they came as: no value is parsed (and rounded) on the way.
    await this.tx.execute(sql`${sql.raw(this.insertPrefix)}${'[' + this.batch.join(',') + ']'}${sql.raw('::json) as e')}`);
    this.batch = [];
    this.chars = 0;
  }

  async finish(target: CatalogTable) {
    await this.flush();
    for (const ref of this.selfRefs) {
      const pairs = this.laterReferences.filter(([column]) => column === ref.column).map(([, id, value]) => ({ id, value }));
      for (let i = 0; i < pairs.length; i += BATCH_ROWS) {
        const key = target.primaryKey[0]!;
        const keyType = target.columns.find((c) => c.name === key)!.type;
        const refType = target.columns.find((c) => c.name === ref.column)!.type;
        await this.tx.execute(
          sql`${sql.raw(`update ${ident(this.line.table)} set ${ident(ref.column)} = (v->>'value')::${refType} from json_array_elements(`)}${JSON.stringify(pairs.slice(i, i + BATCH_ROWS))}${sql.raw(`::json) as v where ${ident(this.line.table)}.${ident(key)} = (v->>'id')::${keyType}`)}`,
        );
      }
    }
  }
}

/**
 * Uploaded file names from the file are shown and offered as download names: whatever a file
 * says, each becomes a plain name, as an upload's does (`../../etc/x` -> `x`).
 */
async function plainUploadNames(tx: Db) {
  const names = await tx.select({ id: uploadedFiles.id, fileName: uploadedFiles.fileName }).from(uploadedFiles);
  for (const { id, fileName } of names) {
    const plain = plainFileName(fileName, 'file');
    if (plain !== fileName) await tx.update(uploadedFiles).set({ fileName: plain }).where(eq(uploadedFiles.id, id));
  }
}

/**
 * Loads a backup into a migrated database in one transaction: it is all there, or (on any
 * problem: a damaged or cut file, a line longer than any row, a newer schema, a constraint)
 * nothing changed. Tables the backup does not have stay empty; identity and serial counters
 * continue where the source stopped. It starts with nobody signed in and a fresh token signing
 * key: every table is emptied first (which tells every running node to drop what it holds and
 * read the key again, signing-key.ts), and sessions or secrets in an older file are left out.
 */
export async function restoreBackup(db: Db, source: Readable, options: RestoreOptions = {}): Promise<RestoreResult> {
  // pipeline: a source that fails fails the reading, and a reading that stops early closes the source.
  const lines = boundedLines(pipeline(source, createGunzip(), () => undefined));
  let lineNo = 0;
  const next = async (): Promise<string | undefined> => {
    const { value, done } = await lines.next();
    if (done) return undefined;
    lineNo++;
    return value;
  };

  try {
    const first = await next();
    const header = first ? (safeJson(first) as BackupHeader | undefined) : undefined;
    if (!header || header.format !== BACKUP_FORMAT) throw new BackupError('This is not a HackCamp backup.');
    if (header.version !== BACKUP_VERSION)
      throw new BackupError(`This backup has format version ${header.version}; this HackCamp reads version ${BACKUP_VERSION}.`);

    return await db.transaction(async (tx) => {
      const known = new Set(await appliedMigrations(tx));
      if (header.migrations.some((m) => !known.has(m))) {
        throw new BackupError('This backup was taken by a newer HackCamp: its database has changes this version does not know. Update HackCamp, then restore.');
      }
      const { tables, sequences } = await readCatalog(tx);
      const byName = new Map(tables.map((t) => [t.name, t]));
      const filled = await nonEmptyTables(tx);
      if (filled.length && !options.force) {
        throw new BackupError(`The database already holds an event (rows in ${filled.join(', ')}). Restore into an empty one, or add --force to replace it.`);
      }
      // Always, even when the event's tables are empty: sessions, counters and secrets go too, and
      // the TRUNCATE is what tells running nodes to start over (decision 0024).
      await tx.execute(sql.raw(`truncate ${tables.map((t) => ident(t.name)).join(', ')} restart identity cascade`));
      await replaceSecret(tx, TOKEN_SIGNING_KEY);

      const rows: Record<string, number> = {};
      const read: Record<string, number> = {};
      let loader: TableLoader | LeftOut | undefined;
      let footer: BackupFooter | undefined;
      for (let line = await next(); line !== undefined; line = await next()) {
        if (line.startsWith('[')) {
          if (!loader) throw new BackupError(`The backup is damaged at line ${lineNo}: a row before any table.`);
          await loader.add(line, lineNo);
          continue;
        }
        if (loader) {
          await loader.finish(byName.get(loader.line.table)!);
          read[loader.line.table] = loader.count;
          if (loader instanceof TableLoader) rows[loader.line.table] = loader.count;
        }
        const parsed = parseLine(line, lineNo) as Partial<BackupTableLine & BackupFooter>;
        if (parsed.end) {
          footer = parsed as BackupFooter;
          break;
        }
        if (typeof parsed.table !== 'string' || !Array.isArray(parsed.columns)) throw new BackupError(`The backup is damaged at line ${lineNo}.`);
        if (!isBackedUp(parsed.table)) {
          loader = new LeftOut(parsed as BackupTableLine);
          continue;
        }
        const target = byName.get(parsed.table);
        if (!target) throw new BackupError(`The backup has a table ${parsed.table} this version of HackCamp does not know.`);
        loader = new TableLoader(tx, parsed as BackupTableLine, target);
      }
      if (!footer) throw new BackupError('The backup is incomplete: it ends before its last line. It was probably cut short while being written or copied.');
      for (const [table, count] of Object.entries(footer.rows)) {
        if ((read[table] ?? 0) !== count) throw new BackupError(`The backup is damaged: ${table} should have ${count} rows, it has ${read[table] ?? 0}.`);
      }
      await plainUploadNames(tx);

      for (const s of header.sequences.filter((q) => isBackedUp(q.table))) {
        const target = sequences.find((t) => t.table === s.table && t.column === s.column);
        if (target) await tx.execute(sql`select setval(${target.sequence}::regclass, ${s.lastValue}::bigint, ${s.isCalled})`);
      }
      return { header, rows, leftOut: Object.keys(read).filter((table) => !isBackedUp(table)) };
    });
  } catch (err) {
    throw gzipTrouble(err) ?? queryTrouble(err) ?? err;
  } finally {
    await lines.return(undefined);
  }
}

/**
 * Drizzle's message of a failed query holds the query and its parameters: up to a batch of rows
 * (8 MB). The database's own words are what someone restoring needs.
 */
function queryTrouble(err: unknown): BackupError | undefined {
  const { query, cause } = err as { query?: unknown; cause?: unknown };
  if (typeof query !== 'string' || !(cause instanceof Error)) return undefined;
  return new BackupError(`The database refused the backup: ${cause.message.slice(0, 500)}. Nothing was restored.`);
}

/** zlib's own words ("unexpected end of file") say little to someone restoring an event. */
function gzipTrouble(err: unknown): BackupError | undefined {
  const code = (err as { code?: unknown }).code;
  if (typeof code !== 'string' || !code.startsWith('Z_')) return undefined;
  return code === 'Z_BUF_ERROR'
    ? new BackupError('The backup is incomplete: it ends too early. It was probably cut short while being written or copied.')
    : new BackupError('This is not a HackCamp backup (it is not a gzip file), or it is damaged.');
}
