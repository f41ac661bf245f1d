import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTENDANCE_MSG, dayDate, GRADE_MSG, MSG, SUBMISSION_MSG } from '@hackcamp/contract';
import { attendance, submissions, users } from '../src/db/schema/index.ts';
import { statementsDuring } from './helpers/count-statements.ts';
import { multipart } from './helpers/multipart.ts';
import {
  assignMentor,
  createTask,
  gradeSubmission,
  leaderboardEntry,
  markAttendance,
  removeAttendance,
  scoreFromRecords,
  storedScore,
  submitText,
} from './helpers/scoring-fixtures.ts';
import { bearer, createParticipants, createStaff, json, startTestApp, type TestApp } from './helpers/test-app.ts';

type Staff = Awaited<ReturnType<typeof createStaff>>;
type Person = Awaited<ReturnType<typeof createParticipants>>[number];

let t: TestApp;
let admin: Staff;
let mentor: Staff;
let otherMentor: Staff;
let judge: Staff;
beforeAll(async () => {
  t = await startTestApp();
  [admin, mentor, otherMentor, judge] = await Promise.all([
    createStaff(t, 'superadmin'),
    createStaff(t, 'mentor'),
    createStaff(t, 'mentor'),
    createStaff(t, 'judge'),
  ]);
});
afterAll(() => t.close());

/** A bootcamp participant assigned to `mentor`. */
async function mentee(): Promise<Person> {
  const [p] = await createParticipants(t, 1);
  await assignMentor(t, mentor.user.id, [p!.user.id]);
  return p!;
}

const mark = (token: string, userId: string, day: number, status: string) => markAttendance(t, token, { userId, date: dayDate(day), status });
const rowsOf = (userId: string) => t.database.db.select().from(attendance).where(eq(attendance.userId, userId));

