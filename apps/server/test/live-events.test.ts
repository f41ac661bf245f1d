import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dateInTimeZone, dayDate, LIMITS, EVENT } from '@hackcamp/contract';
import { heard, liveStreams, settled } from './helpers/live-client.ts';
import { multipart } from './helpers/multipart.ts';
import { assignMentor, createTask, gradeSubmission, markAttendance, removeAttendance, submitText } from './helpers/scoring-fixtures.ts';
import { createProblem, createTeam, joinTeam } from './helpers/teams-fixtures.ts';
import { bearer, createParticipants, createStaff, json, startTestApp, type TestApp } from './helpers/test-app.ts';
import { createLedTeams, setVoting, vote } from './helpers/voting-fixtures.ts';

// Every write that changes what someone sees tells them over GET /api/events, in its own
// transaction, and tells nobody else: each write below goes through the real route, and the
// streams of the people it concerns, of a superadmin and of bystanders of the same role are read.
type Person = { user: { id: string }; token: string };

let t: TestApp;
let base: string;
let admin: Person;
let problemId: string;
const streams = liveStreams();

beforeAll(async () => {
  t = await startTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await createStaff(t, 'superadmin');
  problemId = (await createProblem(t, admin.token))._id;
});
afterEach(() => streams.closeAll());
afterAll(() => t.close());

const listen = (...people: Person[]) => streams.listen(base, people);

async function call(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object, status = 200) {
  const res = await t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
  expect(res.statusCode, res.body).toBe(status);
  return json(res).data;
}

