import type pg from 'pg';
import type { Db } from './client.ts';

/** A transaction's connection on PostgreSQL, as `pipelineTransactions` prepared it. */
interface Pipelined {
  /** How many queries it has been asked for so far. */
  asked: number;
  /** How many of them are still waiting for their answer. */
  waiting: number;
  /** Called once with the next query asked for. */
  onAsked?: () => void;
  /** The answer to a `commit` sent with the transaction's last statements (`sendTogetherAndCommit`). */
  committed?: Promise<unknown>;
}

const pipelined = new WeakMap<pg.ClientBase, Pipelined>();

let trips = 0;

/**
 * Round trips made by transactions on this process so far, from `begin` to `commit` or
 * `rollback`: a query asked for while its connection waits for no answer starts one. For tests
 * that hold a write to its number of trips.
 */
export const transactionTrips = (): number => trips;

/** What Drizzle gets back for a `begin` still on its way: it reads nothing of it. */
const BEGUN = { command: 'BEGIN', rowCount: null, rows: [], fields: [] };

/**
 * Lets a transaction's statements share round trips (decision 0049). The connection goes into
 * pg's pipeline mode: a query is written as soon as it is asked for, without waiting for the
 * answer to the one before. PostgreSQL still runs them one after the other, in the order asked,
 * each on a snapshot taken once the one before has finished, so nothing about locks or what a
 * statement sees changes: only the waits between them on this side go.
 *
 * Drizzle awaits `begin` before it runs the transaction's body. That answer is given at once,
 * and `begin` travels with the first statement; that statement's answer is given only once the
 * `begin`'s has come, so a `begin` that failed fails it (and the transaction) as before.
 *
 * A holder that waits for each answer before asking again (every single read, the migration)
 * sends exactly as without pipeline mode: only queries asked for at once share a trip
 * (`sendTogether`).
 */
export function pipelineTransactions(client: pg.ClientBase): void {
  if (pipelined.has(client)) return;
  const state: Pipelined = { asked: 0, waiting: 0 };
  pipelined.set(client, state);
  (client as unknown as { pipeline: boolean }).pipeline = true;
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let begun: Promise<unknown> | undefined;
  const answered = () => {
    state.waiting--;
  };
  let inTransaction = false;
  const ask = (args: unknown[], text: unknown) => {
    state.asked++;
    if (typeof text === 'string' && /^begin\b/.test(text)) inTransaction = true;
    if (state.waiting++ === 0 && inTransaction) trips++;
    if (typeof text === 'string' && /(^|;\s*)(commit|rollback)$/.test(text)) inTransaction = false;
    const result = query(...args);
    if (result instanceof Promise) result.then(answered, answered);
    else state.waiting--;
    const onAsked = state.onAsked;
    state.onAsked = undefined;
    onAsked?.();
    return result;
  };
  client.query = ((...args: unknown[]) => {
    const [config] = args;
    const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
    const withCallback = typeof args.at(-1) === 'function';
    if (!withCallback && typeof text === 'string' && /^begin\b/.test(text)) {
      const sent = ask(args, text) as Promise<unknown>;
      // Its failure is the next statement's to report (below).
      sent.catch(() => undefined);
      begun = sent;
      return Promise.resolve(BEGUN);
    }
    if (state.committed && !withCallback) {
      // Drizzle's own commit, once the body has returned: already on its way or answered.
      const committed = state.committed;
      if (text === 'commit') {
        state.committed = undefined;
        return committed;
      }
      // A body that failed after its statements: the commit was sent behind one that failed, and
      // a transaction that failed cannot commit. The rollback ends it, or is told there is none.
      if (text === 'rollback') state.committed = undefined;
      else return Promise.reject(new Error(`A statement after the transaction's commit was sent: ${String(text).slice(0, 80)}`));
    }
    const before = begun;
    begun = undefined;
    if (!before) return ask(args, text);
    if (withCallback) {
      // Not Drizzle's form: the begin's answer comes first, as without pipelining.
      return before.then(
        () => ask(args, text),
        (err: unknown) => (args.at(-1) as (err: unknown) => void)(err),
      );
    }
    const result = ask(args, text) as Promise<unknown>;
    return before.then(
      () => result,
      (err: unknown) => {
        result.catch(() => undefined);
        throw err;
      },
    );
  }) as typeof client.query;
}

