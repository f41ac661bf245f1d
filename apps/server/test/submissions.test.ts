import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SUBMISSION_MSG } from '@hackcamp/contract';
import { transactionTrips } from '../src/db/pipelined-statements.ts';
import { submissions, users } from '../src/db/schema/index.ts';
import { statementsDuring } from './helpers/count-statements.ts';
import { multipart } from './helpers/multipart.ts';
import { bearer, createParticipants, createStaff, json, startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
let taskId: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await createStaff(t, 'superadmin');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/tasks',
    headers: bearer(admin.token),
    payload: { title: 'Portfolio page', description: 'Build it', day: 'day1', maxScore: 20 },
  });
  taskId = json(res).data.task._id;
});
afterAll(() => t.close());

function submit(
  token: string,
  content: Record<string, string>,
  opts: { isEdit?: boolean; file?: { name: string; data: Buffer | string }; type?: string; task?: string } = {},
) {
  const fields: Record<string, string> = {
    taskId: opts.task ?? taskId,
    submissionType: opts.type ?? (content.link ? 'link' : 'text'),
    content: JSON.stringify(content),
  };
  if (opts.isEdit) fields.isEdit = 'true';
  const body = multipart(fields, opts.file);
  return t.app.inject({ method: 'POST', url: '/api/submissions', headers: { ...bearer(token), ...body.headers }, payload: body.payload });
}

