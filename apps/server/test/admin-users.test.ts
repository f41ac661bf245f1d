import { ADMIN_MSG, MSG, type AdminUser } from '@hackcamp/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance, judgeAssignments, sessions, submissions, teamMembers, teams, users, votes } from '../src/db/schema/index.ts';
import { createTask, submitText } from './helpers/scoring-fixtures.ts';
import { createProblem, createTeam, joinTeam } from './helpers/teams-fixtures.ts';
import { bearer, createParticipants, createStaff, json, login, signUpParticipant, startTestApp, uniqueEmail, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await createStaff(t, 'superadmin');
});
afterAll(() => t.close());

const get = (url: string, token = admin.token) => t.app.inject({ url, headers: bearer(token) });
const send = (method: 'PUT' | 'PATCH' | 'DELETE' | 'POST', url: string, payload?: object, token = admin.token) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
const list = async (query: string) => {
  const res = await get(`/api/users?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<{ data: { users: AdminUser[]; pagination: Record<string, number | boolean> } }>(res).data;
};
const auditOf = async (action: string, targetId: string) =>
  json(await get(`/api/audit?action=${action}&limit=100`)).data.entries.filter((e: { target: { id: string } | null }) => e.target?.id === targetId);

describe('every people call is for superadmins only', () => {
  it('answers 401 without a token and 403 to every other role', async () => {
    const [participant] = await createParticipants(t, 1);
    const mentor = await createStaff(t, 'mentor');
    const judge = await createStaff(t, 'judge');
    const id = participant!.user.id;
    const calls: [string, string, object?][] = [
      ['GET', '/api/users'],
      ['GET', '/api/users/mentors/all'],
      ['GET', `/api/users/${id}`],
      ['PUT', `/api/users/${id}`, { name: 'Hacked' }],
      ['DELETE', `/api/users/${id}`],
      ['PATCH', `/api/users/${id}/toggle-status`],
      ['GET', '/api/admin/overview'],
      ['GET', '/api/audit/actors'],
    ];
    for (const [method, url, payload] of calls) {
      expect((await t.app.inject({ method: method as 'GET', url, ...(payload && { payload }) })).statusCode, `${method} ${url}`).toBe(401);
      for (const token of [participant!.token, mentor.token, judge.token]) {
        const res = await t.app.inject({ method: method as 'GET', url, headers: bearer(token), ...(payload && { payload }) });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ name: 'Participant 1', isActive: true });
  });
});

describe('GET /api/users', () => {
  it('pages 10 at a time, newest first, with the pagination the screens read', async () => {
    const page1 = await list('');
    expect(page1.users.length).toBeLessThanOrEqual(10);
    const total = page1.pagination.total as number;
    await createParticipants(t, 12);
    const after = await list('');
    expect(after.pagination).toMatchObject({ total: total + 12, page: 1, currentPage: 1, hasPrevPage: false, hasNextPage: true });
    expect(after.pagination.pages).toBe(Math.ceil((total + 12) / 10));
    expect(after.pagination.totalPages).toBe(after.pagination.pages);
    expect(after.users).toHaveLength(10);
    const created = after.users.map((u) => Date.parse(u.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    // Every person exactly once across the pages, even with equal creation times.
    const seen: string[] = [];
    for (let page = 1; page <= (after.pagination.pages as number); page++) seen.push(...(await list(`page=${page}`)).users.map((u) => u._id));
    expect(seen).toHaveLength(total + 12);
    expect(new Set(seen).size).toBe(total + 12);
    expect(JSON.stringify(after)).not.toMatch(/passwordHash|argon2/);
  });

  it('searches name or email, filters by role and sorts by each column both ways', async () => {
    const stamp = Date.now().toString(36);
    const people = [
      await signUpParticipant(t.app, { name: `Zara ${stamp}`, email: `zara-${stamp}@test.dev` }),
      await signUpParticipant(t.app, { name: `Aman ${stamp}`, email: `yak-${stamp}@test.dev` }),
      await signUpParticipant(t.app, { name: `Mira ${stamp}`, email: `mmm-${stamp}@test.dev` }),
    ];
    await t.database.db.update(users).set({ totalScore: 50 }).where(eq(users.id, people[2]!.user._id));
    const mentor = await createStaff(t, 'mentor');
    await t.database.db
      .update(users)
      .set({ name: `Mentor ${stamp}` })
      .where(eq(users.id, mentor.user.id));

    const names = async (q: string) => (await list(`search=${stamp}&${q}`)).users.map((u) => u.name.split(' ')[0]);
    expect(await names('sortBy=name&sortOrder=asc')).toEqual(['Aman', 'Mentor', 'Mira', 'Zara']);
    expect(await names('sortBy=name&sortOrder=desc')).toEqual(['Zara', 'Mira', 'Mentor', 'Aman']);
    expect(await names('role=participant&sortBy=email&sortOrder=asc')).toEqual(['Mira', 'Aman', 'Zara']);
    expect(await names('role=participant&sortBy=totalScore&sortOrder=desc')).toEqual(['Mira', expect.any(String), expect.any(String)]);
    expect(await names('role=mentor')).toEqual(['Mentor']);
    // By email only: the part before @ is unique to one person.
    expect((await list(`search=yak-${stamp}`)).users.map((u) => u.name)).toEqual([`Aman ${stamp}`]);
    // Every word, in any order, in the name or the email: a name's word and an email's word find one person.
    expect((await list(`search=${encodeURIComponent(`${stamp} aman`)}`)).users.map((u) => u.name)).toEqual([`Aman ${stamp}`]);
    expect((await list(`search=${encodeURIComponent(`  yak   ${stamp.toUpperCase()} `)}`)).users.map((u) => u.name)).toEqual([`Aman ${stamp}`]);
    expect((await list(`search=${encodeURIComponent(`aman zara ${stamp}`)}`)).users).toHaveLength(0);
    // Wildcards are literal characters.
    expect((await list('search=%25')).users).toHaveLength(0);
    const empty = await list(`search=nobody-${stamp}`);
    expect(empty).toMatchObject({ users: [], pagination: { total: 0, pages: 1, hasNextPage: false } });
  });

  it('filters participants by type, with counts and pages of that type only, leaving staff out', async () => {
    const stamp = `type${Date.now().toString(36)}`;
    const named = async (people: { user: { id: string } }[], label: string) => {
      for (const [i, p] of people.entries())
        await t.database.db
          .update(users)
          .set({ name: `${label} ${stamp} ${i}` })
          .where(eq(users.id, p.user.id));
      return people.map((p) => p.user.id);
    };
    const hackathon = await named(await createParticipants(t, 3, 'hackathon'), 'Hack');
    const bootcamp = await named(await createParticipants(t, 12, 'bootcamp'), 'Boot');
    // A mentor who was a participant keeps a type on the row: a role, not the type, makes them staff.
    const mentor = await createStaff(t, 'mentor');
    await t.database.db
      .update(users)
      .set({ name: `Mentor ${stamp}`, participantType: 'bootcamp' })
      .where(eq(users.id, mentor.user.id));

    const hack = await list(`search=${stamp}&participantType=hackathon`);
    expect(hack.users.map((u) => u._id).sort()).toEqual([...hackathon].sort());
    expect(hack.users.every((u) => u.participantType === 'hackathon')).toBe(true);
    expect(hack.pagination).toMatchObject({ total: 3, pages: 1, hasNextPage: false });

    const boot1 = await list(`search=${stamp}&participantType=bootcamp`);
    expect(boot1.pagination).toMatchObject({ total: 12, pages: 2, hasNextPage: true });
    const boot2 = await list(`search=${stamp}&participantType=bootcamp&page=2`);
    expect([...boot1.users, ...boot2.users].map((u) => u._id).sort()).toEqual([...bootcamp].sort());
    // With the role filter too, and without the type all 16 are there.
    expect((await list(`search=${stamp}&participantType=hackathon&role=participant`)).pagination.total).toBe(3);
    expect((await list(`search=${stamp}&participantType=bootcamp&role=mentor`)).pagination.total).toBe(0);
    expect((await list(`search=${stamp}`)).pagination.total).toBe(16);

    const bad = await get('/api/users?participantType=staff');
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toMatch(/participantType must be bootcamp or hackathon/);
  });

  it('answers 400 for an unknown role, sort or order', async () => {
    for (const q of ['role=root', 'sortBy=password', 'sortOrder=up', 'limit=0', 'page=0']) expect((await get(`/api/users?${q}`)).statusCode, q).toBe(400);
  });
});

describe('GET /api/users/:id and /api/users/mentors/all', () => {
  it('shows the team, the mentor and the counts of one person', async () => {
    const mentor = await createStaff(t, 'mentor');
    const [p] = await createParticipants(t, 1);
    await send('POST', '/api/users/assign-participants', { mentorId: mentor.user.id, participantIds: [p!.user.id] });
    const problem = await createProblem(t, admin.token);
    const team = await createTeam(t, p!.token, problem._id);
    const res = await get(`/api/users/${p!.user.id}`);
    expect(res.statusCode).toBe(200);
    expect(json(res).data.user).toMatchObject({
      _id: p!.user.id,
      mentor: { _id: mentor.user.id, name: mentor.user.name },
      team: { _id: team._id, name: team.name, role: 'leader' },
      presentDays: 0,
      submissions: 0,
    });
    expect(json(await get(`/api/users/${mentor.user.id}`)).data.user).toMatchObject({ assignedParticipants: 1, team: null, mentor: null });
    expect((await get('/api/users/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(json(await get('/api/users/not-a-uuid')).message).toBe(ADMIN_MSG.userNotFound);

    const mentors = json(await get('/api/users/mentors/all')).data.mentors;
    const mine = mentors.find((m: { _id: string }) => m._id === mentor.user.id);
    expect(mine.participants.map((x: { _id: string }) => x._id)).toEqual([p!.user.id]);
    expect(mentors.every((m: { participants: unknown[] }) => Array.isArray(m.participants))).toBe(true);
  });
});

describe('PUT /api/users/:id', () => {
  it('edits the profile and records old and new values', async () => {
    const [p] = await createParticipants(t, 1);
    const email = uniqueEmail('renamed');
    const res = await send('PUT', `/api/users/${p!.user.id}`, { name: 'Renamed Person', email: email.toUpperCase(), participantType: 'hackathon', mobile: '' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.user).toMatchObject({ name: 'Renamed Person', email, participantType: 'hackathon' });
    const [entry] = await auditOf('user.update', p!.user.id);
    expect(entry.details).toMatchObject({ name: { from: 'Participant 1', to: 'Renamed Person' }, participantType: { from: 'bootcamp', to: 'hackathon' } });

    const taken = await send('PUT', `/api/users/${p!.user.id}`, { email: admin.email });
    expect(taken.statusCode).toBe(409);
    expect(json(taken).message).toBe(MSG.emailTaken);
    expect((await send('PUT', `/api/users/${p!.user.id}`, {})).statusCode).toBe(400);
    expect((await send('PUT', `/api/users/${p!.user.id}`, { isActive: false })).statusCode).toBe(400);
    const staffType = await send('PUT', `/api/users/${admin.user.id}`, { participantType: 'bootcamp' });
    expect(json(staffType).message).toBe(ADMIN_MSG.participantTypeOnlyForParticipants);
  });

  it('takes a participant made mentor off their team (the next member leads) and their mentor', async () => {
    const mentor = await createStaff(t, 'mentor');
    const [leader, mate] = await createParticipants(t, 2);
    await send('POST', '/api/users/assign-participants', { mentorId: mentor.user.id, participantIds: [leader!.user.id] });
    const problem = await createProblem(t, admin.token);
    const team = await createTeam(t, leader!.token, problem._id);
    expect((await joinTeam(t, mate!.token, team._id)).statusCode).toBe(200);

    const res = await send('PUT', `/api/users/${leader!.user.id}`, { role: 'mentor' });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.user).toMatchObject({ role: 'mentor', participantType: null, mentor: null, team: null });
    const [row] = await t.database.db.select().from(teams).where(eq(teams.id, team._id));
    expect(row!.leaderId).toBe(mate!.user.id);
    const members = await t.database.db.select().from(teamMembers).where(eq(teamMembers.teamId, team._id));
    expect(members).toEqual([expect.objectContaining({ userId: mate!.user.id, role: 'leader' })]);
    const [entry] = await auditOf('user.role', leader!.user.id);
    expect(entry.details).toMatchObject({
      from: 'participant',
      to: 'mentor',
      mentorId: mentor.user.id,
      team: { disbanded: false, newLeaderId: mate!.user.id },
    });
  });

  it("frees a mentor's participants and a judge's teams when their role changes", async () => {
    const mentor = await createStaff(t, 'mentor');
    const judge = await createStaff(t, 'judge');
    const people = await createParticipants(t, 2);
    await send('POST', '/api/users/assign-participants', { mentorId: mentor.user.id, participantIds: people.map((p) => p.user.id) });
    const problem = await createProblem(t, admin.token);
    const team = await createTeam(t, people[0]!.token, problem._id);
    await send('POST', '/api/users/assign-teams-to-judge', { judgeId: judge.user.id, teamIds: [team._id] });

    expect((await send('PUT', `/api/users/${mentor.user.id}`, { role: 'participant' })).statusCode).toBe(200);
    const freed = await t.database.db
      .select({ mentorId: users.mentorId })
      .from(users)
      .where(
        inArray(
          users.id,
          people.map((p) => p.user.id),
        ),
      );
    expect(freed.map((r) => r.mentorId)).toEqual([null, null]);
    expect(json(await get(`/api/users/${mentor.user.id}`)).data.user).toMatchObject({ role: 'participant', participantType: 'bootcamp' });

    expect((await send('PUT', `/api/users/${judge.user.id}`, { role: 'mentor' })).statusCode).toBe(200);
    expect(await t.database.db.select().from(judgeAssignments).where(eq(judgeAssignments.judgeId, judge.user.id))).toHaveLength(0);
    // The role takes effect on the next request of their open session.
    expect((await get('/api/users/mentors/all', mentor.token)).statusCode).toBe(403);
  });
});

describe('DELETE /api/users/:id', () => {
  it("hands a deleted leader's team to its next member and removes their records", async () => {
    const [leader, second, third] = await createParticipants(t, 3);
    const problem = await createProblem(t, admin.token);
    const team = await createTeam(t, leader!.token, problem._id);
    await joinTeam(t, second!.token, team._id);
    await joinTeam(t, third!.token, team._id);
    const task = await createTask(t, admin.token);
    await submitText(t, leader!.token, task._id);
    const other = await createTeam(t, (await createParticipants(t, 1))[0]!.token, problem._id);
    await t.database.db.insert(votes).values({ voterId: leader!.user.id, voterTeamId: team._id, teamId: other._id, rating: 4, comment: 'Nice' });
    await t.database.db.insert(attendance).values({ userId: leader!.user.id, date: '2025-08-04', status: 'present' });

    const res = await send('DELETE', `/api/users/${leader!.user.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe(ADMIN_MSG.userDeleted);
    expect(await t.database.db.select().from(users).where(eq(users.id, leader!.user.id))).toHaveLength(0);
    const [row] = await t.database.db.select().from(teams).where(eq(teams.id, team._id));
    expect(row!.leaderId).toBe(second!.user.id);
    const members = await t.database.db.select().from(teamMembers).where(eq(teamMembers.teamId, team._id));
    expect(members.find((m) => m.role === 'leader')?.userId).toBe(second!.user.id);
    expect(members).toHaveLength(2);
    // A vote is the team's (issue 29): it stays with the team the deleted leader voted for, without its voter.
    expect(await t.database.db.select().from(votes).where(eq(votes.voterId, leader!.user.id))).toHaveLength(0);
    expect(await t.database.db.select().from(votes).where(eq(votes.voterTeamId, team._id))).toMatchObject([{ voterId: null, teamId: other._id, rating: 4 }]);
    expect(await t.database.db.select().from(attendance).where(eq(attendance.userId, leader!.user.id))).toHaveLength(0);
    expect(await t.database.db.select().from(submissions).where(eq(submissions.userId, leader!.user.id))).toHaveLength(0);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, leader!.user.id))).toHaveLength(0);
    expect((await get('/api/auth/profile', leader!.token)).statusCode).toBe(401);
    const [entry] = await auditOf('user.delete', leader!.user.id);
    expect(entry).toMatchObject({
      actor: { _id: admin.user.id },
      target: { label: 'Participant 1' },
      details: { role: 'participant', team: { newLeaderId: second!.user.id } },
    });
    expect((await send('DELETE', `/api/users/${leader!.user.id}`)).statusCode).toBe(404);
  });

  it("disbands the team of a deleted sole member and frees a deleted mentor's participants", async () => {
    const [alone] = await createParticipants(t, 1);
    const problem = await createProblem(t, admin.token);
    const team = await createTeam(t, alone!.token, problem._id);
    expect((await send('DELETE', `/api/users/${alone!.user.id}`)).statusCode).toBe(200);
    expect(await t.database.db.select().from(teams).where(eq(teams.id, team._id))).toHaveLength(0);

    const mentor = await createStaff(t, 'mentor');
    const people = await createParticipants(t, 2);
    await send('POST', '/api/users/assign-participants', { mentorId: mentor.user.id, participantIds: people.map((p) => p.user.id) });
    expect((await send('DELETE', `/api/users/${mentor.user.id}`)).statusCode).toBe(200);
    const rows = await t.database.db
      .select({ mentorId: users.mentorId })
      .from(users)
      .where(
        inArray(
          users.id,
          people.map((p) => p.user.id),
        ),
      );
    expect(rows.map((r) => r.mentorId)).toEqual([null, null]);
    // The mentor's earlier audit entries stay readable by name.
    const trail = json(await get(`/api/audit?action=user.delete&limit=5`)).data.entries;
    expect(trail[0].target).toMatchObject({ id: mentor.user.id, label: mentor.user.name });
  });

  it('leaves no team without a leader when members are deleted at the same time', async () => {
    const people = await createParticipants(t, 4);
    const problem = await createProblem(t, admin.token);
    const team = await createTeam(t, people[0]!.token, problem._id);
    for (const p of people.slice(1)) await joinTeam(t, p.token, team._id);
    const answers = await Promise.all(people.slice(0, 3).map((p) => send('DELETE', `/api/users/${p.user.id}`)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const [row] = await t.database.db.select().from(teams).where(eq(teams.id, team._id));
    expect(row!.leaderId).toBe(people[3]!.user.id);
    expect(await t.database.db.select().from(teamMembers).where(eq(teamMembers.teamId, team._id))).toEqual([
      expect.objectContaining({ userId: people[3]!.user.id, role: 'leader' }),
    ]);
  });
});

