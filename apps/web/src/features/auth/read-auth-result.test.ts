import { describe, expect, it } from 'vitest';
import { LoginResponseError } from './login-error-message.ts';
import { readAuthResult } from './read-auth-result.ts';

describe('readAuthResult', () => {
  it('returns user and token from a complete answer', () => {
    const user = { _id: '1', name: 'Asha', role: 'participant' };
    expect(readAuthResult({ user, token: 'abc' })).toEqual({ user, token: 'abc' });
  });

  it('rejects an answer without data as an invalid format', () => {
    for (const data of [undefined, null, 'ok', 42]) {
      expect(() => readAuthResult(data)).toThrow(new LoginResponseError('Invalid response format'));
    }
  });

  it('rejects an answer that lacks the user or the token', () => {
    for (const data of [{ token: 'abc' }, { user: { _id: '1' } }, { user: { _id: '1' }, token: '' }, { user: 'x', token: 'abc' }]) {
      expect(() => readAuthResult(data)).toThrow(new LoginResponseError('Missing user or token in response'));
    }
  });
});
