import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createParticipants, createStaff, json, startTestApp, validRegistration, type TestApp } from './helpers/test-app.ts';
import { multipart } from './helpers/multipart.ts';
import { tasks } from '../src/db/schema/index.ts';
import { createTask } from './helpers/scoring-fixtures.ts';
import { createProblem } from './helpers/teams-fixtures.ts';

// Zero-width and direction-changing characters show nothing yet change what a name seems to say
// ("admin\u200B", or a right-to-left override that turns "invoice\u202Efdp.exe" into
// "invoiceexe.pdf" on screen). Zero-width ones are removed from what people see of each other;
// in names and titles a direction override is refused (control-characters.test.ts, issue 39),
// elsewhere (file names, free text) it is removed.
const RLO = '\u202E';
const ZWSP = '\u200B';
let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await createStaff(t, 'superadmin');
});
afterAll(() => t.close());

describe('invisible characters', () => {
  it('are removed from people’s names, keeping the joiners that Indic scripts need', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: validRegistration({ name: `${ZWSP}Asha Rao\u200E${ZWSP}` }) });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).data.user.name).toBe('Asha Rao');
    // ZWNJ between two Malayalam letters shapes the word: it stays.
    const malayalam = 'ശ്രീ\u200Cനി';
    const kept = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: validRegistration({ name: malayalam }) });
    expect(json(kept).data.user.name).toBe(malayalam);
  });

  it('are removed from team names and task titles', async () => {
    const problem = await createProblem(t, admin.token);
    const [leader] = await createParticipants(t, 1);
    const team = await t.app.inject({
      method: 'POST',
      url: '/api/teams',
      headers: bearer(leader!.token),
      payload: { name: `Code${ZWSP}Crafters\uFEFF`, problemStatement: problem._id },
    });
    expect(team.statusCode, team.body).toBe(201);
    expect(json(team).data.team.name).toBe('CodeCrafters');
    const task = await createTask(t, admin.token, { title: `Day one warm-up${ZWSP}`, description: `Read${RLO} this` });
    const [stored] = await t.database.db.select().from(tasks).where(eq(tasks.id, task._id));
    expect(stored!.description).toBe('Read this');
    expect(task.title).toBe('Day one warm-up');
  });

  it('are removed from uploaded file names', async () => {
    const task = await createTask(t, admin.token);
    const [p] = await createParticipants(t, 1);
    const form = multipart(
      { taskId: task._id, submissionType: 'text', content: JSON.stringify({ text: 'My notes' }) },
      { name: `invoice${RLO}fdp.txt`, data: 'plain text' },
    );
    const res = await t.app.inject({ method: 'POST', url: '/api/submissions', headers: { ...bearer(p!.token), ...form.headers }, payload: form.payload });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).data.submission.content.fileName).toBe('invoicefdp.txt');
  });
});
