import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { LIMITS } from '@hackcamp/contract';
import { z } from 'zod';

/** Paths in the environment are taken relative to where the user ran npm, not to this package. */
const baseDir = process.env.INIT_CWD ?? process.cwd();

/** Bounds of the settings, which the sentences below state. */
const JWT_SECRET_MIN = 32;
const DB_QUERY_TIMEOUT_MS = { min: 100, max: 600_000 } as const;
const MAX_EVENT_LOOP_DELAY_MS_MAX = 60_000;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().refine(isPostgresUrl).optional(),
  CHANGE_FEED_URL: z.string().url().refine(isPostgresUrl).optional(),
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(DB_QUERY_TIMEOUT_MS.min).max(DB_QUERY_TIMEOUT_MS.max).default(5_000),
  JWT_SECRET: z.string().min(JWT_SECRET_MIN).optional(),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(LIMITS.passwordMin).optional(),
  ADMIN_NAME: z.string().min(1).default('Event Admin'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).default(LIMITS.registrationsPerHour),
  LIVE_STREAMS_PER_NODE: z.coerce.number().int().min(1).optional(),
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(MAX_EVENT_LOOP_DELAY_MS_MAX).default(500),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Mail for "Forgot password?": off unless SMTP_URL is set, and then the other two are needed.
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).optional(),
  PUBLIC_URL: z.string().url().optional(),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The change feed's LISTEN connection; DATABASE_URL unless that goes through a transaction-mode pooler. */
  changeFeedUrl: string | undefined;
  /** How long any wait on PostgreSQL may last (a connection, a query) before the request answers 503. */
  dbQueryTimeoutMs: number;
  jwtSecret: string | undefined;
  tokenTtlSeconds: number;
  admin: { email: string | undefined; password: string | undefined; name: string };
  webDist: string;
  /** Who may say, in X-Forwarded-For, which address a request came from (see trustProxyOf). */
  trustProxy: TrustProxy;
  /** Public registrations allowed from one address per hour. */
  registrationsPerHour: number;
  /** Live streams (`GET /api/events`) this node holds at most; past it new ones get 503 and go to another node. */
  liveStreamsPerNode: number;
  /** Mean event-loop delay over a second past which the node answers 503 "too busy"; 0 never sheds load. */
  maxEventLoopDelayMs: number;
  logLevel: string;
  /** Set when the server can mail password reset links. */
  mail: MailSettings | undefined;
  /** PUBLIC_URL, without a trailing slash: printed on certificates and check-in codes even without mail (the settings' own address wins). */
  publicUrl: string | undefined;
}

export interface MailSettings {
  smtpUrl: string;
  from: string;
  /** Where the web app is reached from outside: the mailed links point there, never at a request's Host header. */
  publicUrl: string;
}

/** A setting the operator must fix: its message is the whole story, printed without a stack. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * What each variable must be, as the one sentence printed when it is not. Never the value: a
 * DATABASE_URL or SMTP_URL holds a password, and JWT_SECRET is one.
 */
