import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MSG, changePasswordSchema, loginSchema, profileUpdateSchema, registerAdminSchema } from '@hackcamp/contract';
import { currentUser } from '../../plugins/auth.ts';
import { toPublicUser } from '../users/public-user.ts';
import type { AuthService } from './auth.service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  // The body schema depends on the caller (a superadmin may create staff), so the service parses it.
  app.post('/register', async (request, reply) => {
    const user = await auth.register(request.body, request.caller);
    return reply.status(201).send({ success: true, message: MSG.registered, data: { user } });
  });

  app.post('/login', { schema: { body: loginSchema } }, async (request) => {
    const result = await auth.login(request.body, request.ip);
    return { success: true, message: 'Login successful', data: result };
  });

  app.get('/profile', { preHandler: app.requireUser }, async (request) => {
    return { success: true, data: { user: toPublicUser(currentUser(request)) } };
  });

  app.put('/profile', { preHandler: app.requireUser, schema: { body: profileUpdateSchema } }, async (request) => {
    const user = await auth.updateProfile(currentUser(request).id, request.body);
    return { success: true, message: MSG.profileUpdated, data: { user } };
  });

  app.post('/change-password', { preHandler: app.requireUser, schema: { body: changePasswordSchema } }, async (request) => {
    const token = await auth.changePassword(currentUser(request).id, request.body);
    return { success: true, message: MSG.passwordChanged, data: { token } };
  });

  app.post('/logout', { preHandler: app.requireUser }, async (request) => {
    await auth.logout(request.caller!.sessionId);
    return { success: true, message: MSG.loggedOut, data: {} };
  });

  app.post('/register-admin', { preHandler: app.requireRole('superadmin'), schema: { body: registerAdminSchema } }, async (request, reply) => {
    const user = await auth.registerAdmin(request.body);
    return reply.status(201).send({ success: true, message: 'Account created', data: { user } });
  });
};
