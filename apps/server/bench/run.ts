// `npm run bench`: throughput of the main API paths, each as a ratio of a hello-world Fastify
// route measured in the same run on the same machine, so results compare across machines.
// Not a test: it prints numbers and never fails on them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { openPglite, openPostgres, type Database } from '../src/db/client.ts';
import { TokenService } from '../src/lib/tokens.ts';

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
  if (process.env.BENCH_DATABASE_URL) engines.push(['postgres', () => openPostgres(process.env.BENCH_DATABASE_URL!)]);

  for (const [engine, open] of engines) {
    const database = await open();
    const app = await buildApp({
      database,
      tokens: new TokenService('bench-secret-bench-secret-bench-secret-00', 3600),
      config: { webDist: fs.mkdtempSync(path.join(os.tmpdir(), 'hc-bench-')), trustProxy: false, logLevel: 'silent' },
      loginLimits: { perEmail: 1e9, perIp: 1e9, windowSeconds: 60 },
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const reg = { name: 'Bench', email: 'bench@bench.dev', mobile: '9876543210', collegeName: 'X', password: 'benchpass', confirmPassword: 'benchpass' };
    await app.inject({ method: 'POST', url: '/api/auth/register', payload: reg });
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: reg.email, password: reg.password } });
    const token = (login.json() as { data: { token: string } }).data.token;

    const rows: [string, Awaited<ReturnType<typeof measure>>][] = [
      ['GET /api/health (1 query)', await measure(`${url}/api/health`)],
      ['GET /api/auth/profile (token + session read)', await measure(`${url}/api/auth/profile`, { authorization: `Bearer ${token}` })],
      [
        'POST /api/auth/login (argon2id verify)',
        await measure(`${url}/api/auth/login`, { 'content-type': 'application/json' }, 'POST', JSON.stringify({ email: reg.email, password: reg.password })),
      ],
    ];
    console.log(`engine: ${engine}`);
    for (const [name, r] of rows) {
      console.log(`  ${name.padEnd(48)} ${r.rps.toFixed(0).padStart(7)} req/s  ${(r.rps / base.rps).toFixed(3)}x baseline  p99 ${r.p99} ms${r.errors ? `  (${r.errors} errors)` : ''}`);
    }
    await app.close();
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