const SETTING_PROBLEMS: Partial<Record<string, string>> = {
  PORT: 'PORT must be a whole number from 0 to 65535, e.g. PORT=3000.',
  DATABASE_URL: 'DATABASE_URL is not a valid address: write it as postgres://user:password@host:5432/database.',
  CHANGE_FEED_URL: 'CHANGE_FEED_URL is not a valid address: write it as postgres://user:password@host:5432/database, or leave it unset to use DATABASE_URL.',
  DB_QUERY_TIMEOUT_MS: `DB_QUERY_TIMEOUT_MS must be a whole number of milliseconds from ${DB_QUERY_TIMEOUT_MS.min} to ${DB_QUERY_TIMEOUT_MS.max}, e.g. DB_QUERY_TIMEOUT_MS=5000.`,
  JWT_SECRET: `JWT_SECRET must be at least ${JWT_SECRET_MIN} characters: make one with \`openssl rand -base64 48\`, or leave it unset to have one generated and kept in the database.`,
  TOKEN_TTL_HOURS: 'TOKEN_TTL_HOURS must be a number of hours above 0, e.g. TOKEN_TTL_HOURS=168 for a week.',
  ADMIN_EMAIL: 'ADMIN_EMAIL must be an email address, e.g. ADMIN_EMAIL=organiser@example.edu.',
  ADMIN_PASSWORD: `ADMIN_PASSWORD must be at least ${LIMITS.passwordMin} characters.`,
  REGISTRATIONS_PER_HOUR: `REGISTRATIONS_PER_HOUR must be a whole number of at least 1, e.g. REGISTRATIONS_PER_HOUR=${LIMITS.registrationsPerHour}.`,
  LIVE_STREAMS_PER_NODE: 'LIVE_STREAMS_PER_NODE must be a whole number of at least 1, e.g. LIVE_STREAMS_PER_NODE=5000.',
  MAX_EVENT_LOOP_DELAY_MS: `MAX_EVENT_LOOP_DELAY_MS must be a whole number of milliseconds from 0 to ${MAX_EVENT_LOOP_DELAY_MS_MAX} (0 never sheds load), e.g. MAX_EVENT_LOOP_DELAY_MS=500.`,
  LOG_LEVEL: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace or silent.',
  SMTP_URL: 'SMTP_URL is not a valid address: write it as smtps://user:password@mail.example.edu:465.',
  MAIL_FROM: 'MAIL_FROM must name the sender of the mails, e.g. MAIL_FROM="HackCamp <camp@example.edu>".',
  PUBLIC_URL: 'PUBLIC_URL must be the address people open the app at, e.g. PUBLIC_URL=https://camp.example.edu.',
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable counts as unset: compose files and unit files often pass `NAME=` for "none".
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((i) => String(i.path[0])))];
    const sentences = names.map((name) => {
      const issue = parsed.error.issues.find((i) => String(i.path[0]) === name)!;
      return SETTING_PROBLEMS[name] ?? `${name} is not valid: ${issue.message.replace(/\.?$/, '.')}`;
    });
    throw new ConfigError(sentences.join('\n'));
  }
  const e = parsed.data;
  if (e.SMTP_URL && (!e.MAIL_FROM || !e.PUBLIC_URL)) {
    throw new ConfigError(
      'SMTP_URL is set, so MAIL_FROM (the sender of the mails) and PUBLIC_URL (the address in the mailed links, e.g. https://camp.example.edu) are needed too.',
    );
  }
  const trustProxy = trustProxyOf(e.TRUST_PROXY);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(baseDir, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    changeFeedUrl: e.CHANGE_FEED_URL,
    dbQueryTimeoutMs: e.DB_QUERY_TIMEOUT_MS,
    jwtSecret: e.JWT_SECRET,
    tokenTtlSeconds: Math.round(e.TOKEN_TTL_HOURS * 3600),
    admin: { email: e.ADMIN_EMAIL?.toLowerCase(), password: e.ADMIN_PASSWORD, name: e.ADMIN_NAME },
    webDist: e.WEB_DIST ? path.resolve(baseDir, e.WEB_DIST) : path.resolve(import.meta.dirname, '../../web/dist'),
    trustProxy,
    registrationsPerHour: e.REGISTRATIONS_PER_HOUR,
    liveStreamsPerNode: e.LIVE_STREAMS_PER_NODE ?? defaultLiveStreamsPerNode(),
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
    logLevel: e.LOG_LEVEL,
    mail: e.SMTP_URL ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM!, publicUrl: withoutTrailingSlash(e.PUBLIC_URL!) } : undefined,
    publicUrl: e.PUBLIC_URL ? withoutTrailingSlash(e.PUBLIC_URL) : undefined,
  };
}

/**
 * 10,000 streams, or half of this process's open-file limit when that is lower: each stream holds
 * a socket, and the rest (the database, sign-ins, health checks) must still find a file to open.
 */
export function defaultLiveStreamsPerNode(limits = readLimits()): number {
  const soft = /^Max open files\s+(\d+)/m.exec(limits ?? '')?.[1];
  return soft ? Math.max(1, Math.min(10_000, Math.floor(Number(soft) / 2))) : 10_000;
}

function readLimits(): string | undefined {
  try {
    return fs.readFileSync('/proc/self/limits', 'utf8');
  } catch {
    // Not Linux: no limit to read, the default stands.
    return undefined;
  }
}

function withoutTrailingSlash(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end--;
  return url.slice(0, end);
}

function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

/**
 * false: no proxy, the socket's address is the caller's. A number n: that many proxies in front,
 * each appending to X-Forwarded-For, so the caller is the n-th entry from the right. A list: the
 * proxies' addresses or ranges; the caller is the rightmost entry not from one of them.
 */
export type TrustProxy = false | number | string[];

/** Ranges proxy-addr (Fastify's trustProxy) knows by name. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry.toLowerCase()) || net.isIP(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length || !address || !bits || !/^\d{1,3}$/.test(bits)) return false;
  const family = net.isIP(address);
  return family !== 0 && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY. `true` (trust every hop) is refused: the leftmost X-Forwarded-For entry is
 * whatever the client wrote, and nginx only appends to it, so the client would choose the
 * address every per-address limit counts.
 */
export function trustProxyOf(value: string | undefined): TrustProxy {
  const v = value?.trim() ?? '';
  if (v === '' || v.toLowerCase() === 'false' || v === '0') return false;
  if (v.toLowerCase() === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true would let any client choose its own address (it writes the leftmost X-Forwarded-For entry itself, so every per-address limit could be escaped): set TRUST_PROXY to the number of proxies in front of HackCamp (TRUST_PROXY=1 for one nginx or load balancer), or to their addresses (e.g. TRUST_PROXY=10.0.0.2,10.0.0.3).',
    );
  }
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v.split(',').map((entry) => entry.trim());
  if (entries.every(isAddressOrRange)) return entries;
  throw new ConfigError(
    'TRUST_PROXY must be false, the number of proxies in front of HackCamp (1 for one nginx), or a comma-separated list of their addresses or ranges (e.g. TRUST_PROXY=10.0.0.2,10.0.0.0/24).',
  );
}
