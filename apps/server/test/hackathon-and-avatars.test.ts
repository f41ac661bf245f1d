import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissions } from '../src/db/schema/index.ts';
import { multipart } from './helpers/multipart.ts';
import { createTask } from './helpers/scoring-fixtures.ts';
import { bearer, createParticipants, createStaff, json, startTestApp, type TestApp } from './helpers/test-app.ts';
import { createProblem, createTeam, joinTeam } from './helpers/teams-fixtures.ts';

const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await createStaff(t, 'superadmin');
});
afterAll(() => t.close());

describe('GET /api/hackathon/dashboard', () => {
  it('returns user, team, mentor, problems, open teams and stats in one response', async () => {
    const [me, other] = await createParticipants(t, 2, 'hackathon');
    const problem = await createProblem(t, admin.token);
    const open = await createTeam(t, other!.token, problem._id);
    const before = json(await t.app.inject({ method: 'GET', url: '/api/hackathon/dashboard', headers: bearer(me!.token) })).data;
    expect(before.user._id).toBe(me!.user.id);
    expect(before.team).toBeNull();
    expect(before.mentor).toBeNull();
    expect(before.stats).toMatchObject({ teamStatus: 'No team', mentorName: null });
    expect(before.stats.totalProblemStatements).toBeGreaterThanOrEqual(1);
    expect(before.availableTeams.map((x: any) => x._id)).toContain(open._id);
    expect(before.stats.availableTeams).toBeGreaterThanOrEqual(1);
    expect(before.problemStatements.length).toBeLessThanOrEqual(12);

    await joinTeam(t, me!.token, open._id);
    const after = json(await t.app.inject({ method: 'GET', url: '/api/hackathon/dashboard', headers: bearer(me!.token) })).data;
    expect(after.team).toMatchObject({ _id: open._id, memberCount: 2 });
    expect(after.stats.teamStatus).toBe('In a team');
  });

  it('leaves full teams out of the available list', async () => {
    const people = await createParticipants(t, 6, 'hackathon');
    const problem = await createProblem(t, admin.token);
    const full = await createTeam(t, people[0]!.token, problem._id);
    for (const p of people.slice(1)) await joinTeam(t, p.token, full._id);
    const data = json(await t.app.inject({ method: 'GET', url: '/api/hackathon/dashboard', headers: bearer(people[0]!.token) })).data;
    expect(data.availableTeams.map((x: any) => x._id)).not.toContain(full._id);
  });

  it('is for participants; lists mentors and teams in pages of 12', async () => {
    const mentor = await createStaff(t, 'mentor');
    expect((await t.app.inject({ method: 'GET', url: '/api/hackathon/dashboard', headers: bearer(mentor.token) })).statusCode).toBe(403);
    const [p] = await createParticipants(t, 1, 'hackathon');
    const mentors = json(await t.app.inject({ method: 'GET', url: '/api/hackathon/mentors', headers: bearer(p!.token) })).data;
    expect(mentors.mentors.map((m: any) => m._id)).toContain(mentor.user.id);
    expect(mentors.pagination.currentPage).toBe(1);
    const teams = json(await t.app.inject({ method: 'GET', url: '/api/hackathon/teams?limit=1', headers: bearer(p!.token) })).data;
    expect(teams.teams).toHaveLength(1);
    expect(teams.pagination.hasNextPage).toBe(true);
  });
});