describe('live events from the writes', () => {
  it('config: the new settings, as GET /api/config/config answers them, to everyone; an update changing nothing sends nothing', async () => {
    const [p] = await createParticipants(t, 1);
    const mentor = await createStaff(t, 'mentor');
    const clients = await listen(p!, mentor, admin);
    await call('PUT', '/api/config/config', admin.token, { eventName: 'HackCamp Live' });
    const settings = json(await t.app.inject({ url: '/api/config/config', headers: bearer(p!.token) })).data;
    expect(settings.eventName).toBe('HackCamp Live');
    await call('PUT', '/api/config/config', admin.token, { eventName: 'HackCamp Live' });
    await settled(t.database, clients);
    for (const c of clients) expect(heard(c, 'config')).toEqual([settings]);
    await call('PUT', '/api/config/config', admin.token, { eventName: 'HackCamp' });
  });

  it('announcement: to the audience it targets, and `removed` to those who no longer see it', async () => {
    const [p, otherP] = await createParticipants(t, 2);
    const mentor = await createStaff(t, 'mentor');
    const judge = await createStaff(t, 'judge');
    const [cp, cOtherP, cm, cj, ca] = await listen(p!, otherP!, mentor, judge, admin);
    const post = async (body: object) =>
      (await call('POST', '/api/announcements', admin.token, { title: 'Lunch moved', content: 'Lunch is at 1 pm in Hall B.', ...body }, 201)).announcement as {
        _id: string;
      };
    const forParticipants = await post({ targetAudience: 'participants', priority: 'high' });
    const forStaff = await post({ targetAudience: 'admins', title: 'Judges meet at 4' });
    const forAll = await post({ targetAudience: 'all', title: 'Doors open' });
    await call('DELETE', `/api/announcements/${forParticipants._id}`, admin.token);
    await call('PATCH', `/api/announcements/${forStaff._id}/toggle-status`, admin.token);
    // Narrowed to participants: the staff hear it went, participants that it changed.
    await call('PUT', `/api/announcements/${forAll._id}`, admin.token, { targetAudience: 'participants' });
    await settled(t.database, [cp!, cOtherP!, cm!, cj!, ca!]);

    const toParticipants = { id: forParticipants._id, title: 'Lunch moved', priority: 'high' };
    const staffOnly = { id: forStaff._id, title: 'Judges meet at 4', priority: 'medium' };
    const everyone = { id: forAll._id, title: 'Doors open', priority: 'medium' };
    for (const c of [cp!, cOtherP!]) expect(heard(c, 'announcement')).toEqual([toParticipants, everyone, { ...toParticipants, removed: true }, everyone]);
    for (const c of [cm!, cj!, ca!])
      expect(heard(c, 'announcement')).toEqual([staffOnly, everyone, { ...staffOnly, removed: true }, { ...everyone, removed: true }]);
  });

  it('submission: to the participant, their mentor and superadmins on submit, resubmit, grade and delete; not to other participants or mentors', async () => {
    const [p, otherP] = await createParticipants(t, 2);
    const mentor = await createStaff(t, 'mentor');
    const otherMentor = await createStaff(t, 'mentor');
    await assignMentor(t, mentor.user.id, [p!.user.id]);
    await assignMentor(t, otherMentor.user.id, [otherP!.user.id]);
    const task = await createTask(t, admin.token, { maxScore: 50 });
    const clients = await listen(p!, mentor, admin, otherP!, otherMentor);
    const [cp, cm, ca, cOtherP, cOtherM] = clients;

    const sub = await submitText(t, p!.token, task._id);
    const edit = multipart({ taskId: task._id, submissionType: 'text', content: JSON.stringify({ text: 'Second try' }), isEdit: 'true' });
    const edited = await t.app.inject({ method: 'POST', url: '/api/submissions', headers: { ...bearer(p!.token), ...edit.headers }, payload: edit.payload });
    expect(edited.statusCode, edited.body).toBe(200);
    await gradeSubmission(t, mentor.token, sub._id, { score: 40, feedback: 'Good work' });
    await call('DELETE', `/api/submissions/${sub._id}`, admin.token);
    await settled(t.database, clients);

    const event = { submissionId: sub._id, taskId: task._id, participantId: p!.user.id };
    const expected = [
      { ...event, status: 'submitted', score: null },
      { ...event, status: 'submitted', score: null },
      { ...event, status: 'graded', score: 40 },
      { ...event, status: 'graded', score: null, removed: true },
    ];
    for (const c of [cp!, cm!, ca!]) expect(heard(c, 'submission')).toEqual(expected);
    expect(heard(cOtherP!, 'submission')).toEqual([]);
    expect(heard(cOtherM!, 'submission')).toEqual([]);
  });

  it('submission: a task deleted with its work tells each participant whose work went, and their mentor', async () => {
    const [p, otherP] = await createParticipants(t, 2);
    const mentor = await createStaff(t, 'mentor');
    const otherMentor = await createStaff(t, 'mentor');
    await assignMentor(t, mentor.user.id, [p!.user.id]);
    await assignMentor(t, otherMentor.user.id, [otherP!.user.id]);
    const task = await createTask(t, admin.token);
    const sub = await submitText(t, p!.token, task._id);
    await gradeSubmission(t, mentor.token, sub._id, { score: 30, feedback: 'Fine' });
    const clients = await listen(p!, mentor, otherP!, otherMentor);
    await call('DELETE', `/api/tasks/${task._id}?withSubmissions=true`, admin.token);
    await settled(t.database, clients);
    const gone = { submissionId: sub._id, taskId: task._id, participantId: p!.user.id, status: 'graded', score: null, removed: true };
    expect(heard(clients[0]!, 'submission')).toEqual([gone]);
    expect(heard(clients[1]!, 'submission')).toEqual([gone]);
    expect(heard(clients[2]!, 'submission')).toEqual([]);
    expect(heard(clients[3]!, 'submission')).toEqual([]);
  });

  it('attendance: each participant hears of their own record only, their mentor of theirs, superadmins of all', async () => {
    const mentor = await createStaff(t, 'mentor');
    const otherMentor = await createStaff(t, 'mentor');
    const [a, b, c] = await createParticipants(t, 3);
    await assignMentor(t, mentor.user.id, [a!.user.id, b!.user.id]);
    await assignMentor(t, otherMentor.user.id, [c!.user.id]);
    const clients = await listen(a!, b!, mentor, admin, c!, otherMentor);
    const [ca, cb, cm, cAdmin, cc, cOtherM] = clients;
    const day = dayDate(4);

    const bulk = await call('POST', '/api/attendance/mark-for-users', mentor.token, {
      date: day,
      attendees: [
        { userId: a!.user.id, status: 'present' },
        { userId: b!.user.id, status: 'absent' },
      ],
    });
    const recordOfA = (bulk.attendance as { _id: string }[])[0]!._id;
    await call('PUT', `/api/attendance/${recordOfA}`, mentor.token, { status: 'absent' });
    const single = await markAttendance(t, admin.token, { userId: b!.user.id, date: day, status: 'present' });
    expect(single.statusCode, single.body).toBe(200);
    const removed = await removeAttendance(t, mentor.token, recordOfA);
    expect(removed.statusCode, removed.body).toBe(200);
    await settled(t.database, clients);

    const ids = (...people: Person[]) => ({ day, participantIds: people.map((p) => p.user.id) });
    expect(heard(ca!, 'attendance')).toEqual([ids(a!), ids(a!), ids(a!)]);
    expect(heard(cb!, 'attendance')).toEqual([ids(b!), ids(b!)]);
    expect(heard(cm!, 'attendance')).toEqual([ids(a!, b!), ids(a!), ids(b!), ids(a!)]);
    expect(heard(cAdmin!, 'attendance')).toEqual([ids(a!, b!), ids(a!), ids(b!), ids(a!)]);
    expect(heard(cc!, 'attendance')).toEqual([]);
    expect(heard(cOtherM!, 'attendance')).toEqual([]);
  });

  it('attendance: a self check-in tells the participant, their mentor and superadmins', async () => {
    const mentor = await createStaff(t, 'mentor');
    const [p, other] = await createParticipants(t, 2);
    await assignMentor(t, mentor.user.id, [p!.user.id, other!.user.id]);
    const today = dateInTimeZone(new Date(), EVENT.timeZone);
    await call('PUT', '/api/config/config', admin.token, { startDate: today, selfCheckInEnabled: true, confirmDateChange: true });
    try {
      const clients = await listen(p!, mentor, admin, other!);
      await call('POST', '/api/attendance', p!.token, undefined, 201);
      await settled(t.database, clients);
      const mine = { day: today, participantIds: [p!.user.id] };
      expect(heard(clients[0]!, 'attendance')).toEqual([mine]);
      expect(heard(clients[1]!, 'attendance')).toEqual([mine]);
      expect(heard(clients[2]!, 'attendance')).toEqual([mine]);
      expect(heard(clients[3]!, 'attendance')).toEqual([]);
    } finally {
      await call('PUT', '/api/config/config', admin.token, { startDate: '2025-08-04', selfCheckInEnabled: false, confirmDateChange: true });
    }
  });

  it('team: every change to its members (and whoever left) and superadmins, never to another participant', async () => {
    const [leader, member, second, outsider] = await createParticipants(t, 4);
    const clients = await listen(leader!, member!, second!, admin, outsider!);
    const [cl, cMember, cSecond, ca, cOut] = clients;

    const team = await createTeam(t, leader!.token, problemId);
    expect((await joinTeam(t, member!.token, team._id)).statusCode).toBe(200);
    expect((await joinTeam(t, second!.token, team._id)).statusCode).toBe(200);
    await call('PUT', `/api/teams/${team._id}`, leader!.token, { description: 'We build better things' });
    await call('DELETE', `/api/teams/${team._id}/members/${second!.user.id}`, leader!.token);
    // The leader leaves: the member leads now.
    await call('POST', `/api/teams/${team._id}/leave`, leader!.token, {});
    expect((await joinTeam(t, second!.token, team._id)).statusCode).toBe(200);
    // A superadmin makes the second a mentor: they go from the team.
    await call('PUT', `/api/users/${second!.user.id}`, admin.token, { role: 'mentor' });
    await call('DELETE', `/api/teams/${team._id}`, member!.token);
    // Their new role ends their stream (the client reconnects to hear as a mentor), after the news.
    await cSecond!.ended;
    await settled(t.database, [cl!, cMember!, ca!, cOut!]);

    const change = (c: string) => ({ teamId: team._id, change: c });
    expect(heard(cl!, 'team')).toEqual(['created', 'joined', 'joined', 'updated', 'left', 'leader'].map(change));
    expect(heard(cMember!, 'team')).toEqual(['joined', 'joined', 'updated', 'left', 'leader', 'joined', 'left', 'disbanded'].map(change));
    expect(heard(cSecond!, 'team')).toEqual(['joined', 'updated', 'left', 'joined', 'left'].map(change));
    expect(heard(ca!, 'team')).toEqual(['created', 'joined', 'joined', 'updated', 'left', 'leader', 'joined', 'left', 'disbanded'].map(change));
    expect(heard(cOut!, 'team')).toEqual([]);
  });

  it('evaluation: to superadmins when a judge saves a score; not to the judge, other judges or the team', async () => {
    const [judge, otherJudge] = await Promise.all([createStaff(t, 'judge'), createStaff(t, 'judge')]);
    const [evaluated] = await createLedTeams(t, admin.token, 1, 'Evaluated');
    const { team, leader } = evaluated!;
    await call('POST', '/api/users/assign-teams-to-judge', admin.token, { judgeId: judge.user.id, teamIds: [team._id] });
    const clients = await listen(admin, judge, otherJudge, leader);
    await call('POST', `/api/judge/evaluations/${team._id}/2`, judge.token, { score: 8, feedback: 'Working prototype' });
    await settled(t.database, clients);
    expect(heard(clients[0]!, 'evaluation')).toEqual([{ teamId: team._id, round: 2 }]);
    for (const c of clients.slice(1)) expect(heard(c, 'evaluation')).toEqual([]);
  });

  it('vote: to superadmins when a leader casts, changes or withdraws a vote; not to the leaders', async () => {
    const [voter, rated] = await createLedTeams(t, admin.token, 2, 'Voted');
    await setVoting(t, admin.token, true);
    try {
      const clients = await listen(admin, voter!.leader, rated!.leader);
      expect((await vote(t, voter!.leader.token, rated!.team._id)).statusCode).toBe(201);
      expect((await vote(t, voter!.leader.token, rated!.team._id, { rating: 5, comment: 'Even better on a second look' }, 'PUT')).statusCode).toBe(200);
      expect((await vote(t, voter!.leader.token, rated!.team._id, undefined, 'DELETE')).statusCode).toBe(200);
      await settled(t.database, clients);
      expect(heard(clients[0]!, 'vote')).toEqual([{ teamId: rated!.team._id }, { teamId: rated!.team._id }, { teamId: rated!.team._id }]);
      for (const c of clients.slice(1)) expect(heard(c, 'vote')).toEqual([]);
    } finally {
      await setVoting(t, admin.token, false);
    }
  });

  it('judging: to the judge whose teams were assigned, removed or deleted, or who stopped judging; not to other judges', async () => {
    const [judge, otherJudge] = await Promise.all([createStaff(t, 'judge'), createStaff(t, 'judge')]);
    const [first, second] = await createLedTeams(t, admin.token, 2, 'Judged');
    await call('POST', '/api/users/assign-teams-to-judge', admin.token, { judgeId: otherJudge.user.id, teamIds: [first!.team._id] });
    const clients = await listen(judge, otherJudge, admin);
    const teams = { judgeId: judge.user.id, teamIds: [first!.team._id, second!.team._id] };
    await call('POST', '/api/users/assign-teams-to-judge', admin.token, teams);
    // Nothing new: nothing to tell.
    await call('POST', '/api/users/assign-teams-to-judge', admin.token, teams);
    await call('POST', '/api/users/remove-teams-from-judge', admin.token, { judgeId: judge.user.id, teamIds: [first!.team._id] });
    await call('DELETE', `/api/teams/${second!.team._id}`, second!.leader.token);
    await settled(t.database, clients);
    const mine = { judgeId: judge.user.id };
    expect(heard(clients[0]!, 'judging')).toEqual([mine, mine, mine]);
    expect(heard(clients[1]!, 'judging')).toEqual([]);
    expect(heard(clients[2]!, 'judging')).toEqual([]);
    // A judge made a mentor gives their teams back. Their stream then ends (a new role reconnects),
    // so it may end before a resync reaches it: it is waited on for the event itself.
    const before = clients[1]!.events.length;
    await call('PUT', `/api/users/${otherJudge.user.id}`, admin.token, { role: 'mentor' });
    await clients[1]!.next('judging', 3_000, before);
    await settled(t.database, [clients[0]!, clients[2]!]);
    expect(heard(clients[1]!, 'judging')).toEqual([{ judgeId: otherJudge.user.id }]);
    expect(heard(clients[0]!, 'judging')).toHaveLength(3);
  });

  it('a write that is refused or rolled back tells nobody', async () => {
    const mentor = await createStaff(t, 'mentor');
    const people = await createParticipants(t, LIMITS.teamMaxMembers + 2);
    const [p, late, leaving] = [people[0]!, people.at(-1)!, people[1]!];
    await assignMentor(t, mentor.user.id, [p.user.id]);
    const task = await createTask(t, admin.token, { maxScore: 10 });
    const sub = await submitText(t, p.token, task._id);
    const team = await createTeam(t, people[1]!.token, problemId);
    for (const member of people.slice(2, LIMITS.teamMaxMembers + 1)) expect((await joinTeam(t, member.token, team._id)).statusCode).toBe(200);
    const taken = (await createStaff(t, 'judge')).email;
    const clients = await listen(p, mentor, admin, late, leaving);

    // Refused before anything is written.
    expect((await gradeSubmission(t, mentor.token, sub._id, { score: 11, feedback: 'Too generous' })).statusCode).toBe(400);
    expect((await joinTeam(t, late.token, team._id)).statusCode).toBe(409);
    // Rolled back after the team change was published in it: the leader leaves the team as they
    // become a mentor, then the taken email refuses the whole change.
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${leaving.user.id}`,
      headers: bearer(admin.token),
      payload: { role: 'mentor', email: taken },
    });
    expect(res.statusCode, res.body).toBe(409);
    await settled(t.database, clients);
    for (const c of clients) {
      expect(heard(c, 'submission')).toEqual([]);
      expect(heard(c, 'team')).toEqual([]);
    }
  });
});
