import { z } from 'zod';
import { noData, ok } from '../shared/api-envelope.ts';
import {
  acceptInvitationSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  profileUpdateSchema,
  registerSchema,
  resetPasswordSchema,
} from './auth-schemas.ts';
import { defineRoute } from '../shared/define-route.ts';
import { ACCOUNT_LINKS, LIMITS } from '../shared/event.ts';
import { publicUserSchema } from '../people/public-user.ts';
import { registerAdminSchema } from '../staff/staff-schemas.ts';
import { authResultSchema } from './auth-types.ts';

const userData = ok(z.object({ user: publicUserSchema }));
const temporaryPassword = z
  .string()
  .describe('Generated for a staff account and shown this once: it is stored only as a hash, and must be replaced at first sign-in');

export const authApi = {
  register: defineRoute({
    method: 'POST',
    path: '/auth/register',
    tag: 'auth',
    summary: 'Register a participant (or, as a superadmin, a staff account)',
    description: `Public registration always creates a participant, answers 403 while the superadmin has closed registration, and 429 after too many registrations from one address (${LIMITS.registrationsPerHour} an hour by default). A signed-in superadmin may register anyone at any time, and may send a \`role\` of mentor, judge or superadmin (with the fields of register-admin) to create staff: the answer then carries the generated \`temporaryPassword\`.`,
    access: 'public',
    body: z
      .union([registerSchema, registerAdminSchema])
      .describe(
        "A participant's form (name, email, mobile, collegeName, participantType, password, confirmPassword), or a staff account's (a superadmin only)",
      ),
    // A superadmin's staff role picks the staff form; anyone else's body is a participant's.
    bodyParsedByService: true,
    response: { 201: ok(z.object({ user: publicUserSchema, temporaryPassword: temporaryPassword.optional(), invited: z.boolean().optional() })) },
    errors: [403, 409, 429],
  }),
  login: defineRoute({
    method: 'POST',
    path: '/auth/login',
    tag: 'auth',
    summary: 'Sign in',
    access: 'public',
    body: loginSchema,
    response: { 200: ok(authResultSchema) },
    errors: [401, 403, 429],
  }),
  profile: defineRoute({
    method: 'GET',
    path: '/auth/profile',
    tag: 'auth',
    summary: 'The signed-in user',
    access: 'user',
    beforePasswordChange: true,
    response: { 200: userData },
  }),
  updateProfile: defineRoute({
    method: 'PUT',
    path: '/auth/profile',
    tag: 'auth',
    summary: 'Change my name, email or picture',
    access: 'user',
    body: profileUpdateSchema,
    response: { 200: userData },
    // 404: the account was removed meanwhile.
    errors: [404, 409],
  }),
  changePassword: defineRoute({
    method: 'POST',
    path: '/auth/change-password',
    tag: 'auth',
    summary: 'Change my password (signs out every other device)',
    description: 'Also how an account with a temporary password chooses its own: until then every other signed-in call answers 403.',
    access: 'user',
    beforePasswordChange: true,
    body: changePasswordSchema,
    response: { 200: ok(z.object({ token: z.string().describe('A new token for this device; all others are revoked') })) },
    // 404: the account was removed meanwhile; 409: another change of the password won the race.
    errors: [404, 409, 429],
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/auth/logout',
    tag: 'auth',
    summary: 'Sign out (revokes this token)',
    access: 'user',
    beforePasswordChange: true,
    response: { 200: ok(noData) },
  }),
  passwordRecovery: defineRoute({
    method: 'GET',
    path: '/auth/password-recovery',
    tag: 'auth',
    summary: 'How a person who forgot their password gets back in',
    description: '`byEmail` is true when this server can mail reset links (SMTP_URL is set); otherwise only an organiser can reset a password.',
    access: 'public',
    response: { 200: ok(z.object({ byEmail: z.boolean() })) },
  }),
  forgotPassword: defineRoute({
    method: 'POST',
    path: '/auth/forgot-password',
    tag: 'auth',
    summary: 'Mail a link to choose a new password',
    description: `Always the same answer, whether or not an account uses the email, so it tells nobody who has an account. When one does (and is active), it gets a single-use link valid for ${ACCOUNT_LINKS.resetMinutes} minutes; a newer link replaces an older one. Without mail set up (\`byEmail\` false) the answer says to ask an organiser.`,
    access: 'public',
    body: forgotPasswordSchema,
    response: { 200: ok(z.object({ byEmail: z.boolean() })) },
    errors: [429],
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/auth/reset-password',
    tag: 'auth',
    summary: "Choose a new password with a mailed link's token",
    description: 'The link works once. Every session of the account ends; the person then signs in with the new password.',
    access: 'public',
    body: resetPasswordSchema,
    response: { 200: ok(noData) },
    errors: [429],
  }),
  acceptInvitation: defineRoute({
    method: 'POST',
    path: '/auth/accept-invitation',
    tag: 'auth',
    summary: "Choose a password with an invitation mail's token, and sign in",
    description: `The link works once and for ${ACCOUNT_LINKS.invitationDays} days; a newer invitation replaces it. The answer is the same as a sign-in (a token and the user), so the person lands signed in. Limited per address like reset-password.`,
    access: 'public',
    body: acceptInvitationSchema,
    response: { 200: ok(authResultSchema) },
    errors: [429],
  }),
  registerAdmin: defineRoute({
    method: 'POST',
    path: '/auth/register-admin',
    tag: 'auth',
    summary: 'Create a staff account (an invitation mail, or a generated temporary password without mail)',
    description: `When the server has mail set up (SMTP_URL) the person is mailed a single-use invitation link valid ${ACCOUNT_LINKS.invitationDays} days and \`invited\` is true; otherwise the answer carries the generated \`temporaryPassword\`.`,
    access: ['superadmin'],
    body: registerAdminSchema,
    response: { 201: ok(z.object({ user: publicUserSchema, temporaryPassword: temporaryPassword.optional(), invited: z.boolean().optional() })) },
    errors: [409],
  }),
} as const;