describe('profile pictures', () => {
  const put = (token: string, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: bearer(token), payload: payload as object });

  it('stores an uploaded image, serves it as an image, replaces and removes it', async () => {
    const [p] = await createParticipants(t, 1, 'hackathon');
    const res = await put(p!.token, { name: 'Pic Person', profilePicture: `data:image/png;base64,${PNG_1PX}` });
    expect(res.statusCode).toBe(200);
    const url = json(res).data.user.profilePicture;
    expect(url).toMatch(/^\/api\/avatars\/[0-9a-f-]{36}$/);
    const img = await t.app.inject({ method: 'GET', url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(Buffer.from(PNG_1PX, 'base64'))).toBe(true);
    // Fetched signed in, a picture keeps its own long public caching.
    const signedIn = await t.app.inject({ method: 'GET', url, headers: bearer(p!.token) });
    expect(signedIn.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // The form sends the URL back unchanged when only the name changes.
    const same = await put(p!.token, { name: 'Pic Person 2', profilePicture: url });
    expect(json(same).data.user.profilePicture).toBe(url);

    const replaced = json(await put(p!.token, { profilePicture: `data:image/png;base64,${PNG_1PX}` })).data.user.profilePicture;
    expect(replaced).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const removed = await put(p!.token, { profilePicture: null });
    expect(json(removed).data.user.profilePicture).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: replaced })).statusCode).toBe(404);
  });

  it('sends a picture byte for byte, uncompressed, even to a client that accepts compression', async () => {
    const [p] = await createParticipants(t, 1, 'hackathon');
    const png = Buffer.concat([Buffer.from(PNG_1PX, 'base64'), Buffer.alloc(8 * 1024)]);
    const url = json(await put(p!.token, { profilePicture: `data:image/png;base64,${png.toString('base64')}` })).data.user.profilePicture;
    const img = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['content-encoding']).toBeUndefined();
    expect(img.rawPayload.equals(png)).toBe(true);
  });

  it('refuses SVG, HTML dressed as PNG, other URLs and oversize pictures, and keeps the old one', async () => {
    const [p] = await createParticipants(t, 1, 'hackathon');
    const good = json(await put(p!.token, { profilePicture: `data:image/png;base64,${PNG_1PX}` })).data.user.profilePicture;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>').toString('base64');
    const html = Buffer.from('<html><script>alert(1)</script></html>').toString('base64');
    for (const profilePicture of [`data:image/svg+xml;base64,${svg}`, `data:image/png;base64,${html}`, 'https://evil.example/x.png', 'javascript:alert(1)']) {
      const res = await put(p!.token, { profilePicture });
      expect(res.statusCode, profilePicture.slice(0, 30)).toBe(400);
    }
    const big = Buffer.concat([Buffer.from(PNG_1PX, 'base64'), Buffer.alloc(600 * 1024)]).toString('base64');
    expect([400, 413]).toContain((await put(p!.token, { profilePicture: `data:image/png;base64,${big}` })).statusCode);
    const profile = json(await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(p!.token) })).data.user;
    expect(profile.profilePicture).toBe(good);
  });

  it('never serves a submission file through the picture URL', async () => {
    // Pictures and submission files share one table; only pictures may be served to anyone.
    const [p] = await createParticipants(t, 1);
    const task = await createTask(t, admin.token);
    const form = multipart(
      { taskId: task._id, submissionType: 'text', content: JSON.stringify({ text: 'My notes' }) },
      { name: 'notes.txt', data: 'private notes' },
    );
    const submitted = await t.app.inject({ method: 'POST', url: '/api/submissions', headers: { ...bearer(p!.token), ...form.headers }, payload: form.payload });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const [row] = await t.database.db
      .select({ fileId: submissions.fileId })
      .from(submissions)
      .where(eq(submissions.id, json(submitted).data.submission._id));
    const fileId = row!.fileId!;
    // The file is there: its owner downloads it through the submission's own, guarded route.
    const own = await t.app.inject({ method: 'GET', url: `/api/submissions/${json(submitted).data.submission._id}/file`, headers: bearer(p!.token) });
    expect(own.body).toBe('private notes');

    for (const headers of [{}, bearer(p!.token), bearer(admin.token)]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/avatars/${fileId}`, headers });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('private notes');
    }
  });
});

describe('GET /api/users/leaderboard/summary', () => {
  it('counts participants and mentors and reports the mean and top score', async () => {
    const before = json(await t.app.inject({ method: 'GET', url: '/api/users/leaderboard/summary', headers: bearer(admin.token) })).data;
    await createParticipants(t, 2);
    await createStaff(t, 'mentor');
    const after = json(await t.app.inject({ method: 'GET', url: '/api/users/leaderboard/summary', headers: bearer(admin.token) })).data;
    expect(after.totalParticipants).toBe(before.totalParticipants + 2);
    expect(after.totalMentors).toBe(before.totalMentors + 1);
    expect(after).toHaveProperty('averageScore');
    expect(after).toHaveProperty('highestScore');
  });
});
