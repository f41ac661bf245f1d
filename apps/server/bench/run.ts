// `npm run bench`: throughput of the main API paths, each as a ratio of a hello-world Fastify
// route measured in the same run on the same machine, so results compare across machines.
// Not a test: it prints numbers and never fails on them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { openPglite, type Database } from '../src/db/client.ts';
import { openFreshPostgres } from '../test/helpers/test-database.ts';
import { TokenService } from '../src/lib/tokens.ts';
import { users } from '../src/db/schema/index.ts';
import { sql } from 'drizzle-orm';
import { benchImportAndBackup } from './import-and-backup.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = 50;

async function measure(url: string, headers: Record<string, string> = {}, method: 'GET' | 'POST' = 'GET', body?: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers, method, body });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function main() {
  const baseline = Fastify();
  baseline.get('/hello', async () => ({ hello: 'world' }));
  const baseUrl = await baseline.listen({ port: 0, host: '127.0.0.1' });
  const base = await measure(`${baseUrl}/hello`);
  await baseline.close();
  console.log(`baseline hello-world: ${base.rps.toFixed(0)} req/s, p99 ${base.p99} ms\n`);

  const engines: [string, () => Promise<Database>][] = [['pglite', () => openPglite(undefined)]];
  if (process.env.BENCH_DATABASE_URL) engines.push(['postgres', () => openFreshPostgres(process.env.BENCH_DATABASE_URL!, 10)]);

  for (const [engine, open] of engines) {
    const database = await open();
    const app = await buildApp({
      database,
      tokens: new TokenService('bench-secret-bench-secret-bench-secret-00', 3600),
      config: { webDist: fs.mkdtempSync(path.join(os.tmpdir(), 'hc-bench-')), trustProxy: false, logLevel: 'silent' },
      loginLimits: { perEmail: 1e9, perIp: 1e9, perUserPasswordChange: 1e9, windowSeconds: 60 },
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const reg = { name: 'Bench', email: 'bench@bench.dev', mobile: '9876543210', collegeName: 'X', password: 'benchpass', confirmPassword: 'benchpass' };
    await app.inject({ method: 'POST', url: '/api/auth/register', payload: reg });
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: reg.email, password: reg.password } });
    const token = (login.json() as { data: { token: string } }).data.token;

    // 10,000 participants with spread scores: the leaderboard must stay an index read.
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2hzYWx0$placeholderplaceholderplaceholderpl';
    for (let from = 0; from < 10_000; from += 1000) {
      await database.db.insert(users).values(
        Array.from({ length: 1000 }, (_, i) => ({
          name: `Bench ${from + i}`,
          email: `bench${from + i}@bench.dev`,
          passwordHash: hash,
          role: 'participant' as const,
          participantType: 'bootcamp' as const,
          totalScore: ((from + i) * 7919) % 2000,
        })),
      );
    }
    await database.db.execute(sql`analyze users`);
    if (engine === 'postgres') {
      const plan = await database.db.execute(
        sql`explain select id from users where role = 'participant' and is_active and participant_type = 'bootcamp' order by total_score desc, created_at, id limit 20 offset 4000`,
      );
      const first = (plan as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).slice(0, 3).join(' | ');
      console.log(`  plan of leaderboard page 201 at 10,000 participants: ${first}`);
    }
    const auth = { authorization: `Bearer ${token}` };

    const rows: [string, Awaited<ReturnType<typeof measure>>][] = [
      ['GET /api/users/leaderboard page 1 (10k users)', await measure(`${url}/api/users/leaderboard?limit=20&page=1`, auth)],
      ['GET /api/users/leaderboard page 201 (10k users)', await measure(`${url}/api/users/leaderboard?limit=20&page=201`, auth)],
      ['GET /api/users/leaderboard search (10k users)', await measure(`${url}/api/users/leaderboard?limit=20&search=Bench%2012`, auth)],
      ['GET /api/health (1 query)', await measure(`${url}/api/health`)],
      ['GET /api/auth/profile (token + session read)', await measure(`${url}/api/auth/profile`, { authorization: `Bearer ${token}` })],
      [
        'POST /api/auth/login (argon2id verify)',
        await measure(`${url}/api/auth/login`, { 'content-type': 'application/json' }, 'POST', JSON.stringify({ email: reg.email, password: reg.password })),
      ],
    ];
    console.log(`engine: ${engine}`);
    for (const [name, r] of rows) {
      console.log(`  ${name.padEnd(50)} ${r.rps.toFixed(0).padStart(7)} req/s  ${(r.rps / base.rps).toFixed(3)}x baseline  p99 ${r.p99} ms${r.errors ? `  (${r.errors} errors)` : ''}`);
    }
    for (const line of await benchImportAndBackup(app, database, open)) console.log(line);
    await app.close();
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
