import { toast } from 'sonner';
import { MSG } from '@hackcamp/contract';
import { errorMessage } from '../../lib/api-errors.ts';

/** The spec's titles for a failed profile save and a failed password change. */
export const PROFILE_UPDATE_FAILED_TITLE = 'Profile update failed';
export const PASSWORD_CHANGE_FAILED_TITLE = 'Password change failed';

/** A failure told as the spec tells it: a fixed title, and the server's message or a generic text. */
export interface AccountFailure {
  title: string;
  description: string;
}

/**
 * The participant's profile falls back to 'Failed to update profile. Please try again.'; the
 * shared /profile page to the profile page's 'Failed to update profile'.
 */
export function profileUpdateFailure(error: unknown, fallback: string = MSG.profileUpdateFailedRetry): AccountFailure {
  return { title: PROFILE_UPDATE_FAILED_TITLE, description: errorMessage(error, fallback) };
}

export function passwordChangeFailure(error: unknown): AccountFailure {
  return { title: PASSWORD_CHANGE_FAILED_TITLE, description: errorMessage(error, MSG.passwordChangeFailed) };
}

/** Toasts appear top right (docs/product.md), with the title on top and the reason below it. */
export function toastFailure(failure: AccountFailure) {
  toast.error(failure.title, { description: failure.description });
}
