import { MSG, type AuthResult, type PublicUser } from '@hackcamp/contract';
import { LoginResponseError } from './login-error-message.ts';

/** Checks the sign-in answer before anything is stored, so a broken answer never half-signs someone in. */
export function readAuthResult(data: unknown): AuthResult {
  if (!data || typeof data !== 'object') throw new LoginResponseError(MSG.invalidResponse);
  const { user, token } = data as { user?: unknown; token?: unknown };
  if (!user || typeof user !== 'object' || typeof token !== 'string' || token === '') {
    throw new LoginResponseError(MSG.missingUserOrToken);
  }
  return { user: user as PublicUser, token };
}
