import { IMPORT_MSG, TEXT_MSG } from '@hackcamp/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements, tasks, users } from '../src/db/schema/index.ts';
import { multipart } from './helpers/multipart.ts';
import { createTask } from './helpers/scoring-fixtures.ts';
import { createProblem, createTeam } from './helpers/teams-fixtures.ts';
import { bearer, createParticipants, createStaff, json, signUpParticipant, startTestApp, validRegistration, type TestApp } from './helpers/test-app.ts';

/**
 * Issue 39: a name or a title holding a control character (BEL, ESC, CR/LF, tab, DEL, NEL) or a
 * direction override is refused with a plain 400 naming the field, and nothing is written. Free
 * text (descriptions, announcements) keeps its line breaks and tabs.
 */
const BAD = {
  BEL: '\u0007',
  ESC: '\u001b',
  CR: '\r',
  LF: '\n',
  TAB: '\t',
  DEL: '\u007f',
  NEL: '\u0085',
  RLO: '\u202E',
  LRI: '\u2066',
};

let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await createStaff(t, 'superadmin');
});
afterAll(() => t.close());

function expectRefused(res: Parameters<typeof json>[0], field: string) {
  expect(res.statusCode, res.body).toBe(400);
  const body = json(res);
  expect(body.message).toBe(TEXT_MSG.notOneLine(field));
  expect(body.errors).toContainEqual({ field, msg: TEXT_MSG.notOneLine(field) });
}

const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]!.n;

describe('names with control characters', () => {
  it('are refused at registration, for the name, the college and the email, and no account is made', async () => {
    const before = await userCount();
    for (const [label, c] of Object.entries(BAD)) {
      for (const [field, value] of [
        ['name', `Asha${c}Rao`],
        ['collegeName', `CBIT${c}`],
        ['email', `asha${c}x@test.dev`],
      ] as const) {
        // Inside the value, at its start and at its end (where trimming must not hide it).
        for (const placed of [value, `${c}${value.replace(c, '')}`, `${value.replace(c, '')}${c}`]) {
          const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: validRegistration({ [field]: placed }) });
          expect(res.statusCode, `${label} in ${field}`).toBe(400);
          expectRefused(res, field);
        }
      }
    }
    expect(await userCount()).toBe(before);
  });

  it('are refused in a profile edit and an organiser’s edit, leaving the stored name as it was', async () => {
    const p = await signUpParticipant(t.app, { name: 'Meera Nair' });
    for (const c of Object.values(BAD)) {
      expectRefused(await t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: bearer(p.token), payload: { name: `Meera${c} Nair` } }), 'name');
      expectRefused(
        await t.app.inject({ method: 'PUT', url: `/api/users/${p.user._id}`, headers: bearer(admin.token), payload: { name: `Meera Nair${c}` } }),
        'name',
      );
      expectRefused(
        await t.app.inject({ method: 'PUT', url: `/api/users/${p.user._id}`, headers: bearer(admin.token), payload: { collegeName: `NIT${c}Calicut` } }),
        'collegeName',
      );
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, p.user._id));
    expect(row).toMatchObject({ name: 'Meera Nair', collegeName: 'CBIT' });
  });

  it('are refused in team names, problem titles, task titles, announcement titles and the event name', async () => {
    const problem = await createProblem(t, admin.token);
    const [leader] = await createParticipants(t, 1);
    const team = await createTeam(t, leader!.token, problem._id, 'Clean Name');
    for (const c of [BAD.BEL, BAD.LF, BAD.NEL, BAD.RLO]) {
      expectRefused(
        await t.app.inject({
          method: 'POST',
          url: '/api/teams',
          headers: bearer(leader!.token),
          payload: { name: `Code${c}Crafters`, problemStatement: problem._id },
        }),
        'name',
      );
      expectRefused(
        await t.app.inject({ method: 'PUT', url: `/api/teams/${team._id}`, headers: bearer(leader!.token), payload: { name: `Renamed${c}` } }),
        'name',
      );
      expectRefused(
        await t.app.inject({
          method: 'POST',
          url: '/api/config/problems',
          headers: bearer(admin.token),
          payload: { title: `Campus waste${c} tracker`, description: 'x'.repeat(60), domain: 'technology' },
        }),
        'title',
      );
      expectRefused(
        await t.app.inject({
          method: 'POST',
          url: '/api/tasks',
          headers: bearer(admin.token),
          payload: { title: `Warm-up${c}`, description: 'Do the work.', day: 'day1', maxScore: 10 },
        }),
        'title',
      );
      expectRefused(
        await t.app.inject({ method: 'POST', url: '/api/announcements', headers: bearer(admin.token), payload: { title: `Lunch${c}`, content: 'At one.' } }),
        'title',
      );
      expectRefused(
        await t.app.inject({ method: 'PUT', url: '/api/config/config', headers: bearer(admin.token), payload: { eventName: `Camp${c}` } }),
        'eventName',
      );
    }
    const shown = json(await t.app.inject({ url: `/api/teams/${team._id}`, headers: bearer(leader!.token) })).data;
    expect(JSON.stringify(shown)).toContain('Clean Name');
  });

  it('refuses an over-long name by its length before any pattern runs', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: validRegistration({ name: `${'\u0007'.repeat(50_000)}` }) });
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toContainEqual({ field: 'name', msg: 'Name must be at most 100 characters' });
  });

  it('are refused per row in an import of people, which creates nobody', async () => {
    const before = await userCount();
    const csv = 'name,email,collegeName\r\n"Ravi\u0007Kumar",ravi.cc@test.dev,CBIT\r\nPriya,priya.cc@test.dev,"NIT\u001bCalicut"\r\n';
    const form = multipart({}, { name: 'people.csv', data: csv });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/import/participants?dryRun=false',
      headers: { ...bearer(admin.token), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(json(res).message).toBe(IMPORT_MSG.notImported(2));
    const again = multipart({}, { name: 'people.csv', data: csv });
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/import/participants?dryRun=true',
      headers: { ...bearer(admin.token), ...again.headers },
      payload: again.payload,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const rows = json(preview).data.rows as { errors: string[] }[];
    expect(rows[0]!.errors).toContain(TEXT_MSG.notOneLine('Name'));
    expect(rows[1]!.errors).toContain(TEXT_MSG.notOneLine('College name'));
    expect(await userCount()).toBe(before);
  });
});

describe('free text', () => {
  it('keeps its line breaks and tabs in announcements and task descriptions', async () => {
    const content = 'Lunch is at one.\r\nDinner at eight.\n\tBring your badge.';
    const res = await t.app.inject({ method: 'POST', url: '/api/announcements', headers: bearer(admin.token), payload: { title: 'Meals', content } });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(announcements)
      .where(eq(announcements.id, json(res).data.announcement._id));
    expect(row!.content).toBe(content);
    const task = await createTask(t, admin.token, { description: 'Step one.\nStep two.\tDone.' });
    const [stored] = await t.database.db.select().from(tasks).where(eq(tasks.id, task._id));
    expect(stored!.description).toBe('Step one.\nStep two.\tDone.');
  });
});
