import { MSG } from '@hackcamp/contract';
import { ApiError, NetworkError } from '../../lib/api-errors.ts';

/** A 2xx sign-in answer that cannot be used; its message is already the text to show. */
export class LoginResponseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LoginResponseError';
  }
}

/** The spec's sign-in error catalogue (docs/product.md): error -> banner text. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const server = error.serverMessage;
    if (error.status === 401) return server || MSG.invalidCredentials;
    if (error.status === 400) return server || MSG.checkInput;
    // A 5xx body may hold internals; the visitor gets the fixed text.
    if (error.status >= 500) return MSG.serverError;
    return server || MSG.errorStatus(error.status);
  }
  if (error instanceof NetworkError) return MSG.networkError;
  if (error instanceof LoginResponseError) return error.message;
  if (error instanceof Error && !error.message) return MSG.loginFailedCredentials;
  return MSG.unexpected;
}
