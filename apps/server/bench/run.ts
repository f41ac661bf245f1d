// `npm run bench`: the hot calls of the app at event scale, on PGlite and on PostgreSQL, each as a
// ratio of a hello-world Fastify route measured in the same run, plus memory, start-up, bulk-path
// timings and the web bundle; the tables go to the terminal and to docs/benchmarks.md.
// Not a test: apart from the web bundle's budget it never fails on numbers. How to run it and how
// to read it: docs/benchmarks.md. Settings (environment):
//   BENCH_SECONDS (4), BENCH_WARMUP_SECONDS (1)  length of each measurement and of its warm-up
//   BENCH_READ_TURNS (6) one-second turns of each read (each after one of hello-world)
//   BENCH_DURING_TIMES (1) the reads during a write load run every write at once at this many
//                        times its busiest moment (1: the event's full peak)
//   BENCH_DATABASE_URL   PostgreSQL to use (a role that may create databases); else a throwaway
//                        cluster on BENCH_PG_PORT or a free port
//   BENCH_PORT           first port for the servers (else free ones)
//   BENCH_ENGINES        pglite,postgres (the default) or one of them
//   BENCH_ONLY           measure only the calls whose name contains this text (no bulk paths, no
//                        reads during a write load, no streams); `during`: only the reads during a
//                        write load; `streams`: only the streams phase (it then rewrites its own
//                        part of docs/benchmarks.md)
//   BENCH_STREAMS (10000) live streams the streams phase opens on one node (PostgreSQL only; 0: none)
//   BENCH_STREAM_PROCESSES (2) processes the streams' clients are spread over
//   BENCH_LOG_LEVEL      the server's LOG_LEVEL (info, as in production)
//   BENCH_NOTE           a sentence written next to the numbers (e.g. what else the machine ran)
//   BENCH_SKIP_BUILD=1   use the builds already in apps/server/dist and apps/web/dist
//   BENCH_NODE_ARGS      flags for the app server's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
//   BENCH_CERTIFICATE_ZIP (1000) certificates the certificates zip streams before it stops (`all`: every one)
// docs/benchmarks.md is rewritten only by a full run (both engines, every call).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { TokenService } from '../src/lib/tokens.ts';
import { bundleReport, defaultDist, formatText as bundleText, type BundleReport } from '../../../scripts/web-bundle-report.mjs';
import { prepareCalls } from './calls.ts';
import { pgliteEngine, postgresEngine, type BenchDatabase, type Engine } from './engines.ts';
import { generateEvent } from './event/generate-event.ts';
import { mintTokens } from './event/mint-tokens.ts';
import { benchCertificates } from './certificates.ts';
import { benchImportAndBackup } from './import-and-backup.ts';
import { CONNECTIONS, measure, probe, readInTurns, type Call } from './load.ts';
import { describeMachine, isBusy, loadText } from './machine.ts';
import {
  docsSection,
  duringText,
  engineText,
  helloRps,
  textHeaderLine,
  textRow,
  writeDocs,
  type BenchSettings,
  type DuringReport,
  type EngineReport,
  type Row,
} from './report.ts';
import { freePort, startChild, type ChildServer } from './server-process.ts';
import { benchStreams, STREAM_READS } from './streams.ts';
import { streamsMarkdown, streamsText, writeStreamsDocs } from './streams-report.ts';
import { DB_FLOOR_NAME, DB_FLOOR_RATE, startDbFloor } from './db-floor.ts';
import { startWriteMix, timedRow, type ColdWindow } from './write-mix.ts';

const serverDir = path.resolve(import.meta.dirname, '..');
const repoDir = path.resolve(serverDir, '../..');
const docsFile = path.join(repoDir, 'docs/benchmarks.md');
const env = process.env;

