import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@hackcamp/contract';
import { ApiError, NetworkError } from '../../lib/api-errors.ts';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('sonner', () => ({ toast: { error: toastError } }));

const { passwordChangeFailure, profileUpdateFailure, toastFailure } = await import('./account-failures.ts');

describe('profileUpdateFailure', () => {
  it("carries the spec's title and prefers the server's message", () => {
    expect(profileUpdateFailure(new ApiError(400, 'The profile picture is too large.'))).toEqual({
      title: 'Profile update failed',
      description: 'The profile picture is too large.',
    });
  });
  it("falls back to 'Failed to update profile. Please try again.' without a server message", () => {
    expect(profileUpdateFailure(new ApiError(500, undefined))).toEqual({ title: 'Profile update failed', description: MSG.profileUpdateFailedRetry });
    expect(profileUpdateFailure(new NetworkError()).description).toBe('Failed to update profile. Please try again.');
  });
  it('takes another fallback where the profile page has its own', () => {
    expect(profileUpdateFailure(new NetworkError(), MSG.profileUpdateFailed).description).toBe('Failed to update profile');
  });
});

describe('passwordChangeFailure', () => {
  it("carries the spec's title and prefers the server's message", () => {
    expect(passwordChangeFailure(new ApiError(400, 'Current password is incorrect'))).toEqual({
      title: 'Password change failed',
      description: 'Current password is incorrect',
    });
  });
  it("falls back to 'Failed to change password'", () => {
    expect(passwordChangeFailure(new NetworkError())).toEqual({ title: 'Password change failed', description: 'Failed to change password' });
  });
});

describe('toastFailure', () => {
  beforeEach(() => toastError.mockClear());
  it('uses the title as the toast title and the reason as its description', () => {
    toastFailure(passwordChangeFailure(new ApiError(400, 'Current password is incorrect')));
    expect(toastError).toHaveBeenCalledExactlyOnceWith('Password change failed', { description: 'Current password is incorrect' });
  });
});
