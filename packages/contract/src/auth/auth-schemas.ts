import { z } from 'zod';
import { LIMITS } from '../shared/event.ts';
import { MSG } from '../shared/messages.ts';
import { EMAIL_SHAPE } from '../shared/plain-text.ts';
import { PARTICIPANT_TYPES } from '../shared/roles.ts';
import { optionalLine, requiredText } from '../shared/text-fields.ts';

export { requiredText } from '../shared/text-fields.ts';

export const emailField = requiredText(MSG.emailRequired, LIMITS.emailMax, MSG.emailTooLong).regex(EMAIL_SHAPE, { error: MSG.emailInvalid }).toLowerCase();

/** Years of experience: a JSON number, as every numeric field; text that reads as one is refused. */
export const experienceField = z
  .number({ error: MSG.experienceInvalid })
  .int({ error: MSG.experienceInvalid })
  .min(0, { error: MSG.experienceInvalid })
  .max(LIMITS.experienceMaxYears, { error: MSG.experienceInvalid });

/** Optional leading +, then 10 to 15 digits, spaces, hyphens or parentheses. */
export const MOBILE_SHAPE = /^\+?[\d\s\-()]{10,15}$/;

const passwordField = z
  .string({ error: MSG.passwordRequired })
  .max(LIMITS.passwordMax, { error: MSG.passwordTooLong, abort: true })
  .min(1, { error: MSG.passwordRequired })
  .min(LIMITS.passwordMin, { error: MSG.passwordTooShort });

export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: MSG.passwordRequired })
    .max(LIMITS.passwordMax, { error: MSG.passwordTooLong, abort: true })
    .min(1, { error: MSG.passwordRequired }),
});
export type LoginInput = z.input<typeof loginSchema>;

export const registerSchema = z
  .object({
    name: requiredText(MSG.nameRequired, LIMITS.nameMax, MSG.nameTooLong),
    email: emailField,
    mobile: requiredText(MSG.mobileRequired, 15, MSG.mobileInvalid).regex(MOBILE_SHAPE, { error: MSG.mobileInvalid }),
    collegeName: requiredText(MSG.collegeRequired, LIMITS.collegeMax, MSG.collegeTooLong),
    participantType: z.enum(PARTICIPANT_TYPES, { error: MSG.participantTypeInvalid }).default('bootcamp'),
    password: passwordField,
    confirmPassword: z
      .string({ error: MSG.confirmRequired })
      .max(LIMITS.passwordMax * 8, { error: MSG.passwordTooLong, abort: true })
      .min(1, { error: MSG.confirmRequired }),
    /** Only honoured when a signed-in superadmin calls (that is how "Add mentor" works). */
    role: z.unknown().optional(),
    specialization: optionalLine(100).optional(),
    experience: experienceField.optional(),
  })
  .refine((v) => v.confirmPassword === '' || v.password === v.confirmPassword, {
    error: MSG.passwordsMismatch,
    path: ['confirmPassword'],
    // Check the pair even while other fields are wrong, so all errors show at once.
    when: (payload) =>
      typeof (payload.value as { password?: unknown }).password === 'string' &&
      typeof (payload.value as { confirmPassword?: unknown }).confirmPassword === 'string',
  });
export type RegisterInput = z.input<typeof registerSchema>;

/** The invitation flow's sentences (an organiser adds people; with mail they get a link instead of a password). */
export const INVITE_MSG = {
  linkInvalid: 'This invitation link is invalid, already used or expired. Ask the organiser for a new one, or sign in if you already chose a password.',
  tooManyAttempts: 'Too many requests from your network. Please wait a few minutes and try again.',
  joined: 'Welcome to HackCamp! Your password is set.',
  sent: (email: string) => `Invitation sent to ${email}`,
  notSent: 'The account was created, but the invitation mail could not be sent. Use Resend invitation to try again.',
  alreadyJoined: 'This person has already signed in, so there is nothing to invite them to. Reset their password if they lost it.',
  mailOff: 'Invitations need mail, and this server has none set up (SMTP_URL). Reset the password to a temporary one instead.',
  tooManyResends: 'Several invitations were sent to this person a moment ago. Please wait a few minutes before sending another.',
  resendFailed: 'Failed to send the invitation',
  participantAdded: 'Participant added',
  addParticipantFailed: 'Failed to add participant',
} as const;

/** GET/PUT /auth/profile: the profile page sends name and email; the participant profile name and picture. */
export const profileUpdateSchema = z
  .object({
    name: requiredText(MSG.nameRequired, LIMITS.nameMax, MSG.nameTooLong).optional(),
    email: emailField.optional(),
    // A data URL of an image (the server stores it and answers with a URL), or null to remove it.
    profilePicture: z.string().max(LIMITS.avatarMaxDataUrl, { error: MSG.pictureTooLarge }).nullable().optional(),
  })
  .refine((v) => v.name !== undefined || v.email !== undefined || v.profilePicture !== undefined, {
    error: 'Nothing to update',
  });
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: MSG.currentPasswordRequired })
    .max(LIMITS.passwordMax, { error: MSG.passwordTooLong, abort: true })
    .min(1, { error: MSG.currentPasswordRequired }),
  newPassword: z
    .string({ error: MSG.newPasswordTooShort })
    .max(LIMITS.passwordMax, { error: MSG.passwordTooLong, abort: true })
    .min(LIMITS.passwordMin, { error: MSG.newPasswordTooShort }),
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** A reset link's token: 32 random bytes in base64url (43 characters). */
export const RESET_TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const resetPasswordSchema = z.object({
  token: z
    .string({ error: MSG.resetLinkInvalid })
    .max(64, { error: MSG.resetLinkInvalid, abort: true })
    .regex(RESET_TOKEN_SHAPE, { error: MSG.resetLinkInvalid }),
  newPassword: changePasswordSchema.shape.newPassword,
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** POST /auth/accept-invitation: the mailed invitation's token and the password the person chooses. */
export const acceptInvitationSchema = z.object({
  token: z
    .string({ error: INVITE_MSG.linkInvalid })
    .max(64, { error: INVITE_MSG.linkInvalid, abort: true })
    .regex(RESET_TOKEN_SHAPE, { error: INVITE_MSG.linkInvalid }),
  newPassword: changePasswordSchema.shape.newPassword,
});
export type AcceptInvitationInput = z.input<typeof acceptInvitationSchema>;

/** The reset page's form: the new password twice, checked before any request is made. */
export const resetPasswordFormSchema = z
  .object({
    newPassword: z.string().max(LIMITS.passwordMax, { error: MSG.passwordTooLong }).min(LIMITS.passwordMin, { error: MSG.newPasswordTooShort }),
    confirmPassword: z.string().min(1, { error: MSG.confirmRequired }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { error: MSG.newPasswordsMismatch, path: ['confirmPassword'] });
export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;

/** The change-password form also has a confirmation field, checked before any request is made. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, { error: MSG.currentPasswordRequired }),
    newPassword: z.string().min(LIMITS.passwordMin, { error: MSG.newPasswordTooShort }),
    // Only "required" here: a short confirmation that differs must say the passwords differ, not
    // repeat the length rule the new password already states.
    confirmPassword: z.string().min(1, { error: MSG.confirmRequired }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { error: MSG.newPasswordsMismatch, path: ['confirmPassword'] });
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;

/** Profile page edit form: name and email required, email of email format. */
export const profileFormSchema = z.object({
  name: requiredText(MSG.nameRequired, LIMITS.nameMax, MSG.nameTooLong),
  email: emailField,
});
