import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PROJECT_MSG } from '@hackcamp/contract';
import { auditLog, teamProjects, uploadedFiles } from '../src/db/schema/index.ts';
import { liveStreams } from './helpers/live-client.ts';
import { multipart } from './helpers/multipart.ts';
import { createProblem, createTeam, joinTeam, setConfig } from './helpers/teams-fixtures.ts';
import { bearer, createParticipants, createStaff, json, startTestApp, type TestApp } from './helpers/test-app.ts';

// A team's project: its leader edits it while the superadmin's switch is on; its members, its
// assigned judges and superadmins read it (and its file); everyone else is refused.
type Person = { user: { id: string }; token: string };

let t: TestApp;
let base: string;
let admin: Person;
let leader: Person;
let member: Person;
let outsider: Person;
let judge: Person;
let otherJudge: Person;
let mentor: Person;
let teamId: string;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

const project = (overrides: Record<string, unknown> = {}) => ({
  title: 'Soil moisture planner',
  summary: 'Reads sensors\nand plans watering.',
  repositoryUrl: 'https://github.com/example/planner',
  demoUrl: 'https://planner.example.dev',
  slidesUrl: null,
  ...overrides,
});

const put = (token: string, payload: object, id = teamId) => t.app.inject({ method: 'PUT', url: `/api/teams/${id}/project`, headers: bearer(token), payload });
const get = (token: string, id = teamId) => t.app.inject({ method: 'GET', url: `/api/teams/${id}/project`, headers: bearer(token) });
const upload = (token: string, name: string, data: Buffer) => {
  const form = multipart({}, { name, data });
  return t.app.inject({ method: 'PUT', url: `/api/teams/${teamId}/project/file`, headers: { ...bearer(token), ...form.headers }, payload: form.payload });
};
const download = (token: string) => t.app.inject({ method: 'GET', url: `/api/teams/${teamId}/project/file`, headers: bearer(token) });
const storedProjects = () => t.database.db.select().from(teamProjects).where(eq(teamProjects.teamId, teamId));

beforeAll(async () => {
  t = await startTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await createStaff(t, 'superadmin');
  judge = await createStaff(t, 'judge');
  otherJudge = await createStaff(t, 'judge');
  mentor = await createStaff(t, 'mentor');
  const people = await createParticipants(t, 3, 'hackathon');
  [leader, member, outsider] = [people[0]!, people[1]!, people[2]!];
  await setConfig(t, admin.token, { teamFormationEnabled: true });
  const problemId = (await createProblem(t, admin.token))._id;
  teamId = (await createTeam(t, leader.token, problemId))._id;
  expect((await joinTeam(t, member.token, teamId)).statusCode).toBe(200);
  await createTeam(t, outsider.token, problemId);
  const assigned = await t.app.inject({
    method: 'POST',
    url: '/api/users/assign-teams-to-judge',
    headers: bearer(admin.token),
    payload: { judgeId: judge.user.id, teamIds: [teamId] },
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
});
afterAll(() => t.close());

describe('the project submission switch', () => {
  it('is off by default: the leader is refused with the message and nothing is written', async () => {
    const res = await put(leader.token, project());
    expect(res.statusCode).toBe(403);
    expect(json(res).message).toBe(PROJECT_MSG.closed);
    expect(await storedProjects()).toHaveLength(0);
    expect(json(await get(member.token)).data.project).toBeNull();
  });

  it('once on, the leader saves, rereads, and the save is audited', async () => {
    await setConfig(t, admin.token, { projectSubmissionEnabled: true });
    const res = await put(leader.token, project({ demoUrl: '  ', slidesUrl: 'http://slides.example.dev/deck' }));
    expect(res.statusCode, res.body).toBe(200);
    const saved = json(res).data.project;
    expect(saved).toMatchObject({
      teamId,
      title: 'Soil moisture planner',
      summary: 'Reads sensors\nand plans watering.',
      repositoryUrl: 'https://github.com/example/planner',
      demoUrl: null,
      slidesUrl: 'http://slides.example.dev/deck',
      file: null,
      updatedBy: { _id: leader.user.id },
    });
    expect(json(await get(leader.token)).data.project).toEqual(saved);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'project.save'), eq(auditLog.targetId, teamId)));
    expect(entry).toMatchObject({ actorId: leader.user.id, targetType: 'team', details: { title: 'Soil moisture planner' } });
  });

  it('switched off again, an edit is refused and the stored project stays', async () => {
    await setConfig(t, admin.token, { projectSubmissionEnabled: false });
    const res = await put(leader.token, project({ title: 'Changed while closed' }));
    expect(res.statusCode).toBe(403);
    expect(json(res).message).toBe(PROJECT_MSG.closed);
    expect((await upload(leader.token, 'deck.pdf', PDF)).statusCode).toBe(403);
    expect((await storedProjects())[0]?.title).toBe('Soil moisture planner');
    await setConfig(t, admin.token, { projectSubmissionEnabled: true });
  });
});

