import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { spawnServer } from './helpers/server-process.ts';

/**
 * A setting the operator wrote wrong stops the real process with one sentence naming the variable
 * and what to write instead, exit code 1, and no stack trace (the stack of a ConfigError says
 * nothing an operator can use).
 */
const onPostgres = process.env.TEST_ENGINE === 'postgres';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-settings-'));
const stops: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(stops.map((stop) => stop()));
  fs.rmSync(work, { recursive: true, force: true });
});

async function printedOnFailure(env: Record<string, string>): Promise<string> {
  // Its own DATA_DIR, so a setting let through by mistake opens nothing that matters.
  const server = spawnServer({ DATA_DIR: path.join(work, 'data'), ...env });
  stops.push(() => server.stop());
  const code = await new Promise<number | null>((resolve) => server.child.once('exit', (c) => resolve(c)));
  expect(code, server.output()).toBe(1);
  return server.output().trim();
}

const CASES: [name: string, env: Record<string, string>, sentence: string][] = [
  [
    'a DATABASE_URL that is not an address',
    { DATABASE_URL: 'notaurl' },
    'DATABASE_URL is not a valid address: write it as postgres://user:password@host:5432/database.',
  ],
  [
    'a DATABASE_URL of another kind',
    { DATABASE_URL: 'mysql://db-host/hackcamp' },
    'DATABASE_URL is not a valid address: write it as postgres://user:password@host:5432/database.',
  ],
  ['a PORT that is not a number', { PORT: 'abc' }, 'PORT must be a whole number from 0 to 65535, e.g. PORT=3000.'],
  [
    'a short JWT_SECRET',
    { JWT_SECRET: 'short' },
    'JWT_SECRET must be at least 32 characters: make one with `openssl rand -base64 48`, or leave it unset to have one generated and kept in the database.',
  ],
  ['a negative TOKEN_TTL_HOURS', { TOKEN_TTL_HOURS: '-1' }, 'TOKEN_TTL_HOURS must be a number of hours above 0, e.g. TOKEN_TTL_HOURS=168 for a week.'],
  ['an unknown LOG_LEVEL', { LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace or silent.'],
  ['an ADMIN_EMAIL that is not one', { ADMIN_EMAIL: 'organiser' }, 'ADMIN_EMAIL must be an email address, e.g. ADMIN_EMAIL=organiser@example.edu.'],
  [
    'REGISTRATIONS_PER_HOUR of 0',
    { REGISTRATIONS_PER_HOUR: '0' },
    'REGISTRATIONS_PER_HOUR must be a whole number of at least 1, e.g. REGISTRATIONS_PER_HOUR=10.',
  ],
  [
    'a MAX_EVENT_LOOP_DELAY_MS that is not a number',
    { MAX_EVENT_LOOP_DELAY_MS: 'lots' },
    'MAX_EVENT_LOOP_DELAY_MS must be a whole number of milliseconds from 0 to 60000 (0 never sheds load), e.g. MAX_EVENT_LOOP_DELAY_MS=500.',
  ],
  [
    'SMTP_URL without MAIL_FROM',
    { SMTP_URL: 'smtps://user:pass@mail.example.edu:465', PUBLIC_URL: 'https://camp.example.edu' },
    'SMTP_URL is set, so MAIL_FROM (the sender of the mails) and PUBLIC_URL (the address in the mailed links, e.g. https://camp.example.edu) are needed too.',
  ],
  [
    'TRUST_PROXY=true',
    { TRUST_PROXY: 'true' },
    'TRUST_PROXY=true would let any client choose its own address (it writes the leftmost X-Forwarded-For entry itself, so every per-address limit could be escaped): set TRUST_PROXY to the number of proxies in front of HackCamp (TRUST_PROXY=1 for one nginx or load balancer), or to their addresses (e.g. TRUST_PROXY=10.0.0.2,10.0.0.3).',
  ],
  [
    'a TRUST_PROXY that is no count or address',
    { TRUST_PROXY: 'nginx' },
    'TRUST_PROXY must be false, the number of proxies in front of HackCamp (1 for one nginx), or a comma-separated list of their addresses or ranges (e.g. TRUST_PROXY=10.0.0.2,10.0.0.0/24).',
  ],
];

/** Those the real process is started with: one of each kind of check (the rest go through the same sentences). */
const SPAWNED = new Set([
  'a DATABASE_URL that is not an address',
  'a PORT that is not a number',
  'a short JWT_SECRET',
  'SMTP_URL without MAIL_FROM',
  'TRUST_PROXY=true',
]);

describe('every invalid setting is one sentence naming it', () => {
  it.each(CASES)('%s', (_name, env, sentence) => {
    let thrown: unknown;
    try {
      loadConfig(env);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as Error).message).toBe(sentence);
  });
});

// The process stops before it opens any database, so once is enough: on PGlite's run.
describe.skipIf(onPostgres)('an invalid setting stops the real server with that sentence alone', () => {
  it.concurrent.each(CASES.filter(([name]) => SPAWNED.has(name)))('%s', { timeout: 120_000 }, async (_name, env, sentence) => {
    const out = await printedOnFailure(env);
    expect(out).toBe(sentence);
    expect(out).not.toMatch(/\n\s+at /);
  });

  it('never repeats a secret it refuses', { timeout: 120_000 }, async () => {
    const out = await printedOnFailure({ SMTP_URL: 'not a url with a-secret-password', JWT_SECRET: 'a-short-secret' });
    expect(out.split('\n')).toEqual([
      'JWT_SECRET must be at least 32 characters: make one with `openssl rand -base64 48`, or leave it unset to have one generated and kept in the database.',
      'SMTP_URL is not a valid address: write it as smtps://user:password@mail.example.edu:465.',
    ]);
    expect(out).not.toContain('secret-password');
    expect(out).not.toContain('a-short-secret');
  });
});

describe('TRUST_PROXY', () => {
  const trustProxy = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;

  it('takes the number of proxies in front, or their addresses and ranges', () => {
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('10.0.0.2, 10.0.0.0/8,fd00::/8')).toEqual(['10.0.0.2', '10.0.0.0/8', 'fd00::/8']);
    expect(trustProxy('loopback')).toEqual(['loopback']);
  });

  it('is off when unset, empty, false or 0', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const off of ['', 'false', '0']) expect(trustProxy(off)).toBe(false);
  });

  it('refuses true, and addresses that are not', () => {
    expect(() => trustProxy('true')).toThrow(ConfigError);
    for (const bad of ['yes', '10.0.0.300', '10.0.0.0/33', '10.0.0.2,', '-1', '1.5']) expect(() => trustProxy(bad), bad).toThrow(ConfigError);
  });
});

describe('MAX_EVENT_LOOP_DELAY_MS', () => {
  it('sheds load past 500 ms by default, at the bound given, and never with 0', () => {
    expect(loadConfig({}).maxEventLoopDelayMs).toBe(500);
    expect(loadConfig({ MAX_EVENT_LOOP_DELAY_MS: '800' }).maxEventLoopDelayMs).toBe(800);
    expect(loadConfig({ MAX_EVENT_LOOP_DELAY_MS: '0' }).maxEventLoopDelayMs).toBe(0);
    for (const bad of ['-1', '1.5', '60001']) expect(() => loadConfig({ MAX_EVENT_LOOP_DELAY_MS: bad }), bad).toThrow(ConfigError);
  });
});
