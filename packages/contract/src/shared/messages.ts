import { ACCOUNT_LINKS, LIMITS } from './event.ts';

/**
 * User-facing texts from the spec, in one place so the server and the web app say the same thing.
 * Texts not in the spec (our own additions) are marked with a trailing comment.
 */
export const MSG = {
  // sign-in (checked in this order)
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  invalidCredentials: 'Invalid email or password',
  accountInactive: 'Your account has been deactivated. Please contact the organisers.', // ours
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait a few minutes and try again.', // ours
  mustChangePassword: 'Please choose a new password before you continue.', // ours
  samePasswordAsTemporary: 'Choose a new password, not the temporary one.', // ours
  registrationClosed: 'Registration is closed. Please contact the organisers if you need an account.', // ours
  tooManyRegistrations: 'Too many accounts were registered from your network. Please try again in an hour, or ask an organiser to add you.', // ours

  // registration
  nameRequired: 'Name is required',
  mobileRequired: 'Mobile number is required',
  mobileInvalid: 'Please enter a valid mobile number',
  collegeRequired: 'College name is required',
  passwordTooShort: `Password must be at least ${LIMITS.passwordMin} characters long`,
  confirmRequired: 'Please confirm your password',
  passwordsMismatch: 'Passwords do not match',
  participantTypeInvalid: 'Please choose a participation type', // ours
  emailTaken: 'An account with this email already exists', // ours
  registered: 'Registration successful! Please sign in.', // ours
  fixErrorsBelow: 'Please fix the validation errors below',
  validationOccurred: 'Validation errors occurred',
  registrationFailed: 'Registration failed. Please try again.',
  nameTooLong: `Name must be at most ${LIMITS.nameMax} characters`, // ours
  emailTooLong: `Email must be at most ${LIMITS.emailMax} characters`, // ours
  collegeTooLong: `College name must be at most ${LIMITS.collegeMax} characters`, // ours
  passwordTooLong: `Password must be at most ${LIMITS.passwordMax} characters`, // ours

  // profile and password
  newPasswordTooShort: `New password must be at least ${LIMITS.passwordMin} characters long`,
  /** The password fields' hint. */
  passwordHint: `At least ${LIMITS.passwordMin} characters`,
  newPasswordsMismatch: 'New passwords do not match',
  currentPasswordRequired: 'Current password is required', // ours
  currentPasswordWrong: 'Current password is incorrect', // ours
  tooManyPasswordAttempts: 'Too many wrong current passwords. Please wait a few minutes and try again.', // ours
  passwordChangedMeanwhile: 'Your password was just changed in another session. Please sign in again.', // ours
  passwordChanged: 'Password changed successfully!',
  passwordChangeFailed: 'Failed to change password',
  profileUpdated: 'Profile updated successfully!',
  profileUpdateFailed: 'Failed to update profile',
  profileUpdateFailedRetry: 'Failed to update profile. Please try again.',
  roleInvalid: 'Role must be one of superadmin, mentor, judge', // ours
  experienceInvalid: `Experience must be a whole number of years from 0 to ${LIMITS.experienceMaxYears}`, // ours
  // In KB by hand, not with sizeText: the sign-in page's first load carries this file.
  pictureTooLarge: `The profile picture is too large. The limit is ${LIMITS.avatarMaxBytes / 1024} KB.`, // ours

  // account recovery (ours)
  forgotPasswordSent: `If an account uses this email, a link to choose a new password is on its way. It works for ${ACCOUNT_LINKS.resetMinutes} minutes.`, // ours
  recoveryByEmailOff: 'Password reset by email is not set up for this event. Please ask an organiser to reset your password.', // ours
  resetLinkInvalid: 'This link is invalid, already used or expired. Please ask for a new one.', // ours
  resetLinkMissing: 'This page needs the link from the email. Please ask for a new one.', // ours
  passwordResetDone: 'Your password has been changed. Please sign in with it.', // ours
  tooManyResetRequests: 'Too many requests from your network. Please wait a few minutes and try again.', // ours

  // sign-in error catalogue (client)
  loginFailedStatus: (status: number) => `Login failed (${status})`,
  checkInput: 'Please check your input',
  serverError: 'Server error. Please try again later.',
  errorStatus: (status: number) => `Error ${status}`,
  networkError: 'Network error. Please check your connection and try again.',
  loginFailedCredentials: 'Login failed. Please check your credentials.',
  unexpected: 'An unexpected error occurred. Please try again.',
  invalidResponse: 'Invalid response format',
  missingUserOrToken: 'Missing user or token in response',

  // generic server errors (ours)
  unauthenticated: 'Please sign in to continue',
  sessionExpired: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to do this',
  notFound: 'Not found',
  validationFailed: 'Validation failed',
  bodyTooLarge: 'The request is too large',
  malformedJson: 'The request body is not valid JSON',
  internal: 'Something went wrong on our side. Please try again.',
  noSuchCall: 'Not found',
  badUrl: 'The address is not valid. Check it and try again.',
  urlTooLong: 'The address is too long.',
  unsupportedMediaType: 'Send the request as JSON (Content-Type: application/json).',
  bodyNotObject: 'The request body must be a JSON object.',
  badRequest: 'The request could not be understood.',
  badUpload: 'The upload is incomplete or malformed. Please choose the file again and retry.',
  methodNotAllowed: 'This call does not accept that method.',
  requestTimeout: 'The request took too long to arrive. Please try again.',
  headersTooLarge: 'The request headers are too large.',
  serviceUnavailable: 'The service is briefly unavailable. Please try again in a moment.',
  loggedOut: 'Logged out successfully',

  unknownRole: (role: string) => `Error: Unknown user role: ${role}`,
} as const;