describe('POST /api/attendance/mark-for-user', () => {
  it('the assigned mentor marks a day; present adds 10, absent nothing, and a second mark switches the same record', async () => {
    const p = await mentee();
    const first = await mark(mentor.token, p.user.id, 1, 'present');
    expect(first.statusCode).toBe(201);
    expect(json(first)).toMatchObject({ success: true, message: ATTENDANCE_MSG.marked });
    const record = json(first).data.attendance;
    expect(record).toEqual({
      _id: expect.any(String),
      userId: { _id: p.user.id, name: p.user.name, email: p.user.email },
      date: '2025-08-04',
      day: 1,
      status: 'present',
      session: 'full-day',
      source: 'mentor',
      checkInWindowId: null,
    });
    expect(await storedScore(t, p.user.id)).toBe(10);

    expect((await mark(mentor.token, p.user.id, 2, 'absent')).statusCode).toBe(201);
    expect(await storedScore(t, p.user.id)).toBe(10);

    const switched = await mark(mentor.token, p.user.id, 1, 'absent');
    expect(switched.statusCode).toBe(200);
    expect(json(switched).data.attendance).toMatchObject({ _id: record._id, status: 'absent' });
    expect(await storedScore(t, p.user.id)).toBe(0);
    expect((await mark(mentor.token, p.user.id, 1, 'present')).statusCode).toBe(200);
    expect(await storedScore(t, p.user.id)).toBe(10);
    expect(await rowsOf(p.user.id)).toHaveLength(2);

    // What the participant and the leaderboard then read.
    const mine = json(await t.app.inject({ method: 'GET', url: '/api/attendance/my-attendance', headers: bearer(p.token) })).data.attendance;
    expect(mine.map((r: any) => [r.day, r.status])).toEqual([
      [1, 'present'],
      [2, 'absent'],
    ]);
    expect((await leaderboardEntry(t, p.token, p.user.email))!.totalScore).toBe(10);
    const [row] = await t.database.db.select().from(attendance).where(eq(attendance.id, record._id));
    expect(row!.markedBy).toBe(mentor.user.id);
  });

  it('a superadmin marks any bootcamp participant, with or without a mentor; the last event day counts', async () => {
    const [free] = await createParticipants(t, 1);
    const other = await mentee();
    expect((await mark(admin.token, free!.user.id, 12, 'present')).statusCode).toBe(201);
    expect((await mark(admin.token, other.user.id, 10, 'present')).statusCode).toBe(201);
    expect(await storedScore(t, free!.user.id)).toBe(10);
    expect(await storedScore(t, other.user.id)).toBe(10);
  });

  it('refuses another mentor, participants (even for themselves), judges and anonymous callers', async () => {
    const p = await mentee();
    for (const [who, token, code, message] of [
      ['other mentor', otherMentor.token, 403, ATTENDANCE_MSG.notYourParticipant],
      ['the participant', p.token, 403, MSG.forbidden],
      ['judge', judge.token, 403, MSG.forbidden],
      ['nobody', '', 401, MSG.unauthenticated],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/attendance/mark-for-user',
        headers: token ? bearer(token) : {},
        payload: { userId: p.user.id, date: dayDate(1), status: 'present' },
      });
      expect(res.statusCode, who).toBe(code);
      expect(json(res).message, who).toBe(message);
    }
    expect(await rowsOf(p.user.id)).toHaveLength(0);
    expect(await storedScore(t, p.user.id)).toBe(0);
  });

  it('answers clear 400s for a day outside the event, a bad date, an unknown status and missing fields', async () => {
    const p = await mentee();
    // Real dates outside the configured event's days (the default event: 4-15 Aug 2025).
    for (const date of ['2025-08-03', '2025-08-16', '2024-08-04']) {
      const res = await markAttendance(t, mentor.token, { userId: p.user.id, date, status: 'present' });
      expect(res.statusCode, String(date)).toBe(400);
      expect(json(res).message).toBe('Date must be one of the 12 event days, 2025-08-04 to 2025-08-15 (YYYY-MM-DD)');
      expect(json(res).errors).toEqual([{ field: 'date', msg: json(res).message }]);
    }
    // Not a date at all: the contract's shape check.
    for (const date of ['2025-02-30', '04/08/2025', '2025-08-04T00:00:00Z', 20250804, '']) {
      const res = await markAttendance(t, mentor.token, { userId: p.user.id, date, status: 'present' });
      expect(res.statusCode, String(date)).toBe(400);
      expect(json(res).message).toBe(ATTENDANCE_MSG.dateInvalid);
    }
    for (const status of ['late', 'PRESENT', '', null]) {
      const res = await markAttendance(t, mentor.token, { userId: p.user.id, date: dayDate(1), status });
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toBe(ATTENDANCE_MSG.statusInvalid);
    }
    const empty = await markAttendance(t, mentor.token, {});
    expect(empty.statusCode).toBe(400);
    expect(json(empty).errors).toEqual([
      { field: 'userId', msg: ATTENDANCE_MSG.participantRequired },
      { field: 'date', msg: ATTENDANCE_MSG.dateInvalid },
      { field: 'status', msg: ATTENDANCE_MSG.statusInvalid },
    ]);
    expect(await rowsOf(p.user.id)).toHaveLength(0);
  });

  it('404 for someone who is not a participant; 409 for a hackathon-only participant, even their own mentor', async () => {
    for (const userId of ['00000000-0000-4000-8000-000000000000', judge.user.id, mentor.user.id]) {
      const res = await markAttendance(t, admin.token, { userId, date: dayDate(1), status: 'present' });
      expect(res.statusCode).toBe(404);
      expect(json(res).message).toBe(ATTENDANCE_MSG.participantNotFound);
    }
    const [h] = await createParticipants(t, 1, 'hackathon');
    await assignMentor(t, mentor.user.id, [h!.user.id]);
    for (const token of [admin.token, mentor.token]) {
      const res = await mark(token, h!.user.id, 1, 'present');
      expect(res.statusCode).toBe(409);
      expect(json(res).message).toBe(ATTENDANCE_MSG.hackathonOnly);
    }
    expect(await rowsOf(h!.user.id)).toHaveLength(0);
  });
});

