import { z } from 'zod';
import { noData, ok } from '../api-envelope.ts';
import { changePasswordSchema, loginSchema, profileUpdateSchema, registerAdminSchema } from '../auth-schemas.ts';
import { defineRoute } from '../define-route.ts';
import { authResultSchema, publicUserSchema } from '../user.ts';

const userData = ok(z.object({ user: publicUserSchema }));

export const authApi = {
  register: defineRoute({
    method: 'POST',
    path: '/auth/register',
    tag: 'auth',
    summary: 'Register a participant (or, as a superadmin, a staff account)',
    description:
      'Public registration always creates a participant. A signed-in superadmin may send a `role` of mentor, judge or superadmin (with the fields of register-admin) to create staff.',
    access: 'public',
    // The shape depends on the caller, so the service checks it (participant or staff form).
    body: z.record(z.string(), z.unknown()).describe('The registration form: name, email, mobile, collegeName, participantType, password, confirmPassword'),
    response: { 201: userData },
    errors: [409, 429],
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
    errors: [409],
  }),
  changePassword: defineRoute({
    method: 'POST',
    path: '/auth/change-password',
    tag: 'auth',
    summary: 'Change my password (signs out every other device)',
    access: 'user',
    body: changePasswordSchema,
    response: { 200: ok(z.object({ token: z.string().describe('A new token for this device; all others are revoked') })) },
    errors: [429],
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/auth/logout',
    tag: 'auth',
    summary: 'Sign out (revokes this token)',
    access: 'user',
    response: { 200: ok(noData) },
  }),
  registerAdmin: defineRoute({
    method: 'POST',
    path: '/auth/register-admin',
    tag: 'auth',
    summary: 'Create a staff account',
    access: ['superadmin'],
    body: registerAdminSchema,
    response: { 201: userData },
    errors: [409],
  }),
} as const;
