import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Paths in the environment are taken relative to where the user ran npm, not to this package. */
const baseDir = process.env.INIT_CWD ?? process.cwd();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  CHANGE_FEED_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(6).optional(),
  ADMIN_NAME: z.string().min(1).default('Event Admin'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  LIVE_STREAMS_PER_NODE: z.coerce.number().int().min(1).optional(),
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
  jwtSecret: string | undefined;
  tokenTtlSeconds: number;
  admin: { email: string | undefined; password: string | undefined; name: string };
  webDist: string;
  trustProxy: boolean;
  /** Public registrations allowed from one address per hour. */
  registrationsPerHour: number;
  /** Live streams (`GET /api/events`) this node holds at most; past it new ones get 503 and go to another node. */
  liveStreamsPerNode: number;
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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  if (e.SMTP_URL && (!e.MAIL_FROM || !e.PUBLIC_URL)) {
    throw new Error(
      'Invalid configuration:\n  SMTP_URL is set, so MAIL_FROM (the sender of the mails) and PUBLIC_URL (the address in the mailed links, e.g. https://camp.example.edu) are needed too',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(baseDir, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    changeFeedUrl: e.CHANGE_FEED_URL,
    jwtSecret: e.JWT_SECRET,
    tokenTtlSeconds: Math.round(e.TOKEN_TTL_HOURS * 3600),
    admin: { email: e.ADMIN_EMAIL?.toLowerCase(), password: e.ADMIN_PASSWORD, name: e.ADMIN_NAME },
    webDist: e.WEB_DIST ? path.resolve(baseDir, e.WEB_DIST) : path.resolve(import.meta.dirname, '../../web/dist'),
    trustProxy: e.TRUST_PROXY === 'true',
    registrationsPerHour: e.REGISTRATIONS_PER_HOUR,
    liveStreamsPerNode: e.LIVE_STREAMS_PER_NODE ?? defaultLiveStreamsPerNode(),
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
