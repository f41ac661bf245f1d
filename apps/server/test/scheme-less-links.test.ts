import { PROJECT_MSG, SUBMISSION_MSG, toHttpLink } from '@hackcamp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissions, teamProjects } from '../src/db/schema/index.ts';
import { multipart } from './helpers/multipart.ts';
import { createTask } from './helpers/scoring-fixtures.ts';
import { createProblem, createTeam, setConfig } from './helpers/teams-fixtures.ts';
import { bearer, createParticipants, createStaff, json, startTestApp, type TestApp } from './helpers/test-app.ts';

/** Issue 41 point 3: a link typed without a scheme is saved with https://, wherever a link is taken. */

let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
let taskId: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createStaff(t, 'superadmin');
  taskId = (await createTask(t, admin.token, { title: 'Links task', maxScore: 20 }))._id;
});
afterAll(() => t.close());

// What people type, and what is stored (null: refused).
const CASES: [string, string | null][] = [
  ['github.com/me/repo', 'https://github.com/me/repo'],
  ['www.x.org', 'https://www.x.org'],
  ['  my-demo.example.dev:8080/app?x=1#top  ', 'https://my-demo.example.dev:8080/app?x=1#top'],
  ['https://github.com/me/repo', 'https://github.com/me/repo'],
  ['HTTP://Example.org/A', 'HTTP://Example.org/A'],
  ['javascript:alert(1)', null],
  ['javascript:0', null],
  ['JavaScript://x.org/%0aalert(1)', null],
  ['ftp://files.example.org/x', null],
  ['ftp:files.example.org', null],
  ['mailto:someone@example.org', null],
  ['data:text/html,<b>x</b>', null],
  ['github.com/me/my repo', null],
  ['https://', null],
  ['https:///', null],
  ['//cdn.example.org/x', null],
  ['localhost', null],
  ['just words', null],
  ['repo', null],
];

describe('the link rule (contract)', () => {
  it.each(CASES)('%j -> %j', (typed, stored) => {
    expect(toHttpLink(typed.trim())).toBe(stored);
  });

  it('answers a very long hostile value quickly', () => {
    const started = Date.now();
    for (const v of [`${'a.'.repeat(100_000)}`, `a${':'.repeat(100_000)}`, `${'a'.repeat(40)}://${'x'.repeat(100_000)}`]) toHttpLink(v);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('submissions', () => {
  function submit(token: string, link: string) {
    const body = multipart({ taskId, submissionType: 'link', content: JSON.stringify({ text: '', link }) });
    return t.app.inject({ method: 'POST', url: '/api/submissions', headers: { ...bearer(token), ...body.headers }, payload: body.payload });
  }

  it('store a scheme-less link with https:// and refuse what is not a link', async () => {
    for (const [typed, stored] of CASES) {
      const [p] = await createParticipants(t, 1);
      const res = await submit(p!.token, typed);
      if (stored === null) {
        expect(res.statusCode, typed).toBe(400);
        expect(json(res).errors, typed).toEqual([{ field: 'link', msg: SUBMISSION_MSG.linkInvalid }]);
        continue;
      }
      expect(res.statusCode, `${typed}: ${res.body}`).toBe(201);
      expect(json(res).data.submission.content.link).toBe(stored);
      const [row] = await t.database.db.select().from(submissions).where(eq(submissions.userId, p!.user.id));
      expect(row!.link, typed).toBe(stored);
    }
  });

  it('check the length first', async () => {
    const [p] = await createParticipants(t, 1);
    const res = await submit(p!.token, `github.com/${'a'.repeat(2001)}`);
    expect(res.statusCode).toBe(400);
    expect(json(res).errors).toEqual([{ field: 'link', msg: SUBMISSION_MSG.linkInvalid }]);
  });
});

describe('projects', () => {
  let leader: { token: string };
  let teamId: string;
  beforeAll(async () => {
    leader = (await createParticipants(t, 1, 'hackathon'))[0]!;
    await setConfig(t, admin.token, { teamFormationEnabled: true, projectSubmissionEnabled: true });
    teamId = (await createTeam(t, leader.token, (await createProblem(t, admin.token))._id))._id;
  });
  const put = (payload: object) => t.app.inject({ method: 'PUT', url: `/api/teams/${teamId}/project`, headers: bearer(leader.token), payload });

  it('store every scheme-less link with https://', async () => {
    const res = await put({ title: 'Planner', repositoryUrl: 'github.com/team/planner', demoUrl: 'www.planner.org', slidesUrl: 'youtu.be/abc' });
    expect(res.statusCode, res.body).toBe(200);
    const want = { repositoryUrl: 'https://github.com/team/planner', demoUrl: 'https://www.planner.org', slidesUrl: 'https://youtu.be/abc' };
    expect(json(res).data.project).toMatchObject(want);
    const [row] = await t.database.db.select().from(teamProjects).where(eq(teamProjects.teamId, teamId));
    expect(row).toMatchObject(want);
  });

  it('refuse what is not a link on its field, and keep what was saved', async () => {
    for (const [typed, stored] of CASES) {
      if (stored !== null) continue;
      const res = await put({ title: 'Planner', demoUrl: typed });
      expect(res.statusCode, typed).toBe(400);
      expect(json(res).errors, typed).toContainEqual({ field: 'demoUrl', msg: PROJECT_MSG.urlInvalid });
    }
    const tooLong = await put({ title: 'Planner', demoUrl: `github.com/${'a'.repeat(500)}` });
    expect(json(tooLong).errors).toContainEqual({ field: 'demoUrl', msg: PROJECT_MSG.urlTooLong });
    const [row] = await t.database.db.select().from(teamProjects).where(eq(teamProjects.teamId, teamId));
    expect(row!.demoUrl).toBe('https://www.planner.org');
  });
});
