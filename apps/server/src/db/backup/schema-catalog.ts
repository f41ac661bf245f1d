import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { rawRows } from '../raw-rows.ts';

export interface CatalogColumn {
  name: string;
  /** As PostgreSQL spells it (format_type): 'uuid', 'timestamp with time zone', 'bytea' ... */
  type: string;
  /** Computed by the database (GENERATED ... STORED): never written. */
  generated: boolean;
}

export interface CatalogTable {
  name: string;
  columns: CatalogColumn[];
  primaryKey: string[];
  /** Columns referencing this same table (users.mentor_id): filled after every row is in. */
  selfReferences: string[];
  /** Tables this one references. */
  dependsOn: string[];
}

export interface CatalogSequence {
  table: string;
  column: string;
  sequence: string;
}

/** Double-quoted identifier, so any name the schema has is safe inside hand-written SQL. */
export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The tables of the public schema as the database itself describes them, so a backup always
 * holds every table (including ones added after this code was written) in an order where each
 * table comes after the tables it references.
 */
export async function readCatalog(db: Db): Promise<{ tables: CatalogTable[]; sequences: CatalogSequence[] }> {
  const columns = await rawRows<{ table: string; name: string; type: string; generated: string }>(
    db,
    sql`select c.relname as "table", a.attname as "name", format_type(a.atttypid, a.atttypmod) as "type", a.attgenerated::text as "generated"
        from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
        order by c.relname, a.attnum`,
  );
  const keys = await rawRows<{ table: string; name: string }>(
    db,
    sql`select c.relname as "table", a.attname as "name"
        from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
        join lateral unnest(i.indkey) with ordinality as k(attnum, ord) on true
        join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
        where n.nspname = 'public' and i.indisprimary
        order by c.relname, k.ord`,
  );
  const references = await rawRows<{ table: string; target: string; column: string }>(
    db,
    sql`select c.relname as "table", t.relname as "target", a.attname as "column"
        from pg_constraint f join pg_class c on c.oid = f.conrelid join pg_class t on t.oid = f.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = c.oid and a.attnum = f.conkey[1]
        where n.nspname = 'public' and f.contype = 'f'`,
  );
  const sequences = await rawRows<{ table: string; column: string; sequence: string | null }>(
    db,
    sql`select c.relname as "table", a.attname as "column", pg_get_serial_sequence(quote_ident(c.relname), a.attname) as "sequence"
        from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
          and (a.attidentity <> '' or pg_get_expr((select d.adbin from pg_attrdef d where d.adrelid = c.oid and d.adnum = a.attnum), c.oid) like 'nextval(%')`,
  );

  const byName = new Map<string, CatalogTable>();
  for (const col of columns) {
    let table = byName.get(col.table);
    if (!table) byName.set(col.table, (table = { name: col.table, columns: [], primaryKey: [], selfReferences: [], dependsOn: [] }));
    table.columns.push({ name: col.name, type: col.type, generated: col.generated !== '' });
  }
  for (const key of keys) byName.get(key.table)?.primaryKey.push(key.name);
  for (const ref of references) {
    const table = byName.get(ref.table);
    if (!table) continue;
    if (ref.target === ref.table) table.selfReferences.push(ref.column);
    else if (!table.dependsOn.includes(ref.target)) table.dependsOn.push(ref.target);
  }
  return {
    tables: dependencyOrder([...byName.values()]),
    sequences: sequences.flatMap((s) => (s.sequence ? [{ table: s.table, column: s.column, sequence: s.sequence }] : [])),
  };
}

/** Referenced tables first; ties by name, so two backups of one schema list tables alike. */
function dependencyOrder(tables: CatalogTable[]): CatalogTable[] {
  const remaining = new Map(tables.map((t) => [t.name, t]));
  const out: CatalogTable[] = [];
  while (remaining.size) {
    const ready = [...remaining.values()].filter((t) => t.dependsOn.every((d) => !remaining.has(d))).sort((a, b) => a.name.localeCompare(b.name));
    // A cycle between tables (none today) would stall here: take the rest by name and let the
    // database say which reference failed, rather than loop forever.
    const next = ready[0] ?? [...remaining.values()].sort((a, b) => a.name.localeCompare(b.name))[0]!;
    out.push(next);
    remaining.delete(next.name);
  }
  return out;
}

/** The migrations applied to this database, oldest first (Drizzle's own bookkeeping table). */
export async function appliedMigrations(db: Db): Promise<string[]> {
  const rows = await rawRows<{ hash: string }>(db, sql`select hash from drizzle.__drizzle_migrations order by created_at, id`);
  return rows.map((r) => r.hash);
}
