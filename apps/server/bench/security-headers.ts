// Why the security headers are set by our own hook and not @fastify/helmet (docs/decisions/0021):
// the same JSON route with no headers, with ours (computed once), and with @fastify/helmet set to
// the same policy, each served by a child process and loaded in turns with autocannon. Prints
// requests a second and each one's ratio to the route without headers, measured in the same run.
//   npx tsx bench/security-headers.ts
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import fastifyHelmet from '@fastify/helmet';
import Fastify from 'fastify';
import { registerSecurityHeaders } from '../src/plugins/security-headers.ts';

const VARIANTS = ['none', 'ours', 'helmet'] as const;
type Variant = (typeof VARIANTS)[number];
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const SECONDS = Number(process.env.SECONDS ?? 2);

async function serve(variant: Variant, port: number) {
  const app = Fastify();
  if (variant === 'ours') await registerSecurityHeaders(app, '/nonexistent');
  if (variant === 'helmet')
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'deny' },
      hsts: false,
    });
  app.get('/api/config/config', async () => ({ success: true, data: { eventName: 'HackCamp', votingEnabled: false, teamFormationEnabled: true } }));
  await app.listen({ port, host: '127.0.0.1' });
}

if (process.argv[2] === '--serve') {
  await serve(process.argv[3] as Variant, Number(process.argv[4]));
} else {
  const ports = { none: 4601, ours: 4602, helmet: 4603 } satisfies Record<Variant, number>;
  const children = VARIANTS.map((v) =>
    spawn(process.execPath, ['--import', 'tsx', import.meta.filename, '--serve', v, String(ports[v])], { stdio: 'inherit' }),
  );
  try {
    for (const v of VARIANTS)
      for (;;) {
        try {
          await fetch(`http://127.0.0.1:${ports[v]}/api/config/config`);
          break;
        } catch {
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    const rates: Record<Variant, number[]> = { none: [], ours: [], helmet: [] };
    for (let round = 0; round < ROUNDS; round++)
      for (const v of VARIANTS) {
        const result = await autocannon({ url: `http://127.0.0.1:${ports[v]}/api/config/config`, connections: 50, duration: SECONDS });
        rates[v].push(result.requests.average);
      }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const base = median(rates.none);
    for (const v of VARIANTS)
      console.log(`${v.padEnd(7)} ${Math.round(median(rates[v])).toString().padStart(6)} req/s  ${(median(rates[v]) / base).toFixed(3)}x`);
  } finally {
    for (const c of children) c.kill('SIGTERM');
  }
}
