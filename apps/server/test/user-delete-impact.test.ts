import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ADMIN_MSG, dayDate } from '@hackcamp/contract';
import { auditLog, judgeAssignments, judgeEvaluations, uploadedFiles, votes } from '../src/db/schema/index.ts';
import { assignMentor, createTask, gradeSubmission, markAttendance, submitText } from './helpers/scoring-fixtures.ts';
import { createProblem, createTeam, joinTeam } from './helpers/teams-fixtures.ts';
import { bearer, createParticipants, createStaff, json, startTestApp, type TestApp } from './helpers/test-app.ts';

// Issue 27, point 2: deleting a person shows first what goes with them, and the trail keeps it.
let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await createStaff(t, 'superadmin');
});
afterAll(() => t.close());

const impact = (id: string, token = admin.token) => t.app.inject({ method: 'GET', url: `/api/users/${id}/impact`, headers: bearer(token) });
const remove = (id: string) => t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: bearer(admin.token) });
const deletionEntry = async (id: string) => {
  const [entry] = await t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'user.delete'), eq(auditLog.targetId, id)));
  return entry!;
};

const none = {
  submissions: 0,
  gradedSubmissions: 0,
  gradedPoints: 0,
  attendanceMarks: 0,
  presentDays: 0,
  votes: 0,
  judgeAssignments: 0,
  evaluations: 0,
  mentees: 0,
  files: 0,
};

describe('GET /api/users/{id}/impact and the deletion it announces', () => {
  it("counts a leader's work, marks, votes and files, names who leads their team next, and the trail keeps the same counts", async () => {
    const [leader, member, other] = await createParticipants(t, 3);
    const problem = await createProblem(t, admin.token);
    const team = await createTeam(t, leader!.token, problem._id);
    expect((await joinTeam(t, member!.token, team._id)).statusCode).toBe(200);
    const otherTeam = await createTeam(t, other!.token, problem._id);

    const [a, b, c] = await Promise.all([createTask(t, admin.token, { maxScore: 50 }), createTask(t, admin.token), createTask(t, admin.token)]);
    await gradeSubmission(t, admin.token, (await submitText(t, leader!.token, a._id))._id, { score: 30, feedback: 'Good' });
    await gradeSubmission(t, admin.token, (await submitText(t, leader!.token, b._id))._id, { score: 45, feedback: 'Good' });
    await submitText(t, leader!.token, c._id);
    for (const [day, status] of [
      [1, 'present'],
      [2, 'absent'],
      [3, 'present'],
    ] as const)
      expect((await markAttendance(t, admin.token, { userId: leader!.user.id, date: dayDate(day), status })).statusCode).toBe(201);
    await t.database.db.insert(votes).values({ voterId: leader!.user.id, voterTeamId: team._id, teamId: otherTeam._id, rating: 4, comment: 'Clear pitch' });
    await t.database.db
      .insert(uploadedFiles)
      .values({ ownerId: leader!.user.id, fileName: 'notes.txt', mimeType: 'text/plain', size: 2, data: Buffer.from('hi') });

    const res = await impact(leader!.user.id);
    expect(res.statusCode, res.body).toBe(200);
    const expected = {
      ...none,
      totalScore: 95,
      submissions: 3,
      gradedSubmissions: 2,
      gradedPoints: 75,
      attendanceMarks: 3,
      presentDays: 2,
      votes: 1,
      files: 1,
    };
    expect(json(res).data.impact).toEqual({
      ...expected,
      team: { _id: team._id, name: team.name, role: 'leader', disbanded: false, nextLeader: { _id: member!.user.id, name: member!.user.name } },
    });

    expect((await remove(leader!.user.id)).statusCode).toBe(200);
    const entry = await deletionEntry(leader!.user.id);
    expect(entry.details).toMatchObject({
      role: 'participant',
      removed: expected,
      team: { teamName: team.name, disbanded: false, newLeaderId: member!.user.id },
    });
    expect((await impact(leader!.user.id)).statusCode).toBe(404);
    // Counted as theirs, but a vote is the team's (issue 29): it outlives its voter.
    expect(await t.database.db.select().from(votes).where(eq(votes.voterTeamId, team._id))).toMatchObject([{ voterId: null, teamId: otherTeam._id }]);
  });

  it("names the mentees a mentor leaves, a judge's teams and scores, and the team a last member takes with them", async () => {
    const mentor = await createStaff(t, 'mentor');
    const mentees = await createParticipants(t, 2);
    await assignMentor(
      t,
      mentor.user.id,
      mentees.map((p) => p.user.id),
    );
    expect(json(await impact(mentor.user.id)).data.impact).toEqual({ ...none, totalScore: 0, mentees: 2, team: null });
    expect((await remove(mentor.user.id)).statusCode).toBe(200);
    expect((await deletionEntry(mentor.user.id)).details).toMatchObject({ role: 'mentor', removed: { mentees: 2 } });

    const judge = await createStaff(t, 'judge');
    const leaders = await createParticipants(t, 2);
    const problem = await createProblem(t, admin.token);
    const teams = await Promise.all(leaders.map((l) => createTeam(t, l.token, problem._id)));
    await t.database.db.insert(judgeAssignments).values(teams.map((team) => ({ judgeId: judge.user.id, teamId: team._id })));
    await t.database.db.insert(judgeEvaluations).values({ judgeId: judge.user.id, teamId: teams[0]!._id, round: 1, score: 8 });
    expect(json(await impact(judge.user.id)).data.impact).toEqual({ ...none, totalScore: 0, judgeAssignments: 2, evaluations: 1, team: null });
    expect((await remove(judge.user.id)).statusCode).toBe(200);
    expect((await deletionEntry(judge.user.id)).details).toMatchObject({ role: 'judge', removed: { judgeAssignments: 2, evaluations: 1 } });

    // Alone in their team: the team goes too. A plain member: only their place.
    expect(json(await impact(leaders[0]!.user.id)).data.impact.team).toEqual({
      _id: teams[0]!._id,
      name: teams[0]!.name,
      role: 'leader',
      disbanded: true,
      nextLeader: null,
    });
    const [joiner] = await createParticipants(t, 1);
    await joinTeam(t, joiner!.token, teams[1]!._id);
    expect(json(await impact(joiner!.user.id)).data.impact.team).toMatchObject({ role: 'member', disbanded: false, nextLeader: null });
  });

  it('is for superadmins only, and answers 404 for nobody', async () => {
    const [p] = await createParticipants(t, 1);
    const mentor = await createStaff(t, 'mentor');
    expect((await impact(p!.user.id, mentor.token)).statusCode).toBe(403);
    expect((await impact(p!.user.id, p!.token)).statusCode).toBe(403);
    const missing = await impact(randomUUID());
    expect([missing.statusCode, json(missing).message]).toEqual([404, ADMIN_MSG.userNotFound]);
    expect((await impact('x'.repeat(100))).statusCode).toBe(400);
  });
});