describe('who may edit and read', () => {
  it('refuses a member and a participant of another team, with the leader-only message', async () => {
    for (const p of [member, outsider]) {
      const res = await put(p.token, project({ title: 'Hijacked' }));
      expect(res.statusCode).toBe(403);
      expect(json(res).message).toBe(PROJECT_MSG.leaderOnly);
    }
    const staff = await put(admin.token, project({ title: 'Hijacked' }));
    expect(staff.statusCode).toBe(403);
    expect((await storedProjects())[0]?.title).toBe('Soil moisture planner');
  });

  it('shows it to members, the assigned judge and superadmins, and to nobody else', async () => {
    for (const p of [leader, member, judge, admin]) {
      const res = await get(p.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res).data.project.title).toBe('Soil moisture planner');
    }
    for (const p of [otherJudge, outsider, mentor]) {
      const res = await get(p.token);
      expect(res.statusCode).toBe(403);
      expect(json(res).message).toBe(PROJECT_MSG.notAllowed);
    }
  });

  it('answers 404 for a team that does not exist', async () => {
    expect((await get(admin.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await put(leader.token, project(), '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('input', () => {
  it.each([
    ['javascript: link', { repositoryUrl: 'javascript:alert(1)' }, 'repositoryUrl', PROJECT_MSG.urlInvalid],
    ['ftp link', { demoUrl: 'ftp://x' }, 'demoUrl', PROJECT_MSG.urlInvalid],
    ['link with a space', { demoUrl: 'https://a b.dev' }, 'demoUrl', PROJECT_MSG.urlInvalid],
    ['501-character link', { slidesUrl: `https://x.dev/${'a'.repeat(501 - 14)}` }, 'slidesUrl', PROJECT_MSG.urlTooLong],
    ['2,001-character summary', { summary: 'a'.repeat(2001) }, 'summary', PROJECT_MSG.summaryTooLong],
    ['missing title', { title: undefined }, 'title', PROJECT_MSG.titleRequired],
    ['blank title', { title: '   ' }, 'title', PROJECT_MSG.titleRequired],
    ['101-character title', { title: 'a'.repeat(101) }, 'title', PROJECT_MSG.titleTooLong],
    ['numeric title', { title: 42 }, 'title', PROJECT_MSG.titleRequired],
  ])('refuses a %s with a plain message on the field', async (_, overrides, field, msg) => {
    const res = await put(leader.token, project(overrides));
    expect(res.statusCode, res.body).toBe(400);
    expect(json(res).errors).toContainEqual({ field, msg });
    expect((await storedProjects())[0]?.title).toBe('Soil moisture planner');
  });

  it('accepts the limits exactly: a 500-character link and a 2,000-character summary', async () => {
    const url = `https://x.dev/${'a'.repeat(500 - 14)}`;
    const res = await put(leader.token, project({ slidesUrl: url, summary: 'b'.repeat(2000) }));
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.project).toMatchObject({ slidesUrl: url, summary: 'b'.repeat(2000) });
    expect((await put(leader.token, project())).statusCode).toBe(200);
  });

  it('answers a hostile, very long link quickly with 400', async () => {
    const started = Date.now();
    const res = await put(leader.token, project({ repositoryUrl: `https://${'a.'.repeat(100_000)}` }));
    expect(res.statusCode).toBe(400);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('the file', () => {
  it('accepts a PDF, downloads it as an attachment with the same bytes, and only for readers', async () => {
    const res = await upload(leader.token, 'pitch deck.pdf', PDF);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.project.file).toEqual({ name: 'pitch deck.pdf', size: PDF.length, mimeType: 'application/pdf' });
    for (const p of [member, judge, admin]) {
      const file = await download(p.token);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toMatch(/^attachment;/);
      expect(file.headers['content-type']).toBe('application/octet-stream');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.rawPayload.equals(PDF)).toBe(true);
    }
    for (const p of [otherJudge, outsider, mentor]) expect((await download(p.token)).statusCode).toBe(403);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'project.file'));
    expect(entry).toMatchObject({ actorId: leader.user.id, targetId: teamId });
  });

  it('refuses an executable renamed .pdf, a zip renamed .pptx, and other types, keeping the earlier file', async () => {
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('readme.txt hello')]);
    for (const [name, data] of [
      ['setup.pdf', EXE],
      ['deck.pptx', zip],
      ['setup.exe', EXE],
      ['empty.pdf', Buffer.alloc(0)],
    ] as const) {
      const res = await upload(leader.token, name, data);
      expect(res.statusCode, name).toBe(400);
      expect(json(res).message).toBe(PROJECT_MSG.fileType);
    }
    expect(json(await get(member.token)).data.project.file.name).toBe('pitch deck.pdf');
  });

  it('accepts a zip and a pptx by their bytes', async () => {
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('code/main.py')]);
    expect((await upload(leader.token, 'code.zip', zip)).statusCode).toBe(200);
    const pptx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('[Content_Types].xml ppt/presentation.xml')]);
    const res = await upload(leader.token, 'deck.pptx', pptx);
    expect(res.statusCode).toBe(200);
    expect(json(res).data.project.file.mimeType).toBe('application/vnd.openxmlformats-officedocument.presentationml.presentation');
  });

  it('refuses a 21 MB file with 413 and the message, not a 500', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(21 * 1024 * 1024)]);
    const res = await upload(leader.token, 'huge.pdf', big);
    expect(res.statusCode).toBe(413);
    expect(json(res).message).toBe(PROJECT_MSG.fileTooLarge);
  });

  it('replaces the earlier file and deletes its row; removing it deletes the last one', async () => {
    const before = (await storedProjects())[0]!.fileId!;
    expect((await upload(leader.token, 'final.pdf', PDF)).statusCode).toBe(200);
    const after = (await storedProjects())[0]!.fileId!;
    expect(after).not.toBe(before);
    expect(await t.database.db.select({ id: uploadedFiles.id }).from(uploadedFiles).where(eq(uploadedFiles.id, before))).toHaveLength(0);

    expect((await t.app.inject({ method: 'DELETE', url: `/api/teams/${teamId}/project/file`, headers: bearer(member.token) })).statusCode).toBe(403);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/teams/${teamId}/project/file`, headers: bearer(leader.token) });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(json(removed).data.project.file).toBeNull();
    expect(await t.database.db.select({ id: uploadedFiles.id }).from(uploadedFiles).where(eq(uploadedFiles.id, after))).toHaveLength(0);
    expect((await download(member.token)).statusCode).toBe(404);
  });

  it('asks for the title first when the team has no project yet, and refuses a member', async () => {
    const soloLeader = (await createParticipants(t, 1, 'hackathon'))[0]!;
    const problemId = (await createProblem(t, admin.token))._id;
    const solo = await createTeam(t, soloLeader.token, problemId);
    const form = multipart({}, { name: 'deck.pdf', data: PDF });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/teams/${solo._id}/project/file`,
      headers: { ...bearer(soloLeader.token), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe(PROJECT_MSG.saveFirst);
    expect((await upload(member.token, 'deck.pdf', PDF)).statusCode).toBe(403);
  });
});

describe('live and concurrent', () => {
  const streams = liveStreams();
  afterAll(() => streams.closeAll());

  it('tells the members and the assigned judge, and not another team', async () => {
    const [memberStream, judgeStream, outsiderStream] = await streams.listen(base, [member, judge, outsider]);
    expect((await put(leader.token, project({ title: 'Live title' }))).statusCode).toBe(200);
    for (const stream of [memberStream!, judgeStream!]) {
      const event = await stream.next('team');
      expect(event.data).toEqual({ teamId, change: 'project' });
    }
    // The member's event has arrived, so the outsider's (one channel, commit order) would have too.
    expect(outsiderStream!.named('team')).toHaveLength(0);
  });

  it('ten simultaneous saves by the leader leave one project with one of their titles', async () => {
    const titles = Array.from({ length: 10 }, (_, i) => `Concurrent title ${i}`);
    const answers = await Promise.all(titles.map((title) => put(leader.token, project({ title }))));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const rows = await storedProjects();
    expect(rows).toHaveLength(1);
    expect(titles).toContain(rows[0]!.title);
  });
});
