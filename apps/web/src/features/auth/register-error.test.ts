import { describe, expect, it } from 'vitest';
import { MSG } from '@hackcamp/contract';
import { ApiError, NetworkError } from '../../lib/api-errors.ts';
import { registerErrorView } from './register-error.ts';

describe('registerErrorView', () => {
  it('lists the server errors under the server message', () => {
    const errors = [
      { field: 'email', msg: 'Please enter a valid email address' },
      { field: 'mobile', msg: 'Please enter a valid mobile number' },
    ];
    expect(registerErrorView(new ApiError(400, 'Validation failed', errors))).toEqual({
      title: 'Validation failed',
      items: ['Please enter a valid email address', 'Please enter a valid mobile number'],
      fieldErrors: errors,
    });
  });

  it('titles a bare error list "Validation errors occurred"', () => {
    const errors = [{ field: 'name', msg: 'Name is required' }];
    expect(registerErrorView(new ApiError(400, undefined, errors)).title).toBe('Validation errors occurred');
  });

  it('does not repeat a single message that is also the title', () => {
    const errors = [{ field: 'name', msg: 'Name is required' }];
    expect(registerErrorView(new ApiError(400, 'Name is required', errors)).items).toEqual([]);
  });

  it('shows the server message when there is no list', () => {
    expect(registerErrorView(new ApiError(409, 'An account with this email already exists')).title).toBe('An account with this email already exists');
  });

  it('says plainly that too many accounts came from this network', () => {
    expect(registerErrorView(new ApiError(429, MSG.tooManyRegistrations))).toEqual({ title: MSG.tooManyRegistrations, items: [], fieldErrors: [] });
    expect(registerErrorView(new ApiError(429, undefined)).title).toBe(MSG.tooManyRegistrations);
  });

  it('falls back to the fixed text', () => {
    expect(registerErrorView(new ApiError(500, undefined)).title).toBe('Registration failed. Please try again.');
    expect(registerErrorView(new NetworkError()).title).toBe('Registration failed. Please try again.');
  });
});