describe('PATCH /api/users/:id/toggle-status', () => {
  it("ends a deactivated person's sessions at once and refuses their sign-in until reactivated", async () => {
    const person = await signUpParticipant(t.app);
    expect((await get('/api/auth/profile', person.token)).statusCode).toBe(200);

    const off = await send('PATCH', `/api/users/${person.user._id}/toggle-status`);
    expect(off.statusCode, off.body).toBe(200);
    expect(json(off)).toMatchObject({ message: ADMIN_MSG.userDeactivated, data: { user: { isActive: false } } });
    const dead = await get('/api/auth/profile', person.token);
    expect(dead.statusCode).toBe(401);
    const refused = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: person.email, password: person.password } });
    expect(refused.statusCode).toBe(403);
    expect(json(refused).message).toBe(MSG.accountInactive);

    const on = await send('PATCH', `/api/users/${person.user._id}/toggle-status`);
    expect(json(on)).toMatchObject({ message: ADMIN_MSG.userActivated, data: { user: { isActive: true } } });
    // The old token stays revoked: coming back means signing in again.
    expect((await get('/api/auth/profile', person.token)).statusCode).toBe(401);
    const token = await login(t.app, person.email, person.password);
    expect((await get('/api/auth/profile', token)).statusCode).toBe(200);
    expect((await auditOf('user', person.user._id)).map((e: { action: string }) => e.action)).toEqual(['user.activate', 'user.deactivate']);
  });

  it('flips once when two admins click at the same moment', async () => {
    const other = await createStaff(t, 'superadmin');
    const [p] = await createParticipants(t, 1);
    const answers = await Promise.all([admin.token, other.token].map((token) => send('PATCH', `/api/users/${p!.user.id}/toggle-status`, undefined, token)));
    const codes = answers.map((r) => r.statusCode).sort();
    const [row] = await t.database.db.select().from(users).where(eq(users.id, p!.user.id));
    // Either both ran one after the other (on, off) or the second saw the change and refused.
    if (codes[1] === 409) expect(row!.isActive).toBe(false);
    else expect(codes).toEqual([200, 200]);
    expect((await auditOf('user', p!.user.id)).length).toBe(codes.filter((c) => c === 200).length);
  });
});