const clientOf = (tx: Db) => (tx as unknown as { session?: { client?: pg.ClientBase } }).session?.client;

/** The state of the connection under a Drizzle transaction, when `pipelineTransactions` prepared it. */
function pipelineOf(tx: Db): Pipelined | undefined {
  const client = clientOf(tx);
  return client && pipelined.get(client);
}

type Steps<T extends readonly unknown[]> = { [K in keyof T]: () => PromiseLike<T[K]> };

/**
 * Runs `steps`, one statement each, on the transaction `tx` in the order given, each sent
 * without waiting for the answers to the ones before: on PostgreSQL they all travel in one
 * round trip (decision 0049), and on PGlite, which has no trips to save, one after the other.
 *
 * The database runs them in that order, so a row locked by one is locked for the next, and a
 * read after a lock sees what the lock waited for. What cannot go together is a statement whose
 * text needs an earlier one's answer, or one that must not run when an earlier check fails: a
 * step's check that fails here fails the transaction once every step has finished (the first
 * failure in the order given; all of it is rolled back). A step that sends no statement (a value
 * at hand) is fine. A step that sends a second statement once its first has answered (a follow-up
 * on what it found) sends it after every other step's: fine for a line of the audit trail, not
 * for a lock, whose order would change.
 */
export async function sendTogether<T extends readonly unknown[]>(tx: Db, ...steps: Steps<T>): Promise<T> {
  const state = pipelineOf(tx);
  if (!state) {
    const results: unknown[] = [];
    for (const step of steps) results.push(await step());
    return results as unknown as T;
  }
  const started: Promise<unknown>[] = [];
  for (const step of steps) {
    const before = state.asked;
    const result = Promise.resolve(step());
    // Its failure is reported below, once every step has answered.
    result.catch(() => undefined);
    started.push(result);
    // Drizzle asks for its query at once when a statement is awaited; a step that reaches its
    // statement later is waited for until it has asked, so the order stays the one given.
    if (state.asked === before)
      await new Promise<void>((resolve) => {
        state.onAsked = resolve;
        result.then(
          () => resolve(),
          () => resolve(),
        );
      });
    state.onAsked = undefined;
  }
  // Every step is let finish before the transaction goes on: one that failed must not have the
  // rollback sent while another still has a statement to come, which would then run outside it.
  const settled = await Promise.allSettled(started);
  const failed = settled.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((r) => (r as PromiseFulfilledResult<unknown>).value) as unknown as T;
}

/**
 * `sendTogether`, and the transaction's commit sent right behind the steps, in the same round
 * trip (decision 0054): the transaction ends when the body returns, without a trip of its own.
 * On PGlite, which has no trips to save, the commit comes once the body returns, as ever.
 *
 * For a transaction's last statements only, and only where nothing their answers say can still
 * refuse the change: the commit is on its way before any answer is in. A statement that fails
 * (a lock wait that ends, a unique key already taken) fails the transaction, and the commit of a
 * transaction that failed does not commit; a check in code after this call would come too late.
 * A step that sends a second statement once its first has answered cannot go here either: that
 * statement would come after the commit (it is refused).
 */
export async function sendTogetherAndCommit<T extends readonly unknown[]>(tx: Db, ...steps: Steps<T>): Promise<T> {
  const client = clientOf(tx);
  const state = client && pipelined.get(client);
  if (!state) return sendTogether<T>(tx, ...steps);
  const commit = () => {
    const committed = client.query('commit') as Promise<unknown>;
    // A failure is the body's to report, through the step that failed, or Drizzle's own commit.
    committed.catch(() => undefined);
    state.committed = committed;
    return committed;
  };
  const all = [...(steps as readonly (() => PromiseLike<unknown>)[]), commit];
  const results: readonly unknown[] = await sendTogether(tx, ...all);
  return results.slice(0, steps.length) as unknown as T;
}
