// The database's floor beside the write mix (PostgreSQL only): a transaction of one insert, on a
// connection of its own, every 100 ms. Its p99 is what three round trips cost on this machine at
// that moment, with no pool, no server and no rule in the way. It runs in a process of its own,
// as the paced sender does, so the bench's own pauses do not land in its timings.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const DB_FLOOR_NAME = 'floor: begin, insert, commit on its own connection';
export const DB_FLOOR_RATE = 10;

type Timed = [sentAt: number, latency: number][];

/** Starts the probe against `url`; `stop()` gives each transaction's start (ms since the epoch) and latency. */
export function startDbFloor(url: string): { stop(): Promise<Timed> } {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const result = new Promise<Timed>((resolve, reject) => {
    child.once('message', (timed) => resolve(timed as Timed));
    child.once('exit', (code) => reject(new Error(`the database floor probe exited (${code}) without its result`)));
  });
  result.catch(() => {});
  child.send({ url });
  return {
    stop() {
      if (child.connected) child.send({ stop: true });
      return result;
    },
  };
}

async function probe(url: string, stopped: Promise<void>): Promise<Timed> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // A temporary table: the event's own tables stay as generated.
  await client.query('create temporary table bench_floor (id serial primary key, at timestamptz not null default now())');
  const timed: Timed = [];
  let busy = false;
  const tick = async () => {
    // One connection runs one transaction at a time: a tick that finds the last one still running is skipped.
    if (busy) return;
    busy = true;
    const sentAt = performance.timeOrigin + performance.now();
    const start = performance.now();
    await client.query('begin');
    await client.query('insert into bench_floor default values');
    await client.query('commit');
    timed.push([sentAt, performance.now() - start]);
    busy = false;
  };
  const timer = setInterval(() => void tick(), 1000 / DB_FLOOR_RATE);
  await stopped;
  clearInterval(timer);
  await client.end().catch(() => undefined);
  return timed;
}

if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) {
  let stop!: () => void;
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  process.on('message', (message: { url: string } | { stop: true }) => {
    if ('stop' in message) return stop();
    void probe(message.url, stopped).then(
      (timed) => process.send!(timed, () => process.exit(0)),
      (err: unknown) => {
        console.error(`the database floor probe failed: ${String(err)}`);
        process.exit(1);
      },
    );
  });
  process.on('disconnect', () => process.exit(0));
}