describe('DELETE /api/attendance/{id}', () => {
  it('removes the record and its points, for the assigned mentor and superadmins only', async () => {
    const p = await mentee();
    const present = json(await mark(mentor.token, p.user.id, 3, 'present')).data.attendance;
    const absent = json(await mark(mentor.token, p.user.id, 4, 'absent')).data.attendance;
    expect(await storedScore(t, p.user.id)).toBe(10);

    for (const [who, token, message] of [
      ['other mentor', otherMentor.token, ATTENDANCE_MSG.notYourParticipant],
      ['participant', p.token, MSG.forbidden],
      ['judge', judge.token, MSG.forbidden],
    ] as const) {
      const res = await removeAttendance(t, token, present._id);
      expect(res.statusCode, who).toBe(403);
      expect(json(res).message, who).toBe(message);
    }
    expect(await storedScore(t, p.user.id)).toBe(10);

    const res = await removeAttendance(t, mentor.token, present._id);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ success: true, message: ATTENDANCE_MSG.removed, data: {} });
    expect(await storedScore(t, p.user.id)).toBe(0);
    expect((await removeAttendance(t, admin.token, absent._id)).statusCode).toBe(200);
    expect(await rowsOf(p.user.id)).toHaveLength(0);
    expect(await storedScore(t, p.user.id)).toBe(0);
  });

  it("404 'No attendance record found to remove' for a record that is gone or never was", async () => {
    const p = await mentee();
    const record = json(await mark(admin.token, p.user.id, 5, 'present')).data.attendance;
    expect((await removeAttendance(t, admin.token, record._id)).statusCode).toBe(200);
    for (const id of [record._id, '00000000-0000-4000-8000-000000000000']) {
      const res = await removeAttendance(t, admin.token, id);
      expect(res.statusCode, id).toBe(404);
      expect(json(res).message).toBe(ATTENDANCE_MSG.notFound);
    }
    // A malformed id is a 400, as on every route, with the same text.
    const bad = await removeAttendance(t, admin.token, 'not-an-id');
    expect([bad.statusCode, json(bad).message]).toEqual([400, ATTENDANCE_MSG.notFound]);
  });
});

