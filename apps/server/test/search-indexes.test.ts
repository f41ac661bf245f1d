import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { bearer, createStaff, startTestNodes, type TestApp } from './helpers/test-app.ts';

// "Contains" searches over thousands of people read a trigram index, not every row: the
// statement the app really runs for a search is captured and explained.
describe.skipIf(process.env.TEST_ENGINE !== 'postgres')('search at event scale', () => {
  const seen: { query: string; params: unknown[] }[] = [];
  let cluster: Awaited<ReturnType<typeof startTestNodes>>;
  let t: TestApp;
  beforeAll(async () => {
    cluster = await startTestNodes(1, { queryLogger: { logQuery: (query, params) => void seen.push({ query, params }) } });
    t = cluster.nodes[0]!;
    const rows = Array.from({ length: 10_000 }, (_, i) => ({
      name: `Student ${i} Kumar`,
      email: `student${i}@college${i % 40}.edu`,
      passwordHash: 'x',
      role: 'participant' as const,
      participantType: 'bootcamp' as const,
    }));
    for (let from = 0; from < rows.length; from += 4000) await t.database.db.insert(users).values(rows.slice(from, from + 4000));
    // As autovacuum does in a running event: folds the index's pending list of new rows in.
    await t.database.db.execute(sql`vacuum analyze users`);
  });
  afterAll(() => cluster.close());

  it('the admin users search reads the name and email trigram indexes', async () => {
    const admin = await createStaff(t, 'superadmin');
    seen.length = 0;
    const res = await t.app.inject({ url: '/api/users?search=student1234%40&limit=10', headers: bearer(admin.token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.pagination.total).toBe(1);
    const statement = seen.find((s) => /from "users"/.test(s.query) && /ilike/i.test(s.query) && /limit/i.test(s.query));
    expect(statement, 'the page query').toBeDefined();
    // Explained over a plain connection to the same database, with the app's own parameters.
    const url = new URL(process.env.TEST_DATABASE_URL!);
    const [name] = (await t.database.db.execute(sql`select current_database() as name`).then((r) => (r as unknown as { rows: { name: string }[] }).rows)).map(
      (r) => r.name,
    );
    url.pathname = `/${name}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const plan = (await client.query(`explain ${statement!.query}`, statement!.params)).rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(plan).toMatch(/users_(name|email)_trgm_idx/);
      expect(plan).not.toMatch(/Seq Scan on users\b/);
    } finally {
      await client.end();
    }
  });
});
