import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, sessions } from '../src/db/schema/index.ts';
import { defineModule, ModuleList, type ModuleBase, type ModuleDeps } from '../src/modules/define-module.ts';
import { bearer, createStaff, signUpParticipant, startTestApp, type TestApp } from './helpers/test-app.ts';

// Issue 44: modules register themselves in one ordered list (src/modules/index.ts); the app walks
// it to build services, register routes, settle writes, clean up and close.

const base = {} as ModuleBase;

describe('the module list', () => {
  const clock = defineModule({ name: 'clock', create: () => ({ clock: { now: () => 42 } }) });
  const reader = defineModule({
    name: 'reader',
    create: ({ clock }: ModuleDeps<{ clock: { now: () => number } }>) => ({ reader: { read: () => `at ${clock.now()}` } }),
  });

  it('builds each module with what the modules above it made', () => {
    const built = ModuleList.start().add(clock).add(reader).build(base);
    expect(built.reader.read()).toBe('at 42');
  });

  it('does not compile when a module comes before one it uses', () => {
    // @ts-expect-error: nothing above the reader makes `clock`.
    const wrong = ModuleList.start().add(reader).add(clock);
    // Left uncaught, the reader would meet the missing clock only when first used.
    expect(() => wrong.build(base).reader.read()).toThrow(TypeError);
  });

  it('refuses two modules that make the same name', () => {
    const again = defineModule({ name: 'again', create: () => ({ clock: { now: () => 0 } }) });
    expect(() => ModuleList.start().add(clock).add(again).build(base)).toThrow("Module again makes 'clock', which is already taken");
  });

  it('runs every clean-up when one fails, and reports the failure', async () => {
    const ran: string[] = [];
    const step = (name: string, fail = false) =>
      defineModule<ModuleBase>({
        name,
        cleanUp: async () => {
          ran.push(name);
          if (fail) throw new Error(`${name} failed`);
        },
      });
    const list = ModuleList.start().add(step('sessions')).add(step('imports', true)).add(step('backups'));
    await expect(list.runCleanUps(list.build(base))).rejects.toThrow('imports failed');
    expect(ran).toEqual(['sessions', 'imports', 'backups']);
  });

  it('closes modules after the ones that use them, and calls preClose and every write settle', async () => {
    const seen: string[] = [];
    const hooks = (name: string) =>
      defineModule<ModuleBase>({
        name,
        preClose: () => void seen.push(`preClose ${name}`),
        onClose: async () => void seen.push(`onClose ${name}`),
        afterWrite: () => () => void seen.push(`settle ${name}`),
      });
    const list = ModuleList.start().add(hooks('invitations')).add(hooks('recovery'));
    const built = list.build(base);
    list.preClose(built);
    for (const settle of list.writeSettles(built)) settle({} as never);
    await list.onClose(built);
    expect(seen).toEqual(['preClose invitations', 'preClose recovery', 'settle invitations', 'settle recovery', 'onClose recovery', 'onClose invitations']);
  });
});

describe("the app's registered clean-ups (what main.ts runs at start and every hour)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('delete an expired session and an expired idempotency key, and keep what still counts', async () => {
    const admin = await createStaff(t, 'superadmin');
    const participant = await signUpParticipant(t.app);
    const expired = randomUUID();
    await t.database.db.insert(sessions).values({ id: expired, userId: participant.user._id, expiresAt: new Date(Date.now() - 2 * 86_400_000) });
    const key = randomUUID();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: { ...bearer(admin.token), 'idempotency-key': key },
      payload: { title: `Clean-up ${key}`, description: 'x', day: 'day1' },
    });
    expect(created.statusCode).toBe(201);
    await t.database.db
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.key, key));

    await t.app.runCleanUps();

    expect(await t.database.db.select().from(sessions).where(eq(sessions.id, expired))).toEqual([]);
    expect(await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
    // The participant's own session is alive, and still signs them in.
    expect((await t.app.inject({ url: '/api/auth/profile', headers: bearer(participant.token) })).statusCode).toBe(200);
  });
});
