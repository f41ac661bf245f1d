import { describe, expect, it } from 'vitest';
import { MSG } from '@hackcamp/contract';
import { ApiError, NetworkError } from '../../lib/api-errors.ts';
import { LoginResponseError, loginErrorMessage } from './login-error-message.ts';

describe('loginErrorMessage', () => {
  it('401 shows the server message, else the fixed text', () => {
    expect(loginErrorMessage(new ApiError(401, 'Account locked'))).toBe('Account locked');
    expect(loginErrorMessage(new ApiError(401, undefined))).toBe('Invalid email or password');
  });

  it('400 shows the server message, else asks to check the input', () => {
    expect(loginErrorMessage(new ApiError(400, 'Email is required'))).toBe('Email is required');
    expect(loginErrorMessage(new ApiError(400, undefined))).toBe('Please check your input');
  });

  it('5xx always shows the fixed server error, never the body', () => {
    expect(loginErrorMessage(new ApiError(500, 'TypeError: x is undefined'))).toBe('Server error. Please try again later.');
    expect(loginErrorMessage(new ApiError(503, undefined))).toBe('Server error. Please try again later.');
  });

  it('other statuses show the server message, else "Error {status}"', () => {
    expect(loginErrorMessage(new ApiError(429, MSG.tooManyAttempts))).toBe(MSG.tooManyAttempts);
    expect(loginErrorMessage(new ApiError(403, 'Your account has been deactivated'))).toBe('Your account has been deactivated');
    expect(loginErrorMessage(new ApiError(404, undefined))).toBe('Error 404');
    expect(loginErrorMessage(new ApiError(429, undefined))).toBe('Error 429');
  });

  it('no response reads as a network error', () => {
    expect(loginErrorMessage(new NetworkError(new TypeError('Failed to fetch')))).toBe('Network error. Please check your connection and try again.');
  });

  it('an unusable 2xx answer shows why', () => {
    expect(loginErrorMessage(new LoginResponseError(MSG.invalidResponse))).toBe('Invalid response format');
    expect(loginErrorMessage(new LoginResponseError(MSG.missingUserOrToken))).toBe('Missing user or token in response');
  });

  it('a failure without text asks to check the credentials', () => {
    expect(loginErrorMessage(new Error(''))).toBe('Login failed. Please check your credentials.');
  });

  it('anything else is unexpected', () => {
    expect(loginErrorMessage(new Error('boom'))).toBe('An unexpected error occurred. Please try again.');
    expect(loginErrorMessage('weird')).toBe('An unexpected error occurred. Please try again.');
    expect(loginErrorMessage(undefined)).toBe('An unexpected error occurred. Please try again.');
  });
});
