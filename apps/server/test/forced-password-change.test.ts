import { MSG, allRoutes } from '@hackcamp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createStaff, json, login, startTestApp, uniqueEmail, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await createStaff(t, 'superadmin');
});
afterAll(() => t.close());

/** A staff account as the admin screen creates it: signed in with its temporary password. */
async function newStaff(role: 'mentor' | 'judge' | 'superadmin') {
  const email = uniqueEmail(role);
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', headers: bearer(admin.token), payload: { name: `New ${role}`, email, role } });
  expect(res.statusCode, res.body).toBe(201);
  const temporaryPassword: string = json(res).data.temporaryPassword;
  return { email, temporaryPassword, token: await login(t.app, email, temporaryPassword), id: json(res).data.user._id as string };
}

describe('an account with a temporary password', () => {
  it('may only read its profile, change the password and sign out until it has chosen one', async () => {
    const mentor = await newStaff('mentor');
    const profile = await t.app.inject({ url: '/api/auth/profile', headers: bearer(mentor.token) });
    expect(profile.statusCode).toBe(200);
    expect(json(profile).data.user.mustChangePassword).toBe(true);

    for (const url of ['/api/users/leaderboard/summary', '/api/users/mentors', '/api/tasks']) {
      const res = await t.app.inject({ url, headers: bearer(mentor.token) });
      expect(res.statusCode, url).toBe(403);
      expect(json(res).message, url).toBe(MSG.mustChangePassword);
    }
    const edit = await t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: bearer(mentor.token), payload: { name: 'Sneaky' } });
    expect(edit.statusCode).toBe(403);

    const same = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(mentor.token),
      payload: { currentPassword: mentor.temporaryPassword, newPassword: mentor.temporaryPassword },
    });
    expect(same.statusCode).toBe(400);
    expect(json(same).message).toBe(MSG.samePasswordAsTemporary);

    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(mentor.token),
      payload: { currentPassword: mentor.temporaryPassword, newPassword: 'my-own-pass' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const fresh = json(changed).data.token as string;
    expect((await t.app.inject({ url: '/api/users/mentors', headers: bearer(fresh) })).statusCode).toBe(200);
    expect(json(await t.app.inject({ url: '/api/auth/profile', headers: bearer(fresh) })).data.user.mustChangePassword).toBe(false);
    // The token that held the temporary password is gone, and so is the password itself.
    expect((await t.app.inject({ url: '/api/auth/profile', headers: bearer(mentor.token) })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: mentor.email, password: mentor.temporaryPassword } })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: mentor.email, password: 'my-own-pass' } })).statusCode).toBe(200);
  });

  it('holds for every signed-in call but the three, a superadmin included', async () => {
    const boss = await newStaff('superadmin');
    // The guard runs before the input is read, so the calls that take a body refuse it too.
    const open = allRoutes().filter((r) => r.access !== 'public' && !r.beforePasswordChange);
    expect(open.length).toBeGreaterThan(60);
    for (const route of open) {
      const url = '/api' + route.path.replace(/:(\w+)/g, (_, name: string) => (name === 'round' ? '1' : '00000000-0000-4000-8000-000000000000'));
      const res = await t.app.inject({ method: route.method, url, headers: bearer(boss.token) });
      expect(res.statusCode, `${route.method} ${route.path}`).toBe(403);
    }
    // Registration is public, but a superadmin must not create accounts with a temporary password.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: bearer(boss.token),
      payload: { name: 'X', email: uniqueEmail('x'), role: 'judge' },
    });
    expect(res.statusCode).toBe(403);
    expect(json(res).message).toBe(MSG.mustChangePassword);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(boss.token) })).statusCode).toBe(200);
  });
});
