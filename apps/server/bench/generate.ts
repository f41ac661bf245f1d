// `npm run bench:event -w @hackcamp/server`: the bench's large event (bench/event/generate-event.ts)
// in an empty database, to look at the app at event scale by hand. Like the server, it writes to
// PostgreSQL when DATABASE_URL is set, else to PGlite in DATA_DIR. Every account's password is
// bench-password; superadmin1@staff.bench is a superadmin, mentor1@staff.bench a mentor.
import { count } from 'drizzle-orm';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { users } from '../src/db/schema/index.ts';
import { generateEvent } from './event/generate-event.ts';

const config = loadConfig();
const database = await openDatabase(config);
try {
  const [existing] = await database.db.select({ n: count() }).from(users);
  if (existing!.n > 0) {
    console.error(`The database already holds ${existing!.n} accounts; the event is generated into an empty one only.`);
    process.exitCode = 1;
  } else {
    const started = performance.now();
    const plan = await generateEvent(database.db);
    const rows = Object.entries(plan.rows).map(([table, n]) => `${table} ${n.toLocaleString('en')}`);
    console.log(`Generated the event in ${((performance.now() - started) / 1000).toFixed(1)} s: ${rows.join(', ')}.`);
    console.log('Every password is bench-password; superadmin1@staff.bench is a superadmin, mentor1@staff.bench a mentor.');
  }
} finally {
  await database.close();
}