describe('grading: POST and PUT /api/submissions/{id}/grade', () => {
  it('the assigned mentor grades 80, then regrades 50; the score and the leaderboard follow', async () => {
    const p = await mentee();
    const task = await createTask(t, admin.token, { maxScore: 100, day: 'day2' });
    const sub = await submitText(t, p.token, task._id);
    await mark(mentor.token, p.user.id, 1, 'present');

    const res = await gradeSubmission(t, mentor.token, sub._id, { score: 80, feedback: '  Clean work  ' });
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe(GRADE_MSG.saved);
    const graded = json(res).data.submission;
    expect(graded).toMatchObject({
      _id: sub._id,
      status: 'graded',
      score: 80,
      feedback: 'Clean work',
      gradedAt: expect.any(String),
      taskId: { _id: task._id, maxScore: 100 },
      userId: { _id: p.user.id },
    });
    // The same shape the participant's own list returns.
    const mine = json(await t.app.inject({ method: 'GET', url: '/api/submissions/my-submissions', headers: bearer(p.token) })).data.submissions;
    expect(mine).toEqual([graded]);
    expect(await storedScore(t, p.user.id)).toBe(90);
    expect((await leaderboardEntry(t, p.token, p.user.email))!.totalScore).toBe(90);

    // The grade mentors make all day: one locking read and one write (its total and audit entry
    // in the same statement), besides the transaction's begin and commit.
    let again: Awaited<ReturnType<typeof gradeSubmission>> | undefined;
    const statements = await statementsDuring(t.database, async () => {
      again = await gradeSubmission(t, mentor.token, sub._id, { score: 50, feedback: 'Second look: tests missing' }, 'PUT');
    });
    // After it, outside the transaction, the leaderboard reads the changed row to move it in place
    // (the answer waits for that, so the mentor's next read shows the new rank). The session
    // cache's reload of the participant (every column, decision 0055) runs beside it, in the
    // background, and may or may not fall in this window: it is not the grade's.
    const ownStatements = statements.filter((s) => !/^(begin|commit)\b/i.test(s) && !/"password_hash"/.test(s));
    expect(ownStatements.filter((s) => !/from "users" where "users"\."id" = any\(/i.test(s))).toHaveLength(2);
    expect(ownStatements).toHaveLength(3);
    expect(again!.statusCode).toBe(200);
    expect(json(again!).data.submission).toMatchObject({ status: 'graded', score: 50, feedback: 'Second look: tests missing' });
    expect(await storedScore(t, p.user.id)).toBe(60);
    expect((await leaderboardEntry(t, p.token, p.user.email))!.totalScore).toBe(60);
    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.id, sub._id));
    expect(row).toMatchObject({ status: 'graded', score: 50, gradedBy: mentor.user.id });

    // A superadmin may grade too, with either verb, and a form's text number is accepted.
    expect((await gradeSubmission(t, admin.token, sub._id, { score: '100', feedback: 'Full marks' })).statusCode).toBe(200);
    expect(await storedScore(t, p.user.id)).toBe(110);
    expect(await storedScore(t, p.user.id)).toBe(await scoreFromRecords(t, p.user.id));
  });

  it('refuses another mentor, the participant, judges and anonymous callers; 404 for an unknown submission', async () => {
    const p = await mentee();
    const task = await createTask(t, admin.token);
    const sub = await submitText(t, p.token, task._id);
    for (const [who, token, code, message] of [
      ['other mentor', otherMentor.token, 403, GRADE_MSG.notYourParticipant],
      ['the participant', p.token, 403, MSG.forbidden],
      ['judge', judge.token, 403, MSG.forbidden],
      ['nobody', '', 401, MSG.unauthenticated],
    ] as const) {
      for (const method of ['POST', 'PUT'] as const) {
        const res = await t.app.inject({
          method,
          url: `/api/submissions/${sub._id}/grade`,
          headers: token ? bearer(token) : {},
          payload: { score: 90, feedback: 'x' },
        });
        expect(res.statusCode, `${who} ${method}`).toBe(code);
        expect(json(res).message, who).toBe(message);
      }
    }
    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.id, sub._id));
    expect(row).toMatchObject({ status: 'submitted', score: null });
    expect(await storedScore(t, p.user.id)).toBe(0);
    const unknown = await gradeSubmission(t, admin.token, '00000000-0000-4000-8000-000000000000', { score: 1, feedback: 'x' });
    expect([unknown.statusCode, json(unknown).message]).toEqual([404, SUBMISSION_MSG.notFound]);
    const bad = await gradeSubmission(t, admin.token, 'nope', { score: 1, feedback: 'x' });
    expect([bad.statusCode, json(bad).message]).toEqual([400, SUBMISSION_MSG.notFound]);
  });

  it('needs both score and feedback, and a whole score from 0 to the task maximum', async () => {
    const p = await mentee();
    const task = await createTask(t, admin.token, { maxScore: 20 });
    const sub = await submitText(t, p.token, task._id);
    const cases: [Record<string, unknown>, string][] = [
      [{}, GRADE_MSG.required],
      [{ score: 10 }, GRADE_MSG.required],
      [{ feedback: 'Nice' }, GRADE_MSG.required],
      [{ score: '', feedback: 'Nice' }, GRADE_MSG.required],
      [{ score: 10, feedback: '   ' }, GRADE_MSG.required],
      [{ score: null, feedback: 'Nice' }, GRADE_MSG.required],
      [{ score: 'ten', feedback: 'Nice' }, GRADE_MSG.scoreNotNumber],
      [{ score: [5], feedback: 'Nice' }, GRADE_MSG.scoreNotNumber],
      [{ score: 7.5, feedback: 'Nice' }, GRADE_MSG.scoreWhole],
      [{ score: -1, feedback: 'Nice' }, GRADE_MSG.scoreNegative],
      [{ score: 21, feedback: 'Nice' }, GRADE_MSG.scoreRange(20)],
      [{ score: '1e20', feedback: 'Nice' }, GRADE_MSG.scoreNotNumber],
      [{ score: 10, feedback: 42 }, GRADE_MSG.feedbackText],
      [{ score: 10, feedback: 'x'.repeat(5001) }, GRADE_MSG.feedbackTooLong],
    ];
    for (const [body, message] of cases) {
      const res = await gradeSubmission(t, mentor.token, sub._id, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(json(res).message, JSON.stringify(body).slice(0, 80)).toBe(message);
    }
    expect(json(await gradeSubmission(t, mentor.token, sub._id, { score: 21, feedback: 'Nice' })).errors).toEqual([
      { field: 'score', msg: 'Score must be between 0 and 20' },
    ]);
    expect(GRADE_MSG.required).toBe('Please provide both score and feedback');
    expect(await storedScore(t, p.user.id)).toBe(0);
    for (const score of [0, 20]) expect((await gradeSubmission(t, mentor.token, sub._id, { score, feedback: 'Edge' })).statusCode).toBe(200);
    expect(await storedScore(t, p.user.id)).toBe(20);
  });

  it('a graded submission is locked for the participant but not for the grader', async () => {
    const p = await mentee();
    const task = await createTask(t, admin.token);
    const sub = await submitText(t, p.token, task._id);
    await gradeSubmission(t, mentor.token, sub._id, { score: 70, feedback: 'Good' });
    const body = multipart({ taskId: task._id, submissionType: 'text', isEdit: 'true', content: JSON.stringify({ text: 'changed after grading' }) });
    const edit = await t.app.inject({ method: 'POST', url: '/api/submissions', headers: { ...bearer(p.token), ...body.headers }, payload: body.payload });
    expect(edit.statusCode).toBe(409);
    expect((await gradeSubmission(t, mentor.token, sub._id, { score: 75, feedback: 'Better on review' }, 'PUT')).statusCode).toBe(200);
    expect(await storedScore(t, p.user.id)).toBe(75);
  });
});

