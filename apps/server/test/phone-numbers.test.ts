import path from 'node:path';
import { MSG, toE164 } from '@hackcamp/contract';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_EXTENSIONS } from '../src/db/client.ts';
import { users } from '../src/db/schema/index.ts';
import { multipart } from './helpers/multipart.ts';
import { bearer, createStaff, json, startTestApp, uniqueEmail, validRegistration, type TestApp } from './helpers/test-app.ts';
import { createFreshPostgres } from './helpers/test-database.ts';
import { migrationsUpTo } from './helpers/migrations-up-to.ts';

// Issue 42, item 4: every write of users.mobile stores E.164, with the event's country code for a
// number typed without one, so the mentor's WhatsApp and call links reach the right phone.

const postgres = process.env.TEST_ENGINE === 'postgres';

describe('every write of a mobile number stores E.164', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createStaff>>;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await createStaff(t, 'superadmin');
  });
  afterAll(() => t.close());

  const stored = async (email: string) => (await t.database.db.select({ mobile: users.mobile }).from(users).where(eq(users.email, email)))[0]?.mobile;
  const send = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>, token?: string) =>
    t.app.inject({ method, url, payload, ...(token && { headers: bearer(token) }) });
  const expectMobileInvalid = (res: Awaited<ReturnType<typeof send>>) => {
    expect(res.statusCode, res.body).toBe(400);
    expect(json(res).message).toBe(MSG.mobileInvalid);
    expect(json(res).errors).toEqual([{ field: 'mobile', msg: MSG.mobileInvalid }]);
  };

  it('a public registration: ten digits get +91, and the answer shows the stored number', async () => {
    const body = validRegistration({ mobile: '98765 43210' });
    const res = await send('POST', '/api/auth/register', body);
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).data.user.mobile).toBe('+919876543210');
    expect(await stored(body.email)).toBe('+919876543210');
  });

  it('a registration keeps a typed country code, reads 00 as + and drops a trunk 0', async () => {
    for (const [typed, e164] of [
      ['+1 415 555 0134', '+14155550134'],
      ['0044 7700900123', '+447700900123'],
      ['(040) 2345-6789', '+914023456789'],
    ]) {
      const body = validRegistration({ mobile: typed });
      const res = await send('POST', '/api/auth/register', body);
      expect(res.statusCode, `${typed}: ${res.body}`).toBe(201);
      expect(await stored(body.email), typed).toBe(e164);
    }
  });

  it('a number that cannot be E.164 is a 400 with the form’s message, and nothing is created', async () => {
    const body = validRegistration({ mobile: '+0 98765 43210' });
    expectMobileInvalid(await send('POST', '/api/auth/register', body));
    expect(await stored(body.email)).toBeUndefined();
  });

  it('Add Mentor and Add Judge (POST /auth/register-admin), and a mentor through /auth/register', async () => {
    const mentor = { name: 'Dr. Ramesh Rao', email: uniqueEmail('mentor'), role: 'mentor', mobile: '9000000001' };
    const res = await send('POST', '/api/auth/register-admin', mentor, admin.token);
    expect(res.statusCode, res.body).toBe(201);
    expect(await stored(mentor.email)).toBe('+919000000001');
    const judge = { name: 'Judge Jaya', email: uniqueEmail('judge'), role: 'judge', mobile: '' };
    expect((await send('POST', '/api/auth/register-admin', judge, admin.token)).statusCode).toBe(201);
    expect(await stored(judge.email), 'no number stays none').toBeNull();
    const viaRegister = { name: 'Mentor Mani', email: uniqueEmail('mentor'), role: 'mentor', mobile: '09000000005' };
    expect((await send('POST', '/api/auth/register', viaRegister, admin.token)).statusCode).toBe(201);
    expect(await stored(viaRegister.email)).toBe('+919000000005');
    expectMobileInvalid(await send('POST', '/api/auth/register-admin', { ...mentor, email: uniqueEmail('mentor'), mobile: '+0900000000' }, admin.token));
  });

  it("Add participant (POST /users) and a superadmin's edit (PUT /users/:id)", async () => {
    const walkIn = { name: 'Walk In', email: uniqueEmail('walkin'), collegeName: 'CBIT', participantType: 'bootcamp', mobile: '90000-00002' };
    const added = await send('POST', '/api/users', walkIn, admin.token);
    expect(added.statusCode, added.body).toBe(201);
    expect(json(added).data.user.mobile).toBe('+919000000002');
    const id = json(added).data.user._id as string;

    const edited = await send('PUT', `/api/users/${id}`, { mobile: '0091 9000000003' }, admin.token);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await stored(walkIn.email)).toBe('+919000000003');
    // The same number typed as people write it is no change (no audit entry, no 'nothing changed' fuss).
    expect((await send('PUT', `/api/users/${id}`, { mobile: '90000 00003' }, admin.token)).statusCode).toBe(200);
    expect(await stored(walkIn.email)).toBe('+919000000003');
    expectMobileInvalid(await send('PUT', `/api/users/${id}`, { mobile: '+0900000000' }, admin.token));
    expect(await stored(walkIn.email), 'a refused edit changes nothing').toBe('+919000000003');
    expect((await send('PUT', `/api/users/${id}`, { mobile: '' }, admin.token)).statusCode).toBe(200);
    expect(await stored(walkIn.email)).toBeNull();

    expectMobileInvalid(await send('POST', '/api/users', { ...walkIn, email: uniqueEmail('walkin'), mobile: '+0900000000' }, admin.token));
  });

  it('a CSV import stores E.164 and refuses a row whose number cannot be one', async () => {
    const importCsv = (csv: string, dryRun: boolean) => {
      const form = multipart({}, { name: `phones-${Date.now()}.csv`, data: csv });
      return t.app.inject({
        method: 'POST',
        url: `/api/import/participants?dryRun=${dryRun}&skipInvalid=true`,
        headers: { ...bearer(admin.token), ...form.headers },
        payload: form.payload,
      });
    };
    const [a, b, bad] = [uniqueEmail('csv'), uniqueEmail('csv'), uniqueEmail('csv')];
    const csv = ['Email,Name,College Name,Mobile', `${a},Csv A,CBIT,9000000006.0`, `${b},Csv B,CBIT,+91 90000 00007`, `${bad},Csv Bad,CBIT,+0900000000`].join(
      '\n',
    );
    const res = await importCsv(csv, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(a)).toBe('+919000000006');
    expect(await stored(b)).toBe('+919000000007');
    expect(await stored(bad), 'the refused row is not written').toBeUndefined();
    // Imported again, typed another way: the same stored number, so nothing to update.
    const again = await importCsv(`Email,Name,College Name,Mobile\n${a},Csv A,CBIT,09000000006\n`, true);
    expect(json(again).data.rows[0]).toMatchObject({ action: 'skip' });
  });

  it("follows the organiser's country code (settings: phoneCountryCode)", async () => {
    const set = (phoneCountryCode: string) => send('PUT', '/api/config/config', { phoneCountryCode }, admin.token);
    expect((await set('+44')).statusCode).toBe(200);
    try {
      const body = validRegistration({ mobile: '07700 900123' });
      expect((await send('POST', '/api/auth/register', body)).statusCode).toBe(201);
      expect(await stored(body.email)).toBe('+447700900123');
    } finally {
      expect((await set('+91')).statusCode).toBe(200);
    }
  });
});

