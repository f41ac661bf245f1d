import type { FieldError } from '@hackcamp/contract';

/** The server answered with a non-2xx status. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldError[];
  /** The text the server sent, if any; screens fall back to their own generic text when absent. */
  readonly serverMessage: string | undefined;

  constructor(status: number, serverMessage: string | undefined, errors: FieldError[] = []) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.serverMessage = serverMessage;
  }
}

/** No response at all: the server is down, the connection dropped, or the request was blocked. */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super('Network request failed', { cause });
    this.name = 'NetworkError';
  }
}

/** The server's message when it sent one, else the screen's own fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
