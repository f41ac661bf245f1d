import { PROJECT_LIMITS, PROJECT_MSG } from '@hackcamp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from './helpers/multipart.ts';
import { createProblem, createTeam, joinTeam, setConfig } from './helpers/teams-fixtures.ts';
import { bearer, createParticipants, createStaff, json, startTestApp, type TestApp } from './helpers/test-app.ts';

// Issue 39: a leader replacing the project file again and again is limited per team, counted
// before anything is written, so parallel uploads cannot slip past the limit.
let t: TestApp;
let teamId: string;
let leader: { token: string };
let member: { token: string };
const pdf = (n: number) => Buffer.from(`%PDF-1.4\n% upload ${n}\n%%EOF\n`);
const upload = (token: string, data: Buffer) => {
  const form = multipart({}, { name: 'deck.pdf', data });
  return t.app.inject({ method: 'PUT', url: `/api/teams/${teamId}/project/file`, headers: { ...bearer(token), ...form.headers }, payload: form.payload });
};

beforeAll(async () => {
  t = await startTestApp();
  const admin = await createStaff(t, 'superadmin');
  await setConfig(t, admin.token, { teamFormationEnabled: true, projectSubmissionEnabled: true });
  const problemId = (await createProblem(t, admin.token))._id;
  const people = await createParticipants(t, 2, 'hackathon');
  [leader, member] = [people[0]!, people[1]!];
  teamId = (await createTeam(t, leader.token, problemId))._id;
  expect((await joinTeam(t, member.token, teamId)).statusCode).toBe(200);
  const saved = await t.app.inject({ method: 'PUT', url: `/api/teams/${teamId}/project`, headers: bearer(leader.token), payload: { title: 'Planner' } });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t.close());

describe("a team's project file uploads", () => {
  it("are not used up by a member's refused attempts", async () => {
    for (let i = 0; i < 8; i++) expect((await upload(member.token, pdf(i))).statusCode).toBe(403);
  });

  it('are limited: of parallel uploads exactly the limit succeed, the rest get 429 with the sentence', async () => {
    const files = Array.from({ length: PROJECT_LIMITS.fileUploadsPerWindow + 4 }, (_, i) => pdf(i));
    const answers = await Promise.all(files.map((data) => upload(leader.token, data)));
    const ok = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(ok).toHaveLength(PROJECT_LIMITS.fileUploadsPerWindow);
    expect(refused).toHaveLength(4);
    for (const r of refused) expect(json(r).message).toBe(PROJECT_MSG.tooManyUploads);

    // The file kept is one of the accepted ones, byte for byte, and nothing else was left behind.
    const res = await t.app.inject({ method: 'GET', url: `/api/teams/${teamId}/project/file`, headers: bearer(member.token) });
    expect(res.statusCode).toBe(200);
    expect(files.some((f) => f.equals(res.rawPayload))).toBe(true);
    const left = await t.database.db.execute(`select count(*)::int as n from uploaded_files where file_name = 'deck.pdf'`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    expect((await upload(leader.token, pdf(99))).statusCode).toBe(429);
  });
});
