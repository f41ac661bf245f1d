import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A copy of the migrations that stops after `last` (its journal cut there), to test what a later one does to existing rows. */
export function migrationsUpTo(last: number): string {
  const from = path.resolve(import.meta.dirname, '../../src/db/migrations');
  const to = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-migrations-'));
  fs.mkdirSync(path.join(to, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(from, 'meta/_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= last);
  fs.writeFileSync(path.join(to, 'meta/_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries) fs.copyFileSync(path.join(from, `${e.tag}.sql`), path.join(to, `${e.tag}.sql`));
  return to;
}