describe('submitting', () => {
  it('stores text, shows it in my-submissions, and refuses a second plain submit', async () => {
    const [p] = await createParticipants(t, 1);
    let res: Awaited<ReturnType<typeof submit>> | undefined;
    // Signed in and on the page: who they are and the event's settings are at hand (an install's
    // first read of them creates their row, whose notification empties the cache once).
    await t.app.inject({ method: 'GET', url: '/api/config/config', headers: bearer(p!.token) });
    await t.database.feed.caughtUp();
    await t.app.inject({ method: 'GET', url: '/api/config/config', headers: bearer(p!.token) });
    // The write every participant makes, new work on an open task: the task's checks, the row
    // (which finds their mentor too) and the live event are one statement.
    const query = vi.spyOn(pg.Client.prototype, 'query');
    const tripsBefore = transactionTrips();
    const statements = await statementsDuring(t.database, async () => {
      res = await submit(p!.token, { text: 'My portfolio is done' });
    }).finally(() => query.mockRestore());
    expect(statements.filter((s) => s !== 'begin' && s !== 'commit')).toHaveLength(1);
    expect(statements.find((s) => s !== 'begin')).toMatch(/^with "task" as/);
    if (t.database.engine === 'postgres') {
      // Its begin and its commit travel with it, one round trip (decision 0058), and the commit
      // carries the marker its answer waits for: the listening connection sends none of its own.
      expect(transactionTrips() - tripsBefore).toBe(1);
      expect(query.mock.calls.filter(([, values]) => Array.isArray(values) && String(values[1]).startsWith('sync '))).toEqual([]);
    }
    expect(res!.statusCode).toBe(201);
    expect(json(res!).message).toBe(SUBMISSION_MSG.submitted);
    expect(json(res!).data.submission).toMatchObject({
      status: 'submitted',
      submissionType: 'text',
      content: { text: 'My portfolio is done', link: '' },
      score: null,
      taskId: { _id: taskId, maxScore: 20 },
    });
    const mine = json(await t.app.inject({ method: 'GET', url: '/api/submissions/my-submissions', headers: bearer(p!.token) })).data.submissions;
    // The answer is put together, not read back: it is what the list shows.
    expect(mine).toEqual([json(res!).data.submission]);
    const again = await submit(p!.token, { text: 'again' });
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe(SUBMISSION_MSG.alreadySubmitted);
  });

  it('a link alone gets the fallback text and the description as link title', async () => {
    const [p] = await createParticipants(t, 1);
    const res = await submit(p!.token, { link: 'https://github.com/me/portfolio', linkTitle: 'Repo' });
    expect(json(res).data.submission.content).toMatchObject({ text: SUBMISSION_MSG.noDescription, link: 'https://github.com/me/portfolio', linkTitle: 'Repo' });
  });

  it('a link sent as the web app sends it (empty text and title) stores the fallback text and no empty title', async () => {
    const [p] = await createParticipants(t, 1);
    const res = await submit(p!.token, { text: '   ', link: 'https://github.com/me/site', linkTitle: '' });
    expect(res.statusCode).toBe(201);
    expect(json(res).data.submission.content).toMatchObject({ text: SUBMISSION_MSG.noDescription, link: 'https://github.com/me/site', linkTitle: '' });
    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.userId, p!.user.id));
    expect(row).toMatchObject({ text: SUBMISSION_MSG.noDescription, link: 'https://github.com/me/site', linkTitle: null });
  });

  it('requires a description or a link, and a real http(s) link', async () => {
    const [p] = await createParticipants(t, 1);
    const empty = await submit(p!.token, { text: '  ', link: '' });
    expect(empty.statusCode).toBe(400);
    expect(json(empty).message).toBe(SUBMISSION_MSG.contentRequired);
    const js = await submit(p!.token, { link: 'javascript:alert(1)' });
    expect(json(js).errors).toEqual([{ field: 'link', msg: SUBMISSION_MSG.linkInvalid }]);
    const badJson = multipart({ taskId, submissionType: 'text', content: '{not json' });
    const res = await t.app.inject({ method: 'POST', url: '/api/submissions', headers: { ...bearer(p!.token), ...badJson.headers }, payload: badJson.payload });
    expect(res.statusCode).toBe(400);
    const notMultipart = await t.app.inject({ method: 'POST', url: '/api/submissions', headers: bearer(p!.token), payload: { taskId } });
    expect(notMultipart.statusCode).toBe(400);
    const nul = await submit(p!.token, { text: 'null \u0000 byte' });
    expect(nul.statusCode).toBe(400);
    expect(json(nul).message).toBe('Text must not contain NUL characters');
    const unknownTask = await submit(p!.token, { text: 'x' }, { task: '00000000-0000-4000-8000-000000000000' });
    expect(unknownTask.statusCode).toBe(404);
  });

  it('edit replaces the content and keeps one submission; a graded one is locked', async () => {
    const [p] = await createParticipants(t, 1);
    await submit(p!.token, { text: 'first try' });
    // The write every participant makes: the task, their own row locked, the change (which finds
    // their mentor too), the live event; the answer is not read back, and is what their list shows.
    let edit: Awaited<ReturnType<typeof submit>> | undefined;
    const statements = await statementsDuring(t.database, async () => {
      edit = await submit(p!.token, { text: 'second try' }, { isEdit: true });
    });
    expect(statements.filter((sql) => !/^(begin|commit)\b/i.test(sql))).toHaveLength(4);
    expect(edit!.statusCode).toBe(200);
    expect(json(edit!).message).toBe(SUBMISSION_MSG.updated);
    expect(json(edit!).data.submission.content.text).toBe('second try');
    const mine = json(await t.app.inject({ method: 'GET', url: '/api/submissions/my-submissions', headers: bearer(p!.token) })).data.submissions;
    expect(mine).toEqual([json(edit!).data.submission]);
    expect(await t.database.db.select().from(submissions).where(eq(submissions.userId, p!.user.id))).toHaveLength(1);
    await t.database.db.update(submissions).set({ status: 'graded', score: 15 }).where(eq(submissions.userId, p!.user.id));
    const late = await submit(p!.token, { text: 'third try' }, { isEdit: true });
    expect(late.statusCode).toBe(409);
    expect(json(late).message).toBe(SUBMISSION_MSG.alreadyGraded);
    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.userId, p!.user.id));
    expect(row).toMatchObject({ text: 'second try', score: 15 });
  });

  it('ten simultaneous first submits leave one submission', async () => {
    const [p] = await createParticipants(t, 1);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => submit(p!.token, { text: `attempt ${i}` })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    expect(await t.database.db.select().from(submissions).where(eq(submissions.userId, p!.user.id))).toHaveLength(1);
  });

  it('refuses inactive tasks and staff submitters', async () => {
    const created = json(
      await t.app.inject({
        method: 'POST',
        url: '/api/tasks',
        headers: bearer(admin.token),
        payload: { title: 'Closed', description: 'x', day: 'day2', isActive: false },
      }),
    ).data.task;
    const [p] = await createParticipants(t, 1);
    expect((await submit(p!.token, { text: 'x' }, { task: created._id })).statusCode).toBe(404);
    expect((await submit(admin.token, { text: 'x' })).statusCode).toBe(403);
  });
});