// Migrating a fresh database twice takes 15 to 40 s on a busy machine.
describe('migration 0026 on numbers stored before it', { timeout: 120_000 }, () => {
  // The numbers of issue 42, and what contract phone.ts makes of them; one that cannot be E.164
  // and an empty one stay as they were.
  const typed = ['9000000001', '+91 90000 00002', '0091-9000000003', '09000000004', '(040) 2345-6789', '+1 415 555 0134', 'call me', ''];

  async function migrated(countryCode: string | null): Promise<Map<string, string | null>> {
    const before = migrationsUpTo(25);
    const all = path.resolve(import.meta.dirname, '../src/db/migrations');
    const seed = [
      ...(countryCode ? [`insert into event_config (id, phone_country_code) values (1, '${countryCode}');`] : []),
      `insert into users (name, email, password_hash, role, mobile) values ${typed.map((m, i) => `('Old ${i}', 'old${i}@example.com', 'x', 'participant', '${m}')`).join(', ')};`,
    ].join('\n');
    const read = `select email, mobile from users where email like 'old%@example.com'`;
    let rows: { email: string; mobile: string | null }[];
    if (postgres) {
      const fresh = await createFreshPostgres(process.env.TEST_DATABASE_URL!);
      const pool = new pg.Pool({ connectionString: fresh.url, max: 1 });
      try {
        await migratePg(drizzlePg(pool), { migrationsFolder: before });
        await pool.query(seed);
        await migratePg(drizzlePg(pool), { migrationsFolder: all });
        rows = (await pool.query<{ email: string; mobile: string | null }>(read)).rows;
      } finally {
        await pool.end();
        await fresh.drop();
      }
    } else {
      const client = await PGlite.create(undefined, { extensions: PGLITE_EXTENSIONS });
      try {
        await migratePglite(drizzlePglite(client), { migrationsFolder: before });
        await client.exec(seed);
        await migratePglite(drizzlePglite(client), { migrationsFolder: all });
        rows = (await client.query<{ email: string; mobile: string | null }>(read)).rows;
      } finally {
        await client.close();
      }
    }
    return new Map(rows.map((r) => [r.email, r.mobile]));
  }

  it('converts them with the rule of toE164 and the default +91', async () => {
    const after = await migrated(null);
    expect(typed.map((_, i) => after.get(`old${i}@example.com`))).toEqual([
      '+919000000001',
      '+919000000002',
      '+919000000003',
      '+919000000004',
      '+914023456789',
      '+14155550134',
      'call me',
      '',
    ]);
    typed.forEach((m, i) => expect(after.get(`old${i}@example.com`), m).toBe(toE164(m, '+91') ?? m));
  });

  it("uses the event's country code when the organiser had set one", async () => {
    const after = await migrated('+44');
    typed.forEach((m, i) => expect(after.get(`old${i}@example.com`), m).toBe(toE164(m, '+44') ?? m));
    expect(after.get('old0@example.com')).toBe('+449000000001');
  });
});
