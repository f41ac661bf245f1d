import { ASSIGNMENT_MSG } from '@hackcamp/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeAssignments, users } from '../src/db/schema/index.ts';
import { bearer, createParticipants, createStaff, json, startTestApp, type TestApp } from './helpers/test-app.ts';
import { createProblem, createTeam } from './helpers/teams-fixtures.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await createStaff(t, 'superadmin');
});
afterAll(() => t.close());

const post = (url: string, token: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/users/${url}`, headers: bearer(token), payload: payload as object });
const mentorsOf = async (ids: string[]) =>
  (await t.database.db.select({ id: users.id, mentorId: users.mentorId }).from(users).where(inArray(users.id, ids))).map((r) => r.mentorId);

describe('participants to mentors', () => {
  it('assigns, moves and removes, and writes who did it to the audit trail', async () => {
    const [a, b] = [await createStaff(t, 'mentor'), await createStaff(t, 'mentor')];
    const people = await createParticipants(t, 3);
    const ids = people.map((p) => p.user.id);

    const first = await post('assign-participants', admin.token, { mentorId: a.user.id, participantIds: ids });
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first).data.participants).toHaveLength(3);
    expect(await mentorsOf(ids)).toEqual([a.user.id, a.user.id, a.user.id]);

    // Assigning moves: a participant has one mentor at most.
    expect((await post('assign-participants', admin.token, { mentorId: b.user.id, participantIds: [ids[0]] })).statusCode).toBe(200);
    expect((await mentorsOf([ids[0]!]))[0]).toBe(b.user.id);

    // Removing from a mentor only touches that mentor's participants.
    const removed = await post('remove-participants', admin.token, { mentorId: a.user.id, participantIds: ids });
    expect(json(removed).data.removed).toBe(2);
    expect((await mentorsOf(ids)).sort()).toEqual([b.user.id, null, null].sort());

    const trail = json(await t.app.inject({ url: `/api/audit?action=mentor&actor=${admin.user.id}`, headers: bearer(admin.token) })).data;
    const actions = trail.entries.map((e: { action: string }) => e.action);
    expect(actions.filter((x: string) => x === 'mentor.assign')).toHaveLength(4);
    expect(actions.filter((x: string) => x === 'mentor.unassign')).toHaveLength(2);
    expect(trail.entries[0].actor).toEqual({ _id: admin.user.id, name: admin.user.name });
  });

  it('changes nothing when one id is not a participant', async () => {
    const mentor = await createStaff(t, 'mentor');
    const [p] = await createParticipants(t, 1);
    const judge = await createStaff(t, 'judge');
    const res = await post('assign-participants', admin.token, { mentorId: mentor.user.id, participantIds: [p!.user.id, judge.user.id] });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe(ASSIGNMENT_MSG.participantsNotFound);
    expect(await mentorsOf([p!.user.id])).toEqual([null]);
  });

  it('needs a real mentor and at least one participant, and a superadmin', async () => {
    const mentor = await createStaff(t, 'mentor');
    const [p] = await createParticipants(t, 1);
    expect((await post('assign-participants', admin.token, { mentorId: p!.user.id, participantIds: [p!.user.id] })).statusCode).toBe(404);
    const empty = await post('assign-participants', admin.token, { mentorId: mentor.user.id, participantIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(json(empty).message).toBe(ASSIGNMENT_MSG.selectMentorAndParticipants);
    expect((await post('assign-participants', mentor.token, { mentorId: mentor.user.id, participantIds: [p!.user.id] })).statusCode).toBe(403);
    expect((await post('assign-participants', p!.token, { mentorId: mentor.user.id, participantIds: [p!.user.id] })).statusCode).toBe(403);
  });

  it('leaves each participant with exactly one mentor when assignments race', async () => {
    const mentors = await Promise.all(Array.from({ length: 4 }, () => createStaff(t, 'mentor')));
    const people = await createParticipants(t, 5);
    const ids = people.map((p) => p.user.id);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => post('assign-participants', admin.token, { mentorId: mentors[i % 4]!.user.id, participantIds: ids })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    const assigned = await mentorsOf(ids);
    expect(new Set(assigned).size).toBe(1);
    expect(mentors.map((m) => m.user.id)).toContain(assigned[0]);
  });
});

describe('teams to judges', () => {
  it('assigns teams once, removes them, and audits both', async () => {
    const judge = await createStaff(t, 'judge');
    const problem = await createProblem(t, admin.token);
    const leaders = await createParticipants(t, 2);
    const teams = [await createTeam(t, leaders[0]!.token, problem._id), await createTeam(t, leaders[1]!.token, problem._id)];
    const teamIds = teams.map((x) => x._id);

    const twice = await Promise.all([1, 2, 3].map(() => post('assign-teams-to-judge', admin.token, { judgeId: judge.user.id, teamIds })));
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const rows = await t.database.db.select().from(judgeAssignments).where(eq(judgeAssignments.judgeId, judge.user.id));
    expect(rows).toHaveLength(2);

    const removed = await post('remove-teams-from-judge', admin.token, { judgeId: judge.user.id, teamIds: [teamIds[0]] });
    expect(json(removed).data.removed).toBe(1);

    const trail = json(await t.app.inject({ url: '/api/audit?action=judge', headers: bearer(admin.token) })).data.entries;
    const mine = trail.filter((e: { details: { judgeId?: string } }) => e.details.judgeId === judge.user.id);
    expect(mine.map((e: { action: string }) => e.action).sort()).toEqual(['judge.assign', 'judge.assign', 'judge.unassign']);
  });

  it('refuses a judge id that is not a judge, and unknown teams, writing nothing', async () => {
    const mentor = await createStaff(t, 'mentor');
    const judge = await createStaff(t, 'judge');
    expect((await post('assign-teams-to-judge', admin.token, { judgeId: mentor.user.id, teamIds: ['00000000-0000-4000-8000-000000000001'] })).statusCode).toBe(
      404,
    );
    const res = await post('assign-teams-to-judge', admin.token, { judgeId: judge.user.id, teamIds: ['00000000-0000-4000-8000-000000000001'] });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe(ASSIGNMENT_MSG.teamsNotFound);
    expect(await t.database.db.select().from(judgeAssignments).where(eq(judgeAssignments.judgeId, judge.user.id))).toHaveLength(0);
  });
});