describe('files', () => {
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(100, 32)]);

  it('accepts a pdf, lists its name, and serves it only as an attachment to allowed readers', async () => {
    const [owner, stranger] = await createParticipants(t, 2);
    const mentor = await createStaff(t, 'mentor');
    const otherMentor = await createStaff(t, 'mentor');
    await t.database.db.update(users).set({ mentorId: mentor.user.id }).where(eq(users.id, owner!.user.id));
    const res = await submit(owner!.token, { text: 'report attached' }, { file: { name: '../../etc/Report final.pdf', data: pdf } });
    expect(res.statusCode).toBe(201);
    const sub = json(res).data.submission;
    expect(sub.content.fileName).toBe('Report final.pdf');
    expect(sub.content.fileUrl).toBe(`/api/submissions/${sub._id}/file`);
    // An edit without a new file keeps the file, and says so in its answer.
    const kept = await submit(owner!.token, { text: 'report attached, notes fixed' }, { isEdit: true });
    expect(kept.statusCode).toBe(200);
    expect(json(kept).data.submission.content).toMatchObject({
      text: 'report attached, notes fixed',
      fileName: 'Report final.pdf',
      fileUrl: sub.content.fileUrl,
    });

    for (const [who, token, code] of [
      ['owner', owner!.token, 200],
      ['mentor', mentor.token, 200],
      ['admin', admin.token, 200],
      ['stranger', stranger!.token, 403],
      ['other mentor', otherMentor.token, 403],
    ] as const) {
      const file = await t.app.inject({ method: 'GET', url: sub.content.fileUrl, headers: bearer(token) });
      expect(file.statusCode, who).toBe(code);
      const detail = await t.app.inject({ method: 'GET', url: `/api/submissions/${sub._id}`, headers: bearer(token) });
      expect(detail.statusCode, who).toBe(code);
      if (code === 200) {
        expect(file.rawPayload.equals(pdf)).toBe(true);
        expect(file.headers['content-type']).toBe('application/octet-stream');
        expect(String(file.headers['content-disposition'])).toMatch(/^attachment; filename="Report final.pdf"/);
        expect(String(file.headers['content-security-policy'])).toContain('sandbox');
        expect(file.headers['cache-control']).toBe('private, no-store');
      }
    }
    expect((await t.app.inject({ method: 'GET', url: sub.content.fileUrl })).statusCode).toBe(401);
  });

  it('sends a download byte for byte, uncompressed, even to a client that accepts compression', async () => {
    const [owner] = await createParticipants(t, 1);
    // Large and very compressible, so only the content type keeps it from being compressed.
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(8 * 1024, 'a')]);
    const res = await submit(owner!.token, { text: 'big report' }, { file: { name: 'big.pdf', data: big } });
    expect(res.statusCode).toBe(201);
    const file = await t.app.inject({
      method: 'GET',
      url: json(res).data.submission.content.fileUrl,
      headers: { ...bearer(owner!.token), 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-encoding']).toBeUndefined();
    expect(file.rawPayload.equals(big)).toBe(true);
  });

  it('refuses wrong extensions, content that does not match, and more than one file', async () => {
    const [p] = await createParticipants(t, 1);
    const exe = await submit(p!.token, { text: 'x' }, { file: { name: 'tool.exe', data: Buffer.from('MZ\x90\x00') } });
    expect(exe.statusCode).toBe(400);
    expect(json(exe).message).toBe(SUBMISSION_MSG.fileType);
    const fakePdf = await submit(p!.token, { text: 'x' }, { file: { name: 'virus.pdf', data: Buffer.from('MZ\x90\x00 not a pdf') } });
    expect(json(fakePdf).message).toBe(SUBMISSION_MSG.fileContent);
    const binaryJs = await submit(p!.token, { text: 'x' }, { file: { name: 'app.js', data: Buffer.from([0x00, 0x01, 0x02]) } });
    expect(json(binaryJs).message).toBe(SUBMISSION_MSG.fileContent);
    const body = multipart({ taskId, submissionType: 'text', content: JSON.stringify({ text: 'x' }) }, [
      { name: 'a.txt', data: 'one' },
      { name: 'b.txt', data: 'two' },
    ]);
    const two = await t.app.inject({ method: 'POST', url: '/api/submissions', headers: { ...bearer(p!.token), ...body.headers }, payload: body.payload });
    expect(two.statusCode).toBe(400);
    expect(await t.database.db.select().from(submissions).where(eq(submissions.userId, p!.user.id))).toHaveLength(0);
  });

  it('answers a file over 10 MB with 413 and stores nothing', async () => {
    const [p] = await createParticipants(t, 1);
    const big = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const res = await submit(p!.token, { text: 'big' }, { file: { name: 'big.zip', data: big } });
    expect(res.statusCode).toBe(413);
    expect(json(res).message).toBe(SUBMISSION_MSG.fileTooLarge);
    expect(await t.database.db.select().from(submissions).where(eq(submissions.userId, p!.user.id))).toHaveLength(0);
  });

  it('an edit with a new file replaces the old one; without a file keeps it', async () => {
    const [p] = await createParticipants(t, 1);
    await submit(p!.token, { text: 'v1' }, { file: { name: 'v1.txt', data: 'version one' } });
    const keep = json(await submit(p!.token, { text: 'v2' }, { isEdit: true })).data.submission;
    expect(keep.content.fileName).toBe('v1.txt');
    const replaced = json(await submit(p!.token, { text: 'v3' }, { isEdit: true, file: { name: 'v3.py', data: 'print("v3")' } })).data.submission;
    expect(replaced.content.fileName).toBe('v3.py');
    const file = await t.app.inject({ method: 'GET', url: replaced.content.fileUrl, headers: bearer(p!.token) });
    expect(file.body).toBe('print("v3")');
  });
});