describe('under concurrency', () => {
  it('20 simultaneous marks of one participant and day leave one record and the score of its status', async () => {
    const p = await mentee();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => mark(i % 2 ? mentor.token : admin.token, p.user.id, 6, i % 3 ? 'present' : 'absent')),
    );
    for (const r of results) expect([200, 201], r.body).toContain(r.statusCode);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(attendance)
      .where(and(eq(attendance.userId, p.user.id), eq(attendance.date, dayDate(6))));
    expect(rows).toHaveLength(1);
    expect(await storedScore(t, p.user.id)).toBe(rows[0]!.status === 'present' ? 10 : 0);
  });

  it('all 12 days marked at once add up to 120: no mark is lost from the score', async () => {
    const p = await mentee();
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => mark(mentor.token, p.user.id, i + 1, 'present')));
    for (const r of results) expect(r.statusCode, r.body).toBe(201);
    expect(await storedScore(t, p.user.id)).toBe(120);
  });

  it('bulk marks, single marks and removals of many people at once leave every total equal to its recount', async () => {
    const people = await Promise.all(Array.from({ length: 8 }, () => mentee()));
    const ids = people.map((p) => p.user.id);
    const statuses = ['present', 'absent'] as const;
    let seed = 11;
    const pick = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    const bulk = (day: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/attendance/mark-for-users',
        headers: bearer(pick(2) ? mentor.token : admin.token),
        payload: { date: dayDate(day), attendees: ids.filter(() => pick(3) > 0).map((userId) => ({ userId, status: statuses[pick(2)]! })) },
      });
    // Two rounds: the second changes and removes what the first wrote, while more marks come.
    for (let round = 0; round < 2; round++) {
      const existing = round ? await t.database.db.select({ id: attendance.id, userId: attendance.userId }).from(attendance) : [];
      const doomed = existing.filter((r) => ids.includes(r.userId) && pick(4) === 0);
      const results = await Promise.all([
        ...Array.from({ length: 6 }, () => bulk(1 + pick(3))),
        ...Array.from({ length: 12 }, () => mark(pick(2) ? mentor.token : admin.token, ids[pick(ids.length)]!, 1 + pick(3), statuses[pick(2)]!)),
        ...doomed.map((r) => removeAttendance(t, admin.token, r.id)),
      ]);
      for (const r of results) expect([200, 201, 404], r.body).toContain(r.statusCode);
    }
    const stored = await Promise.all(ids.map((id) => storedScore(t, id)));
    expect(stored).toEqual(await Promise.all(ids.map((id) => scoreFromRecords(t, id))));
    expect(stored.some((s) => s > 0)).toBe(true);
  });

  it("a bulk mark that changes nobody's present days leaves their rows as they were", async () => {
    const people = await Promise.all(Array.from({ length: 3 }, () => mentee()));
    const ids = people.map((p) => p.user.id);
    const markAll = (statusOf: (i: number) => string, by: Staff = mentor) =>
      t.app.inject({
        method: 'POST',
        url: '/api/attendance/mark-for-users',
        headers: bearer(by.token),
        payload: { date: dayDate(2), attendees: ids.map((userId, i) => ({ userId, status: statusOf(i) })) },
      });
    // xmin: the transaction that last wrote the row. A row written again has a new one.
    const versions = async () => {
      const rows = await t.database.db
        .select({ id: users.id, v: sql<string>`xmin::text` })
        .from(users)
        .where(inArray(users.id, ids));
      return new Map(rows.map((r) => [r.id, r.v]));
    };
    const records = async () => {
      const rows = await t.database.db
        .select({ id: attendance.userId, v: sql<string>`xmin::text`, by: attendance.markedBy })
        .from(attendance)
        .where(and(inArray(attendance.userId, ids), eq(attendance.date, dayDate(2))));
      return new Map(rows.map((r) => [r.id, `${r.v} ${r.by}`]));
    };
    expect((await markAll((i) => (i === 2 ? 'absent' : 'present'))).statusCode).toBe(200);
    const first = await versions();
    const firstRecords = await records();
    // The same marks again (a mentor saving the grid twice): no present day changes, no total
    // moves, and no record is written again.
    expect((await markAll((i) => (i === 2 ? 'absent' : 'present'))).statusCode).toBe(200);
    expect(await versions()).toEqual(first);
    expect(await records()).toEqual(firstRecords);
    expect(await Promise.all(ids.map((id) => storedScore(t, id)))).toEqual([10, 10, 0]);
    // Absent to present moves only that one.
    expect((await markAll(() => 'present')).statusCode).toBe(200);
    const third = await versions();
    expect(ids.map((id) => third.get(id) === first.get(id))).toEqual([true, true, false]);
    expect(await Promise.all(ids.map((id) => storedScore(t, id)))).toEqual([10, 10, 10]);
    // The same marks from someone else: the records are theirs now, the totals stay.
    expect((await markAll(() => 'present', admin)).statusCode).toBe(200);
    expect([...(await records()).values()].map((r) => r.split(' ')[1])).toEqual(ids.map(() => admin.user.id));
    expect(await versions()).toEqual(third);
  });

  it('20 simultaneous grades of one submission leave the score of the grade that stayed', async () => {
    const p = await mentee();
    const task = await createTask(t, admin.token);
    const sub = await submitText(t, p.token, task._id);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        gradeSubmission(t, i % 2 ? mentor.token : admin.token, sub._id, { score: i * 5, feedback: `take ${i}` }, i % 2 ? 'PUT' : 'POST'),
      ),
    );
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    const [row] = await t.database.db.select().from(submissions).where(eq(submissions.id, sub._id));
    expect(row!.feedback).toBe(`take ${row!.score! / 5}`);
    expect(await storedScore(t, p.user.id)).toBe(row!.score);
  });

  it('grades of different tasks, marks and removals for one participant at once all count', async () => {
    const p = await mentee();
    const tasks = await Promise.all(Array.from({ length: 6 }, (_, i) => createTask(t, admin.token, { day: `day${i + 1}` })));
    const subs = await Promise.all(tasks.map((task) => submitText(t, p.token, task._id)));
    const doomed = json(await mark(admin.token, p.user.id, 12, 'present')).data.attendance;
    await Promise.all([
      ...subs.map((s, i) => gradeSubmission(t, mentor.token, s._id, { score: 10 + i, feedback: 'ok' })),
      ...Array.from({ length: 8 }, (_, i) => mark(mentor.token, p.user.id, i + 1, i < 5 ? 'present' : 'absent')),
      removeAttendance(t, admin.token, doomed._id),
    ]);
    // 5 present days + (10 + 11 + ... + 15)
    expect(await storedScore(t, p.user.id)).toBe(50 + 75);
    expect(await scoreFromRecords(t, p.user.id)).toBe(125);
  });
});
