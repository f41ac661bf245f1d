/**
 * Says once that the database stopped answering, and once that it answers again. While it is
 * away every request fails the same way; a line per request (1,400 in three minutes) buries the
 * one fact an operator needs, and the moment it started.
 */
export interface AnsweringLog {
  /** A query or a connection failed because the database is away; `what` says how. */
  failed(what: string): void;
  /** The database answered (a result or an error of its own): an episode, if any, is over. */
  answered(): void;
  readonly answering: boolean;
}

export function createAnsweringLog(write: (line: string) => void = (line) => console.warn(line), now: () => number = Date.now): AnsweringLog {
  let since: number | undefined;
  return {
    failed(what) {
      if (since !== undefined) return;
      since = now();
      write(`the database is not answering (${what})`);
    },
    answered() {
      if (since === undefined) return;
      const seconds = Math.round((now() - since) / 100) / 10;
      since = undefined;
      write(`the database answers again (it did not for ${seconds} s)`);
    },
    get answering() {
      return since === undefined;
    },
  };
}