const settings: BenchSettings = {
  seconds: Number(env.BENCH_SECONDS ?? 4),
  readTurns: Number(env.BENCH_READ_TURNS ?? 6),
  warmupSeconds: Number(env.BENCH_WARMUP_SECONDS ?? 1),
  duringTimes: Number(env.BENCH_DURING_TIMES ?? 1),
  connections: CONNECTIONS,
  logLevel: env.BENCH_LOG_LEVEL ?? 'info',
  note: env.BENCH_NOTE,
};
const engineNames = (env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((s) => s.trim());
const only = env.BENCH_ONLY;
/** BENCH_ONLY=during: the reads during a write load alone (no call's name contains "during"). */
const onlyDuring = only === 'during';
/** BENCH_ONLY=streams: the streams phase alone (no call's name contains "streams"). */
const onlyStreams = only === 'streams';
const streamCount = Number(env.BENCH_STREAMS ?? 10_000);
const streamProcesses = Number(env.BENCH_STREAM_PROCESSES ?? 2);
const fullRun = !only && engineNames.includes('pglite') && engineNames.includes('postgres');
const jwtSecret = randomBytes(32).toString('hex');

let nextPort = env.BENCH_PORT ? Number(env.BENCH_PORT) : 0;
const port = async () => (nextPort ? nextPort++ : freePort());

function build() {
  const step = (label: string, args: string[], cwd: string) => {
    const started = performance.now();
    try {
      execFileSync(args[0]!, args.slice(1), { cwd, stdio: 'pipe' });
    } catch (err) {
      const e = err as { stdout?: Buffer; stderr?: Buffer };
      throw new Error(`${label} failed:\n${e.stdout?.toString() ?? ''}${e.stderr?.toString() ?? ''}`, { cause: err });
    }
    console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  step('built the server (apps/server/dist)', [process.execPath, 'build.mjs'], serverDir);
  step(
    'built the web app (apps/web/dist)',
    [process.execPath, path.join(repoDir, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    path.join(repoDir, 'apps/web'),
  );
}

const startServer = async (databaseEnv: Record<string, string>, nodeArgs: string[] = []): Promise<ChildServer> =>
  startChild({
    args: [...nodeArgs, ...(env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), path.join(serverDir, 'dist/main.js')],
    cwd: repoDir,
    env: { ...databaseEnv, NODE_ENV: 'production', JWT_SECRET: jwtSecret, LOG_LEVEL: settings.logLevel, WEB_DIST: defaultDist },
    port: await port(),
    readyPath: '/api/health',
  });

const startHello = async (): Promise<ChildServer> =>
  startChild({
    args: ['--import', 'tsx', path.join(serverDir, 'bench/hello-world-server.ts')],
    cwd: serverDir,
    env: {},
    port: await port(),
    readyPath: '/hello',
  });

const helloCall = (name: string): Call => ({ name, kind: 'read', size: 1, request: () => ({ method: 'GET', path: '/hello', headers: {} }) });

async function measureHello(hello: ChildServer, when: string): Promise<Row> {
  const call = helloCall(`hello-world, ${when} (Fastify, one route)`);
  return { name: call.name, kind: 'baseline', m: await measure(hello.url, call, { ...settings, cpuMs: hello.cpuMs }) };
}

/**
 * Waits until the server has answered what the last measurement left queued: the load generator
 * stops with up to 100 requests in flight (its warm-up's and its own), and on PGlite their queries
 * wait in one line, each request's next query behind everyone else's. A health check joins that
 * line too, so the server is idle once two in a row come back at once.
 */
async function drain(base: string) {
  const deadline = performance.now() + 300_000;
  for (let quick = 0; quick < 2 && performance.now() < deadline;) {
    const started = performance.now();
    await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(120_000) }).catch(() => undefined);
    quick = performance.now() - started < 200 ? quick + 1 : 0;
  }
}

/**
 * Drains the server (unless the writes are meant to keep it busy), then sends the call's first
 * request once: a call the server does not have yet is a skipped row; any other failure is a note
 * on the call's rows.
 */
async function firstRequest(base: string, call: Call, underLoad = false): Promise<{ skipped: Row } | { note: { note?: string } }> {
  if (!underLoad) await drain(base);
  const first = await probe(base, call.request(0));
  if (!first.ok && first.missing) return { skipped: { name: call.name, kind: call.kind, skipped: 'skipped: the server has no such call yet (404)' } };
  return { note: !first.ok ? { note: `${first.status}: ${first.message}` } : {} };
}

/**
 * Every read, each in turns with hello-world (see `readInTurns`): each warmed up on its own, then
 * one turn of each read after another, `readTurns` times round, so every read's turns are spread
 * over the whole read phase. Rows in the calls' order. `underLoad`: while the writes run, so the
 * server is not drained first, and its CPU time, most of it the writes', is not counted.
 */
async function measureReads(server: ChildServer, hello: ChildServer, reads: Call[], underLoad = false, coldWindows?: ColdWindow[]): Promise<Row[]> {
  return (await measureReadsOn([server], hello, reads, { underLoad, coldWindows }))[0]!;
}

/**
 * The reads on several servers at once, one row list per server: each read's turn on one server
 * comes right after its turn on the one before, so the host's moods fall on all of them alike
 * and their ratios compare (the streams phase: a node holding many streams against one holding
 * none). `rounds`: the turns of each read on each server.
 */
async function measureReadsOn(
  servers: ChildServer[],
  hello: ChildServer,
  reads: Call[],
  opts: { underLoad?: boolean; rounds?: number; coldWindows?: ColdWindow[] } = {},
): Promise<Row[][]> {
  const { underLoad = false, rounds = settings.readTurns } = opts;
  const rows = servers.map(() => new Map<Call, Row>());
  const measured: { call: Call; on: number; turns: ReturnType<typeof readInTurns>; note: { note?: string } }[] = [];
  for (const call of reads) {
    for (const [on, server] of servers.entries()) {
      const from = Date.now();
      const first = await firstRequest(server.url, call, underLoad);
      if ('skipped' in first) {
        rows[on]!.set(call, first.skipped);
        continue;
      }
      const turns = readInTurns(server.url, call, {
        warmupSeconds: settings.warmupSeconds,
        ...(underLoad && { maxWarmupSeconds: UNDER_LOAD_MAX_WARMUP_SECONDS }),
        cpuMs: underLoad ? undefined : server.cpuMs,
        yardstick: { base: hello.url, call: helloCall('hello-world') },
      });
      await turns.warmUp();
      opts.coldWindows?.push({ from, to: Date.now() });
      measured.push({ call, on, turns, note: first.note });
    }
  }
  for (let round = 0; round < rounds; round++) for (const { turns } of measured) await turns.turn();
  for (const { call, on, turns, note } of measured) {
    const { yardstickRps, ...m } = turns.result();
    rows[on]!.set(call, { name: call.name, kind: call.kind, m, helloRps: yardstickRps, ...note });
  }
  return rows.map((byCall) => reads.map((call) => byCall.get(call)!));
}

const MIN_PACED_ANSWERS = 200;

/**
 * A read's warm-up while the writes run stops here, sent its whole rotation or not: the writes
 * drop what it loads anyway, and a read the writes starve would take the full 30 s, each.
 */
const UNDER_LOAD_MAX_WARMUP_SECONDS = 5;

/**
 * A write: its latency at its peak rate first (on fresh data), then its capacity at full load,
 * each on data of its own. `next`: the first request of its data left unused.
 */
async function measureWrite(server: ChildServer, call: Call): Promise<{ rows: Row[]; next: number }> {
  const base = server.url;
  const first = await firstRequest(base, call);
  if ('skipped' in first) return { rows: [first.skipped], next: 0 };
  const { note } = first;
  const rows: Row[] = [];
  let start = 1;
  if (call.peakRate) {
    // A p99 needs answers to be one: 4 s of bulk marks at 10 a second are 40 answers, whose p99 is
    // simply the slowest. A paced row runs until it has MIN_PACED_ANSWERS.
    const seconds = Math.max(settings.seconds, MIN_PACED_ANSWERS / call.peakRate);
    const m = await measure(base, call, { ...settings, seconds, start, rate: call.peakRate, cpuMs: server.cpuMs });
    rows.push({ name: `${call.name} at ${call.peakRate}/s`, kind: 'write', rate: call.peakRate, m, ...note });
    start = m.next;
    await drain(base);
  }
  const m = await measure(base, call, { ...settings, start, cpuMs: server.cpuMs });
  rows.push({ name: `${call.name}, full load`, kind: 'capacity', m, ...note });
  return { rows, next: m.next };
}

/**
 * How long the phase of reads during a write load may take: each read's warm-up and turns, with
 * room to spare for its first request. Its writes' requests are built ahead for that long.
 */
function duringMaxSeconds(reads: number): number {
  const warmupMax = Math.max(settings.warmupSeconds, UNDER_LOAD_MAX_WARMUP_SECONDS);
  return settings.warmupSeconds + reads * (2 * settings.readTurns + warmupMax + 2) + 30;
}

/**
 * The end of a write's data kept for the phase of reads during a write load, which runs last: the
 * write phase's own rows use what comes before it. Without it a write used once per request ran
 * out there on a slow engine (measured on 2026-12-01, PGlite: the joins' rows at 100/s and at
 * full load took every free place, and the phase had no joins). At most half the data.
 */
function reservedForDuring(call: Call, reads: number): number {
  if (call.repeatable || call.busiestRate === undefined) return 0;
  const wanted = Math.ceil(call.busiestRate * settings.duringTimes * duringMaxSeconds(reads));
  return Math.min(wanted, Math.floor(call.size / 2));
}

/**
 * Reads during a write load: every write at once, each at `duringTimes` its busiest moment (see
 * write-mix.ts), sent by the paced sender for the whole phase as users
 * would send them at the event's busiest moment, while the reads marked
 * `duringWrites` are measured again exactly as in the read phase (warm-up, turns with
 * hello-world, 50 connections). The writes change what the reads are built from, so the change
 * feed invalidates their caches all along: the reads' p99 here includes reloading them.
 * Hello-world's turns run beside the same write load, so a ratio compares the read with what the
 * busy machine still gives any route; what the writes cost the read inside the server (its event
 * loop, its reloads) is what lowers it. Each write carries on with the data the write phase left
 * (`next`); a write the server does not have (404) stays out of the mix.
 */
async function measureDuringWrites(
  server: ChildServer,
  hello: ChildServer,
  reads: Call[],
  writes: { call: Call; next: number }[],
  databaseUrl: string | undefined,
): Promise<DuringReport> {
  const base = server.url;
  await drain(base);
  const mixed: { call: Call; next: number }[] = [];
  for (const { call, next } of writes) {
    const first = await probe(base, call.request(next));
    if (first.ok || !first.missing) mixed.push({ call, next: next + 1 });
  }
  const maxSeconds = duringMaxSeconds(reads.length);
  const feedDownsBefore = server.feedDowns();
  const mix = startWriteMix(base, mixed, { times: settings.duringTimes, warmupSeconds: settings.warmupSeconds, maxSeconds });
  let rows: Row[];
  // While each read's warm-up sends its distinct requests for the first time, every one a load
  // from the database: the writes' answers then are told apart from the rest (write-mix.ts).
  const coldWindows: ColdWindow[] = [];
  let dbFloor: ReturnType<typeof startDbFloor> | undefined;
  try {
    await new Promise((resolve) => setTimeout(resolve, settings.warmupSeconds * 1000));
    // The database's own floor, counted from where the writes are (PostgreSQL: PGlite has no connection to share).
    dbFloor = databaseUrl ? startDbFloor(databaseUrl) : undefined;
    rows = await measureReads(server, hello, reads, true, coldWindows);
  } catch (err) {
    // The sender would go on sending into whatever runs next.
    await mix.stop().catch(() => undefined);
    await dbFloor?.stop().catch(() => undefined);
    throw err;
  }
  const { seconds, writes: writeRows, coldSeconds } = await mix.stop(coldWindows);
  if (dbFloor) writeRows.push(timedRow(DB_FLOOR_NAME, DB_FLOOR_RATE, await dbFloor.stop(), coldWindows, seconds));
  return { rows, writes: writeRows, times: settings.duringTimes, seconds, coldSeconds, feedDowns: server.feedDowns() - feedDownsBefore };
}

async function benchBulkPaths(engine: Engine, target: BenchDatabase): Promise<string[]> {
  const database = await target.open();
  try {
    const app = await buildApp({
      database,
      tokens: new TokenService(jwtSecret, 3600),
      config: { webDist: defaultDist, trustProxy: false, logLevel: 'silent' },
      loginLimits: { perEmail: 1e9, perIp: 1e9, perUserPasswordChange: 1e9, windowSeconds: 60 },
    });
    try {
      return [...(await benchImportAndBackup(app, database, () => engine.openScratch())), ...(await benchCertificates(app, database))];
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/**
 * The streams phase on two servers of its own, started fresh on the same database: one takes
 * `BENCH_STREAMS` streams and one announcement to all of them; the other holds none, and the
 * hot reads a participant's screens make are measured on both in alternating turns.
 */
async function runStreamsPhase(target: BenchDatabase, hello: ChildServer, tokens: { streams: string[]; admin: string }, calls: Call[]) {
  const reads = STREAM_READS.map((name) => calls.find((c) => c.name === name)).filter((c): c is Call => c !== undefined);
  // Its inspector lets the phase collect its garbage before reading its memory; on the loopback
  // address of a throwaway server, and nothing attaches to it otherwise.
  const inspectPort = await freePort();
  const server = await startServer(target.env, [`--inspect=127.0.0.1:${inspectPort}`]);
  try {
    const reference = await startServer(target.env);
    try {
      // Not counted: a fresh server's first second of each read runs colder code than later ones.
      await measureReadsOn([reference, server], hello, reads, { rounds: 1 });
      const report = await benchStreams({
        server,
        tokens: tokens.streams,
        adminToken: tokens.admin,
        processes: streamProcesses,
        inspectPort,
        measureReads: async () => {
          const [without, withStreams] = await measureReadsOn([reference, server], hello, reads);
          return { without: without!, with: withStreams! };
        },
        show: (line) => console.log(line),
      });
      const text = streamsText(report);
      text.forEach((line) => console.log(line));
      return { text, markdown: streamsMarkdown(report, onlyStreams ? settings.note : undefined) };
    } finally {
      await reference.stop();
    }
  } finally {
    await server.stop();
  }
}

async function runEngine(engine: Engine): Promise<EngineReport> {
  const dbWord = engine.name === 'pglite' ? 'data folder' : 'database';
  console.log(`\n== ${engine.name}: ${engine.label}`);

  // Skipped for a run of a few calls: on PGlite it takes a while.
  let emptyMs = NaN;
  let emptyRssMb: number | null = null;
  if (!only) {
    const empty = await engine.createEmpty();
    try {
      const server = await startServer(empty.env);
      emptyMs = server.startupMs;
      emptyRssMb = server.memory()?.rssMb ?? null;
      await server.stop();
    } finally {
      await empty.drop();
    }
    console.log(`start-up on an empty ${dbWord}: ${(emptyMs / 1000).toFixed(1)} s`);
  }

  const target = await engine.createEmpty();
  try {
    const database = await target.open();
    const started = performance.now();
    const plan = await generateEvent(database.db);
    const generationMs = performance.now() - started;
    const allCalls = await prepareCalls(database.db, new TokenService(jwtSecret, 24 * 3600), plan);
    const calls = allCalls.filter((c) => !only || onlyDuring || c.name.includes(only));
    // The streams phase measures a node's streams on the engine several nodes share.
    const streamsHere = engine.name === 'postgres' && streamCount > 0 && (!only || onlyStreams);
    let streamTokens: { streams: string[]; admin: string } | undefined;
    if (streamsHere) {
      const participants = [...plan.bootcamp, ...plan.hackathon];
      // One stream per participant; past their number, some have a second tab open.
      const holders = Array.from({ length: streamCount }, (_, i) => participants[i % participants.length]!);
      const minter = new TokenService(jwtSecret, 24 * 3600);
      streamTokens = { streams: await mintTokens(database.db, minter, holders), admin: (await mintTokens(database.db, minter, [plan.admins[0]!]))[0]! };
    }
    await database.close();
    const sizeMb = await target.sizeMb();
    console.log(
      `generated the event in ${(generationMs / 1000).toFixed(1)} s (${Object.values(plan.rows)
        .reduce((a, b) => a + b, 0)
        .toLocaleString('en')} rows)`,
    );

    console.log(textHeaderLine());
    const hello = await startHello();
    const rows: Row[] = [];
    let server: ChildServer | undefined;
    let peakRssMb: number | null = null;
    let eventRssMb: number | null = null;
    let during: DuringReport | undefined;
    let streams: EngineReport['streams'];
    try {
      const before = await measureHello(hello, 'before');
      rows.push(before);
      console.log(textRow(before, helloRps(rows)));
      server = await startServer(target.env);
      eventRssMb = server.memory()?.rssMb ?? null;
      const app = server;
      try {
        const show = (row: Row) => {
          rows.push(row);
          console.log(textRow(row, helloRps(rows)));
        };
        // The reads first, on the event as generated; the writes change it.
        if (!onlyDuring)
          (
            await measureReads(
              app,
              hello,
              calls.filter((c) => c.kind === 'read'),
            )
          ).forEach(show);
        const writes: { call: Call; next: number }[] = [];
        const duringReads = calls.filter((c) => c.kind === 'read' && c.duringWrites);
        for (const call of calls.filter((c) => c.kind === 'write')) {
          const reserved = reservedForDuring(call, duringReads.length);
          const kept = call.size - reserved;
          if (onlyDuring) {
            writes.push({ call, next: kept });
            continue;
          }
          // A row that ran out counts on past its data while it stops, but sends nothing past it.
          const { rows: written, next } = await measureWrite(app, { ...call, size: kept });
          written.forEach(show);
          writes.push({ call, next: reserved > 0 ? kept : next });
        }
        // Last: its writes use what data the write phase left.
        if (!only || onlyDuring) {
          const duringBegan = performance.now();
          during = await measureDuringWrites(app, hello, duringReads, writes, target.env.DATABASE_URL);
          duringText(during, rows).forEach((line) => console.log(line));
          console.log(`  (the phase took ${((performance.now() - duringBegan) / 1000).toFixed(0)} s in all)`);
        }
        peakRssMb = app.memory()?.peakMb ?? null;
      } finally {
        await app.stop();
      }
      if (streamTokens) streams = await runStreamsPhase(target, hello, streamTokens, allCalls);
      const after = await measureHello(hello, 'after');
      rows.splice(1, 0, after);
      console.log(textRow(after, helloRps(rows)));
    } finally {
      await hello.stop();
    }
    // The bulk paths run in this process, on the same database, once the server has let go of it.
    const bulk = only ? [] : await benchBulkPaths(engine, target);
    return {
      engine: engine.name,
      label: engine.label,
      generation: { ms: generationMs, rows: plan.rows, sizeMb },
      startup: { emptyMs, emptyRssMb, eventMs: server?.startupMs ?? NaN, eventRssMb },
      peakRssMb,
      rows,
      ...(during && { during }),
      ...(streams && { streams }),
      bulk,
      loadAfter: os.loadavg(),
    };
  } finally {
    await target.drop();
  }
}

async function main() {
  const began = performance.now();
  const machine = describeMachine();
  console.log(`${machine.cpu} x ${machine.cpus}, ${machine.memoryGb.toFixed(1)} GB, ${machine.system}, Node ${machine.node}`);
  console.log(`load average at start: ${loadText(machine.load)}${isBusy(machine) ? ' (busy: other work is running beside the bench)' : ''}`);
  if (env.BENCH_SKIP_BUILD !== '1') build();

  let bundle: BundleReport | string;
  try {
    bundle = bundleReport();
    console.log(`\n${bundleText(bundle)}`);
  } catch (err) {
    bundle = (err as Error).message;
    console.log(`\nweb bundle not measured: ${bundle}`);
  }

  const reports: EngineReport[] = [];
  const skipped: string[] = [];
  for (const name of engineNames) {
    const engine = name === 'pglite' ? pgliteEngine() : name === 'postgres' ? await postgresEngine() : `unknown engine "${name}"`;
    if (typeof engine === 'string') {
      const line = `${name} SKIPPED: ${engine}`;
      skipped.push(line);
      console.log(`\n!!!!! ${line} !!!!!`);
      continue;
    }
    try {
      reports.push(await runEngine(engine));
    } finally {
      await engine.close();
    }
  }

  console.log('\n======== results ========');
  for (const r of reports) console.log(`\n${engineText(r)}`);
  for (const s of skipped) console.log(`\n!!!!! ${s} !!!!!`);
  const tookMs = performance.now() - began;
  console.log(`\nthe bench took ${(tookMs / 60_000).toFixed(1)} min`);
  const streamsReport = reports.find((r) => r.streams)?.streams;
  if (fullRun) {
    writeDocs(docsFile, docsSection(machine, settings, reports, skipped, bundle, tookMs));
    console.log(`\nwrote ${path.relative(repoDir, docsFile)}`);
  } else if (onlyStreams && streamsReport) {
    writeStreamsDocs(docsFile, streamsReport.markdown);
    console.log(`\nwrote the streams phase's part of ${path.relative(repoDir, docsFile)} (the rest is left as it is)`);
  } else {
    console.log(`\n${path.relative(repoDir, docsFile)} left as it is: only a full run (both engines, every call) rewrites it`);
  }
  if (typeof bundle !== 'string' && bundle.over.length) {
    console.error(`\nThe web bundle is over its ${bundle.budgetKb} KB first-load budget on ${bundle.over.join(', ')}.`);
    process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
