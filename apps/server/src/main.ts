// First: V8's flags apply to what is allocated after them.
import './v8-flags.ts';
import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { seedDemoEvent } from './db/demo-data/seed-demo-event.ts';
import { openDatabase } from './db/open-database.ts';
import { tokensWithDatabaseKey } from './db/signing-key.ts';
import { explainStartupFailure } from './db/startup-failure.ts';
import { LOAD_SHEDDING } from './plugins/load-shedding.ts';
import { createMailer } from './lib/mailer.ts';
import { TokenService } from './lib/tokens.ts';

/** How long requests under way at SIGTERM may take to finish. */
const SHUTDOWN_GRACE_MS = 8_000;

async function main() {
  const config = loadConfig();
  const demo = process.argv.includes('--demo');

  // A setting the operator must fix (a locked or read-only DATA_DIR, an unreachable DATABASE_URL,
  // a database of a newer HackCamp, a taken PORT) ends the process with one sentence naming it.
  const orExplain = async <T>(step: () => Promise<T>): Promise<T> => {
    try {
      return await step();
    } catch (err) {
      const plain = explainStartupFailure(err, config);
      if (!plain) throw err;
      console.error(`\n${plain}\n`);
      process.exit(1);
    }
  };
  const database = await orExplain(() => openDatabase(config, { queryTimeoutMs: config.dbQueryTimeoutMs }));

  // A configured JWT_SECRET is the operator's to change; the generated key is replaced by a restore.
  const tokens = config.jwtSecret ? new TokenService(config.jwtSecret, config.tokenTtlSeconds) : await tokensWithDatabaseKey(database, config.tokenTtlSeconds);
  const mail = config.mail && { mailer: createMailer(config.mail), publicUrl: config.mail.publicUrl };
  const app = await buildApp({
    database,
    tokens,
    config,
    mail,
    publicUrl: config.publicUrl,
    loginLimits: { registrationsPerIp: config.registrationsPerHour },
    liveOptions: { streamsPerNode: config.liveStreamsPerNode },
    loadShedding: config.maxEventLoopDelayMs > 0 ? { ...LOAD_SHEDDING, maxEventLoopDelayMs: config.maxEventLoopDelayMs } : undefined,
  });

  // The demo brings its own superadmin, so it is seeded before one would be generated.
  const demoAccounts = demo ? await seedDemoEvent(database.db) : null;
  const admin = await app.services.staff.ensureFirstAdmin(config.admin);
  if (admin?.password) {
    console.log(
      `\nFirst superadmin created. Sign in with:\n  email:    ${admin.email}\n  password: ${admin.password}\n` +
        'This password is shown once; the first sign-in asks for a new one. Or set ADMIN_EMAIL and ADMIN_PASSWORD.\n',
    );
  }
  if (demoAccounts) console.log(demoAccounts);
  // What has had its time (sessions, sign-in attempts, reset links, an import's kept passwords, idempotency keys,
  // the temporary file of a backup whose process was killed: each module's cleanUp): deleted at
  // start, then every hour, so nothing outlives its limit by more than an hour.
  await app.runCleanUps();
  setInterval(() => void app.runCleanUps().catch((err: unknown) => app.log.warn({ err }, 'periodic clean-up failed')), 60 * 60 * 1000).unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    // Idle connections close at once and live streams end (app.ts). A request still coming in
    // after this (a slow upload, headers sent a byte at a time, which Node stops timing out once
    // closing) is cut, so the node exits before a supervisor's SIGKILL (docker stop: 10 s).
    setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    try {
      await app.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await orExplain(() => app.listen({ port: config.port, host: config.host }));
  // PORT=0 lets the system choose a free port; this is the one it chose.
  const { port } = app.server.address() as AddressInfo;
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`HackCamp is running at http://localhost:${port} (database: ${where})`);
  // A parent that started this process with an IPC channel (the tests) learns the port without
  // reading the log; without a channel there is no process.send.
  process.send?.({ type: 'listening', port });
}

main().catch((err) => {
  // A setting to fix is its sentence alone; anything else is a bug, and then the stack helps.
  if (err instanceof ConfigError) console.error(`\n${err.message}\n`);
  else console.error(err);
  process.exit(1);
});
