import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { PGLITE_EXTENSIONS } from '../../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data folder (dumpDataDir) with every migration applied: see pglite-template.ts. */
    pgliteTemplate?: string;
  }
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../src/db/migrations');

/**
 * Changes with whatever the migrated data folder depends on: the migrations and their journal,
 * PGlite (its PostgreSQL, its data folder's format, the extensions it ships), the migrator, the
 * extensions loaded and this file (how the template is made). A template made from anything else
 * is never used; it is left in the temporary folder, where another checkout may still use it.
 */
function templateKey(): string {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(migrationsFolder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  for (const pkg of ['@electric-sql/pglite', 'drizzle-orm']) hash.update(versionOf(pkg));
  hash.update(Object.keys(PGLITE_EXTENSIONS).sort().join(','));
  hash.update(fs.readFileSync(import.meta.filename));
  return hash.digest('hex').slice(0, 16);
}

/** A package's version, from the package.json above its entry point (not every package exports it). */
function versionOf(pkg: string): string {
  for (let dir = path.dirname(createRequire(import.meta.url).resolve(pkg)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (!fs.existsSync(file)) continue;
    const json = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (json.name === pkg && json.version) return json.version;
  }
  throw new Error(`no version found for ${pkg}`);
}

/**
 * Vitest's global setup of the PGlite projects. A new PGlite spends most of its start in initdb
 * and the migrations (about 4.5 CPU seconds for every test database, 0.9 from the template: see
 * docs/benchmarks.md); they give the same data folder every time, so it is made once, kept in the
 * temporary folder under a name that says what it was made from, and each test database starts
 * from it. The migrations themselves are still run from an empty database here, by every spawned
 * server on an empty DATA_DIR, and step by step in the migration tests.
 */
export default async function makePgliteTemplate(project: TestProject) {
  const file = path.join(os.tmpdir(), `hackcamp-pglite-template-${templateKey()}.tar`);
  if (!fs.existsSync(file)) {
    const client = await PGlite.create(undefined, { extensions: PGLITE_EXTENSIONS });
    try {
      await migrate(drizzle(client), { migrationsFolder });
      const dump = await client.dumpDataDir('none');
      // Another run, or this run's other PGlite project, may be making it at the same moment: each
      // writes a file of its own and renames it into place, which is atomic, so a reader never
      // finds half a template. A failed write leaves nothing behind.
      const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
      try {
        fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
        fs.renameSync(partial, file);
      } finally {
        fs.rmSync(partial, { force: true });
      }
    } finally {
      await client.close();
    }
  }
  project.provide('pgliteTemplate', file);
  forgetOldTemplates(file);
}

/** A week unused: the templates of old migrations (42 MB each) do not pile up in the temporary folder. */
const UNUSED_FOR_MS = 7 * 24 * 3600 * 1000;

function forgetOldTemplates(current: string) {
  const now = new Date();
  fs.utimesSync(current, now, now);
  for (const name of fs.readdirSync(os.tmpdir())) {
    const file = path.join(os.tmpdir(), name);
    if (!name.startsWith('hackcamp-pglite-template-') || file === current) continue;
    try {
      if (now.getTime() - fs.statSync(file).mtimeMs > UNUSED_FOR_MS) fs.rmSync(file, { force: true });
    } catch {
      // Another run removed it first.
    }
  }
}
