import { ADMIN_MSG } from '@hackcamp/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { bearer, createStaff, json, startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

// Each test starts with no active superadmin and makes the ones it needs.
beforeEach(async () => {
  await t.database.db.update(users).set({ isActive: false }).where(eq(users.role, 'superadmin'));
});

type Admin = Awaited<ReturnType<typeof createStaff>>;
const remove = (actor: Admin, target: Admin) => t.app.inject({ method: 'DELETE', url: `/api/users/${target.user.id}`, headers: bearer(actor.token) });
const deactivate = (actor: Admin, target: Admin) =>
  t.app.inject({ method: 'PATCH', url: `/api/users/${target.user.id}/toggle-status`, headers: bearer(actor.token) });
const demote = (actor: Admin, target: Admin) =>
  t.app.inject({ method: 'PUT', url: `/api/users/${target.user.id}`, headers: bearer(actor.token), payload: { role: 'mentor' } });
const activeSuperadmins = async () =>
  (
    await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'superadmin'), eq(users.isActive, true)))
  ).map((r) => r.id);

describe('the last active superadmin', () => {
  it('can neither delete, deactivate nor demote themselves', async () => {
    const only = await createStaff(t, 'superadmin');
    for (const change of [remove, deactivate, demote]) {
      const res = await change(only, only);
      expect(res.statusCode, change.name).toBe(409);
      expect(json(res).message).toBe(ADMIN_MSG.lastSuperadmin);
    }
    expect(await activeSuperadmins()).toEqual([only.user.id]);
  });

  it('may go once another active superadmin remains (an inactive one does not count)', async () => {
    const a = await createStaff(t, 'superadmin');
    const b = await createStaff(t, 'superadmin');
    expect((await deactivate(a, b)).statusCode).toBe(200);
    expect((await remove(a, a)).statusCode).toBe(409);
    expect((await deactivate(a, b)).statusCode).toBe(200); // reactivated
    expect((await remove(a, a)).statusCode).toBe(200);
    expect(await activeSuperadmins()).toEqual([b.user.id]);
  });

  for (const [name, first, second] of [
    ['delete each other', remove, remove],
    ['deactivate each other', deactivate, deactivate],
    ['one deletes while the other deactivates', remove, deactivate],
    ['demote each other', demote, demote],
  ] as const) {
    it(`stays when two superadmins ${name} at the same moment`, async () => {
      for (let round = 0; round < 6; round++) {
        await t.database.db.update(users).set({ isActive: false }).where(eq(users.role, 'superadmin'));
        const a = await createStaff(t, 'superadmin');
        const b = await createStaff(t, 'superadmin');
        const answers = await Promise.all([first(a, b), second(b, a)]);
        const codes = answers.map((r) => r.statusCode);
        // One change wins; the other finds its author signed out (401) or no longer an active
        // superadmin (403), or the target the last one (409). Never both.
        expect(
          codes.filter((c) => c === 200),
          `round ${round}: ${codes}`,
        ).toHaveLength(1);
        expect(
          codes.every((c) => [200, 401, 403, 409].includes(c)),
          `${codes}`,
        ).toBe(true);
        expect(await activeSuperadmins()).toHaveLength(1);
      }
    });
  }

  it('stays when each of two superadmins deletes themselves at the same moment', async () => {
    for (let round = 0; round < 6; round++) {
      await t.database.db.update(users).set({ isActive: false }).where(eq(users.role, 'superadmin'));
      const a = await createStaff(t, 'superadmin');
      const b = await createStaff(t, 'superadmin');
      const codes = (await Promise.all([remove(a, a), remove(b, b)])).map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 409]);
      expect(await activeSuperadmins()).toHaveLength(1);
    }
  });
});
