import { randomBytes, randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSIGHTS, INSIGHTS_MSG, MSG, TASK_MSG, dateInTimeZone, dayDate, type EventInsights, type MentorInsights, type MyInsights } from '@hackcamp/contract';
import { attendance, auditLog, checkInWindows, judgeEvaluations, teams, users } from '../src/db/schema/index.ts';
import { eventually } from './helpers/eventually.ts';
import { setConfig } from './helpers/teams-fixtures.ts';
import { assignMentor, createTask, gradeSubmission, markAttendance, storedScore, submitText } from './helpers/scoring-fixtures.ts';
import { bearer, createParticipants, createStaff, json, startTestApp, type TestApp } from './helpers/test-app.ts';

// Issue 43: the charts' figures, over a small event whose every number is worked out by hand
// below. The app runs on the real clock (check-in arrivals are dated by the database), in a time
// zone where it is about noon now, so the event's today (day 4) cannot turn during the run.
type Person = { user: { id: string; name: string }; token: string };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A fixed UTC offset at which it is between 12:00 and 13:00 now. */
function zoneNearNoon(now: Date): string {
  const offset = 12 - now.getUTCHours();
  return offset === 0 ? 'UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}
const ZONE = zoneNearNoon(new Date());
const TODAY = dateInTimeZone(new Date(), ZONE);
const START = new Date(Date.parse(`${TODAY}T00:00:00Z`) - 3 * 24 * HOUR).toISOString().slice(0, 10);
const date = (day: number) => dayDate(day, START);

let t: TestApp;
let admin: Person;
let mentor1: Person;
let mentor2: Person;
/** Mentor 1's: Bala has two reasons, Chitra two, Dev one. */
let asha: Person, bala: Person, chitra: Person, dev: Person;
/** Mentor 2's. */
let esha: Person;
/** No mentor: Fatima 1 to 5. */
let fillers: Person[];
let hackathonOnly: Person;
let deactivated: Person;
let judges: Person[];
const tasks: Record<string, string> = {};
const submissionOf: Record<string, string> = {};

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
async function read<T>(url: string, token: string): Promise<T> {
  const res = await get(url, token);
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data as T;
}
const mark = async (by: Person, who: Person, day: number, status: 'present' | 'late' | 'absent') => {
  // Staff mark present or absent; a late record comes with older data (the demo event, an import): written directly.
  if (status === 'late') return void (await t.database.db.insert(attendance).values({ userId: who.user.id, date: date(day), status, markedBy: by.user.id }));
  const res = await markAttendance(t, by.token, { userId: who.user.id, date: date(day), status });
  expect(res.statusCode, res.body).toBeLessThan(300);
};
const submit = async (who: Person, task: string) => (submissionOf[`${who.user.id}:${task}`] = (await submitText(t, who.token, tasks[task]!))._id);
const grade = async (who: Person, task: string, score: number) => {
  const res = await gradeSubmission(t, admin.token, submissionOf[`${who.user.id}:${task}`]!, { score, feedback: 'Well done.' });
  expect(res.statusCode, res.body).toBeLessThan(300);
};
const setTask = async (task: string, body: Record<string, unknown>) => {
  const res = await t.app.inject({ method: 'PUT', url: `/api/tasks/${tasks[task]}`, headers: bearer(admin.token), payload: body });
  expect(res.statusCode, res.body).toBe(200);
};
const rename = (p: Person, name: string) => t.database.db.update(users).set({ name }).where(eq(users.id, p.user.id));
const days = (...rows: [number, number, number, number][]) =>
  Array.from({ length: 10 }, (_, i) => {
    const [present, late, absent, unmarked] = rows[i] ?? [0, 0, 0, 0];
    return { day: i + 1, date: date(i + 1), present, late, absent, unmarked, upcoming: i + 1 > 4 };
  });
const taskDays = (rows: Record<number, [number, number, number, number]>) =>
  Array.from({ length: 10 }, (_, i) => {
    const [active, submitted, graded, late] = rows[i + 1] ?? [0, 0, 0, 0];
    return { day: i + 1, tasks: active, submitted, graded, late };
  });

beforeAll(async () => {
  t = await startTestApp();
  admin = await createStaff(t, 'superadmin');
  await setConfig(t, admin.token, { startDate: START, timeZone: ZONE });
  [mentor1, mentor2, ...judges] = await Promise.all([
    createStaff(t, 'mentor'),
    createStaff(t, 'mentor'),
    createStaff(t, 'judge'),
    createStaff(t, 'judge'),
    createStaff(t, 'judge'),
  ]);
  const people = await createParticipants(t, 11);
  const nth = (i: number) => people[i]!;
  [asha, bala, chitra, dev, esha, deactivated] = [nth(0), nth(1), nth(2), nth(3), nth(4), nth(5)];
  fillers = people.slice(6);
  hackathonOnly = (await createParticipants(t, 1, 'hackathon'))[0]!;
  for (const [p, name] of [
    [asha, 'Asha A'],
    [bala, 'Bala B'],
    [chitra, 'Chitra C'],
    [dev, 'Dev D'],
    [esha, 'Esha E'],
    [deactivated, 'Xavier X'],
    [hackathonOnly, 'Hari H'],
    [judges[0]!, 'Judge Alpha'],
    [judges[1]!, 'Judge Beta'],
    [judges[2]!, 'Judge Gamma'],
    [mentor2, 'Mentor Two'],
  ] as const)
    await rename(p, name);
  await assignMentor(
    t,
    mentor1.user.id,
    [asha, bala, chitra, dev, deactivated, hackathonOnly].map((p) => p.user.id),
  );
  await assignMentor(t, mentor2.user.id, [esha.user.id]);

  // Attendance, days 1-4 (today is day 4).
  for (const [who, day, status] of [
    [asha, 1, 'present'],
    [asha, 2, 'present'],
    [asha, 3, 'present'],
    [asha, 4, 'present'],
    [bala, 1, 'present'],
    [bala, 2, 'late'],
    [bala, 3, 'absent'],
    [bala, 4, 'absent'],
    [chitra, 1, 'absent'],
    [chitra, 2, 'absent'],
    [chitra, 4, 'present'],
    [dev, 1, 'present'],
    [dev, 3, 'late'],
    [esha, 1, 'present'],
    [esha, 2, 'present'],
    [esha, 3, 'present'],
    [fillers[0], 1, 'present'],
    ...fillers.slice(1).map((f) => [f, 2, 'present'] as const),
    [deactivated, 1, 'present'],
    [deactivated, 2, 'present'],
  ] as const)
    await mark(admin, who!, day, status);
  // Marking a hackathon-only participant is refused: a record of theirs can only be written directly.
  await t.database.db.insert(attendance).values({ userId: hackathonOnly.user.id, date: date(1), status: 'present' });

  // Tasks: day 1 and 2 due in the past (moved there after the on-time work), day 3 without a due
  // date (due at the midnight ending day 3, passed), day 4 due tomorrow, day 6 to come, and an
  // inactive day-2 task whose graded work still counts in the score.
  const tomorrow = new Date(Date.now() + 24 * HOUR).toISOString();
  for (const [key, day, dueDate] of [
    ['t1', 'day1', tomorrow],
    ['t2', 'day2', tomorrow],
    ['t3', 'day3', null],
    ['t4', 'day4', tomorrow],
    ['t6', 'day6', null],
    ['off', 'day2', null],
  ] as const)
    tasks[key] = (await createTask(t, admin.token, { day, ...(dueDate && { dueDate }) }))._id;
  for (const [who, task] of [
    [asha, 't1'],
    [bala, 't1'],
    [deactivated, 't1'],
    [asha, 't2'],
    [asha, 't3'],
    [esha, 't4'],
    [asha, 'off'],
  ] as const)
    await submit(who, task);
  const past = new Date(Date.now() - HOUR).toISOString();
  await setTask('t1', { dueDate: past });
  await setTask('t2', { dueDate: past });
  await submit(dev, 't1');
  await submit(esha, 't2');
  for (const [who, task, score] of [
    [asha, 't1', 80],
    [bala, 't1', 50],
    [deactivated, 't1', 40],
    [asha, 't2', 70],
    [esha, 't2', 30],
    [asha, 'off', 20],
  ] as const)
    await grade(who, task, score);
  await setTask('off', { isActive: false });
  await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, deactivated.user.id));

  // Judging: Alpha gave 6 and 8, Beta 9, Gamma nothing; Mentor Two, no judge now, left a 5 behind.
  const [teamA, teamB] = await t.database.db
    .insert(teams)
    .values([{ name: 'Team A' }, { name: 'Team B' }])
    .returning();
  await t.database.db.insert(judgeEvaluations).values([
    { judgeId: judges[0]!.user.id, teamId: teamA!.id, round: 1, score: 6 },
    { judgeId: judges[0]!.user.id, teamId: teamB!.id, round: 1, score: 8 },
    { judgeId: judges[1]!.user.id, teamId: teamA!.id, round: 1, score: 9 },
    { judgeId: mentor2.user.id, teamId: teamB!.id, round: 2, score: 5 },
  ]);
}, 120_000);
afterAll(() => t.close());

describe("the organiser's Overview", () => {
  it('counts attendance by day over active bootcamp participants, days to come upcoming with zeros', async () => {
    const figures = await read<EventInsights>('/api/insights/event', admin.token);
    // Ten counted: Asha, Bala, Chitra, Dev, Esha and five fillers (not Hari, hackathon-only; not Xavier, deactivated).
    expect(figures.participants).toBe(10);
    expect(figures.attendanceByDay).toEqual(
      days(
        // present: Asha, Bala, Dev, Esha, Fatima 1; absent: Chitra
        [5, 0, 1, 4],
        // present: Asha, Esha, fillers 2-5; late: Bala; absent: Chitra; unmarked: Dev, filler 1
        [6, 1, 1, 2],
        // present: Asha, Esha; late: Dev; absent: Bala
        [2, 1, 1, 6],
        // present: Asha, Chitra; absent: Bala
        [2, 0, 1, 7],
      ),
    );
  });

  it("counts submissions by their task's day: active tasks only, graded and late", async () => {
    const figures = await read<EventInsights>('/api/insights/event', admin.token);
    expect(figures.submissionsByDay).toEqual(
      taskDays({
        // Asha, Bala on time and graded; Dev late; Xavier's is left out
        1: [1, 3, 2, 1],
        // Asha on time, Esha late, both graded; the inactive task's is left out
        2: [1, 2, 2, 1],
        3: [1, 1, 0, 0],
        4: [1, 1, 0, 0],
        6: [1, 0, 0, 0],
      }),
    );
  });

  it('spreads the total scores over equal bars from 0 to the top score', async () => {
    const figures = await read<EventInsights>('/api/insights/event', admin.token);
    // Asha 40 + 80 + 70 + 20 = 210, Bala 60, Esha 60, Chitra, Dev and each filler 10.
    expect(await storedScore(t, asha.user.id)).toBe(210);
    // Width ceil(211 / 10) = 22: 0-21, 22-43, ..., 198-219.
    expect(figures.scoreDistribution).toEqual(
      Array.from({ length: INSIGHTS.scoreBins }, (_, i) => ({ from: 22 * i, to: 22 * i + 21, count: [7, 0, 2, 0, 0, 0, 0, 0, 0, 1][i] })),
    );
  });

  it('lists every judge by name with the mean and spread of their raw round scores, and who left scores behind', async () => {
    const figures = await read<EventInsights>('/api/insights/event', admin.token);
    expect(figures.judges).toEqual([
      { judgeId: judges[0]!.user.id, name: 'Judge Alpha', evaluations: 2, mean: 7, sd: 1 },
      { judgeId: judges[1]!.user.id, name: 'Judge Beta', evaluations: 1, mean: 9, sd: 0 },
      { judgeId: judges[2]!.user.id, name: 'Judge Gamma', evaluations: 0, mean: null, sd: null },
      { judgeId: mentor2.user.id, name: 'Mentor Two', evaluations: 1, mean: 5, sd: 0 },
    ]);
  });

  it("shows the latest check-in window's arrivals per minute, each person's first check-in, zeros included", async () => {
    expect((await read<EventInsights>('/api/insights/event', admin.token)).checkIns).toBeNull();
    const m0 = Math.floor((Date.now() - 3 * HOUR) / MINUTE) * MINUTE;
    const window = (opensAt: number, minutes: number) => ({
      openedBy: mentor1.user.id,
      date: TODAY,
      secret: randomBytes(32),
      opensAt: new Date(opensAt),
      closesAt: new Date(opensAt + minutes * MINUTE),
    });
    const [w1] = await t.database.db
      .insert(checkInWindows)
      .values(window(m0 + 10_000, 5))
      .returning();
    // Made later, opened earlier: not the latest.
    await t.database.db.insert(checkInWindows).values(window(m0 - HOUR, 10));
    const arrival = (who: Person, seconds: number, windowId: string | null = w1!.id) => ({
      actorId: who.user.id,
      actorName: who.user.name,
      action: 'attendance.check-in',
      targetType: 'user',
      targetId: who.user.id,
      details: windowId ? { checkInWindowId: windowId, source: 'check-in' } : { source: 'self' },
      at: new Date(m0 + seconds * 1000),
    });
    await t.database.db
      .insert(auditLog)
      .values([
        arrival(asha, 30),
        arrival(bala, 125),
        arrival(chitra, 170),
        arrival(asha, 180),
        arrival(dev, 60, randomUUID()),
        arrival(esha, 60, null),
        arrival(dev, 309),
      ]);
    // The latest window is looked up on each call (opening one names no change); its arrivals are built at its first read.
    const { checkIns } = await read<EventInsights>('/api/insights/event', admin.token);
    expect(checkIns).toEqual({
      windowId: w1!.id,
      date: TODAY,
      opensAt: new Date(m0 + 10_000).toISOString(),
      closesAt: new Date(m0 + 5 * MINUTE + 10_000).toISOString(),
      // Mentor 1's window admits their four counted participants.
      expectedCount: 4,
      checkedInCount: 4,
      perMinute: [1, 0, 2, 0, 0, 1].map((count, i) => ({ minute: new Date(m0 + i * MINUTE).toISOString(), count })),
    });
  });
});

describe("a mentor's group", () => {
  it('counts their active bootcamp participants and lists who is falling behind, most reasons first', async () => {
    const group = await read<MentorInsights>('/api/insights/mentor', mentor1.token);
    expect(group).toEqual({
      mentorId: mentor1.user.id,
      participants: 4,
      attendanceByDay: days(
        // present: Asha, Bala, Dev; absent: Chitra
        [3, 0, 1, 0],
        // present: Asha; late: Bala; absent: Chitra; unmarked: Dev
        [1, 1, 1, 1],
        // present: Asha; late: Dev; absent: Bala; unmarked: Chitra
        [1, 1, 1, 1],
        // present: Asha, Chitra; absent: Bala; unmarked: Dev
        [2, 0, 1, 1],
      ),
      submissionsByDay: taskDays({ 1: [1, 3, 2, 1], 2: [1, 1, 1, 0], 3: [1, 1, 0, 0], 4: [1, 0, 0, 0], 6: [1, 0, 0, 0] }),
      // The latest two due task days are 3 and 2 (day 4's is due tomorrow). Asha submitted for
      // both, was never absent and was marked yesterday: not listed.
      atRisk: [
        { participantId: bala.user.id, name: 'Bala B', reasons: ['absent', 'no-submissions'] },
        { participantId: chitra.user.id, name: 'Chitra C', reasons: ['no-submissions', 'unmarked-yesterday'] },
        { participantId: dev.user.id, name: 'Dev D', reasons: ['no-submissions'] },
      ],
    });
    // Their own id is their own group.
    expect(await read<MentorInsights>(`/api/insights/mentor?mentorId=${mentor1.user.id.toUpperCase()}`, mentor1.token)).toEqual(group);
  });

  it('a superadmin names the mentor: another group, counted the same way', async () => {
    expect(await read<MentorInsights>(`/api/insights/mentor?mentorId=${mentor2.user.id}`, admin.token)).toEqual({
      mentorId: mentor2.user.id,
      participants: 1,
      attendanceByDay: days([1, 0, 0, 0], [1, 0, 0, 0], [1, 0, 0, 0], [0, 0, 0, 1]),
      submissionsByDay: taskDays({ 1: [1, 0, 0, 0], 2: [1, 1, 1, 1], 3: [1, 0, 0, 0], 4: [1, 1, 0, 0], 6: [1, 0, 0, 0] }),
      // Esha submitted for day 2, one of the two due days.
      atRisk: [],
    });
  });
});

describe("a participant's own line", () => {
  it('their cumulative score by day ends at their total; the median and the tenth place of the cohort beside it', async () => {
    const mine = await read<MyInsights>('/api/insights/me', asha.token);
    // Asha: day 1 10 + 80; day 2 10 + 70 + 20 (the inactive task's grade counts, as in the total); day 3 10; day 4 10.
    // The cohort's cumulative scores, highest first:
    //   day 1: 90 60 10 10 10 0 0 0 0 0      -> median (10 + 0) / 2 = 5, tenth 0
    //   day 2: 190 60 50 10 10 10 10 10 10 0 -> median 10, tenth 0 (Chitra)
    //   day 3: 200 60 60 10 10 10 10 10 10 0 -> median 10, tenth 0
    //   day 4: 210 60 60 10 10 10 10 10 10 10 -> median 10, tenth 10
    expect(mine.scoreByDay).toEqual(
      Array.from({ length: 10 }, (_, i) => {
        const past = i < 4;
        return {
          day: i + 1,
          date: date(i + 1),
          me: past ? [90, 190, 200, 210][i] : null,
          median: past ? [5, 10, 10, 10][i] : null,
          top10: past ? [0, 0, 0, 10][i] : null,
        };
      }),
    );
    expect(mine.scoreByDay[3]!.me).toBe(await storedScore(t, asha.user.id));
    expect(mine.streak).toEqual({ current: 4, best: 4 });
  });

  it("today's cumulative score is the stored total when all of one's work is of days that have come", async () => {
    for (const who of [bala, chitra, dev, esha, ...fillers]) {
      const mine = await read<MyInsights>('/api/insights/me', who.token);
      expect(mine.scoreByDay[3]!.me, who.user.name).toBe(await storedScore(t, who.user.id));
    }
  });

  it('a streak runs over present or late days; one ending in an absence is 0; a day without a record breaks it', async () => {
    // Bala: present, late, absent, absent. Dev: present, (none), late. Esha: present x3, none today.
    expect((await read<MyInsights>('/api/insights/me', bala.token)).streak).toEqual({ current: 0, best: 2 });
    expect((await read<MyInsights>('/api/insights/me', dev.token)).streak).toEqual({ current: 1, best: 1 });
    expect((await read<MyInsights>('/api/insights/me', esha.token)).streak).toEqual({ current: 3, best: 3 });
  });
});

describe('who may read what', () => {
  it('participants read only their own; mentors only their group; superadmins everything, naming the mentor', async () => {
    for (const url of ['/api/insights/event', '/api/insights/mentor', `/api/insights/mentor?mentorId=${mentor1.user.id}`]) {
      const res = await get(url, asha.token);
      expect([res.statusCode, json(res).message], url).toEqual([403, MSG.forbidden]);
    }
    for (const url of ['/api/insights/event', '/api/insights/me']) expect((await get(url, mentor1.token)).statusCode, url).toBe(403);
    for (const url of ['/api/insights/event', '/api/insights/mentor', '/api/insights/me']) expect((await get(url, judges[0]!.token)).statusCode, url).toBe(403);
    const other = await get(`/api/insights/mentor?mentorId=${mentor2.user.id}`, mentor1.token);
    expect([other.statusCode, json(other).message]).toEqual([403, INSIGHTS_MSG.notYourGroup]);
    const hackathon = await get('/api/insights/me', hackathonOnly.token);
    expect([hackathon.statusCode, json(hackathon).message]).toEqual([403, TASK_MSG.hackathonOnly]);
    expect((await t.app.inject({ method: 'GET', url: '/api/insights/me' })).statusCode).toBe(401);
  });

  it('a superadmin without a mentor gets 400; an id naming no mentor 404; a malformed one 400', async () => {
    const none = await get('/api/insights/mentor', admin.token);
    expect([none.statusCode, json(none).message]).toEqual([400, INSIGHTS_MSG.mentorRequired]);
    for (const id of [randomUUID(), asha.user.id, judges[0]!.user.id]) {
      const res = await get(`/api/insights/mentor?mentorId=${id}`, admin.token);
      expect([res.statusCode, json(res).message]).toEqual([404, INSIGHTS_MSG.mentorNotFound]);
    }
    expect((await get('/api/insights/mentor?mentorId=not-an-id', admin.token)).statusCode).toBe(400);
  });
});

describe('after a write', () => {
  it('a mark and a grade show in every figure they move at the next read', async () => {
    // Fill every cache first.
    const before = await read<EventInsights>('/api/insights/event', admin.token);
    const groupBefore = await read<MentorInsights>('/api/insights/mentor', mentor1.token);
    await read<MyInsights>('/api/insights/me', chitra.token);
    expect(before.attendanceByDay[2]).toMatchObject({ present: 2, unmarked: 6 });
    expect(groupBefore.atRisk.find((r) => r.participantId === chitra.user.id)?.reasons).toContain('unmarked-yesterday');

    // Chitra is marked present yesterday (day 3) by her mentor.
    await mark(mentor1, chitra, 3, 'present');
    const after = await read<EventInsights>('/api/insights/event', admin.token);
    expect(after.attendanceByDay[2]).toMatchObject({ present: 3, unmarked: 5 });
    // 20 now: still in the first bar.
    expect(after.scoreDistribution[0]!.count).toBe(7);
    const group = await read<MentorInsights>('/api/insights/mentor', mentor1.token);
    expect(group.attendanceByDay[2]).toMatchObject({ present: 2, unmarked: 0 });
    expect(group.atRisk.find((r) => r.participantId === chitra.user.id)?.reasons).toEqual(['no-submissions']);
    const chitraLine = await read<MyInsights>('/api/insights/me', chitra.token);
    expect(chitraLine.scoreByDay.slice(0, 4).map((d) => d.me)).toEqual([0, 0, 10, 20]);
    expect(chitraLine.streak).toEqual({ current: 2, best: 2 });

    // Dev's late day-1 work is graded 45: 55 in all, the third bar.
    await grade(dev, 't1', 45);
    const graded = await read<EventInsights>('/api/insights/event', admin.token);
    expect(graded.submissionsByDay[0]).toEqual({ day: 1, tasks: 1, submitted: 3, graded: 3, late: 1 });
    expect(graded.scoreDistribution.map((b) => b.count)).toEqual([6, 0, 3, 0, 0, 0, 0, 0, 0, 1]);
    expect((await read<MentorInsights>('/api/insights/mentor', mentor1.token)).submissionsByDay[0]).toMatchObject({ graded: 3 });
    const devLine = await read<MyInsights>('/api/insights/me', dev.token);
    expect(devLine.scoreByDay[0]!.me).toBe(55);
    expect(devLine.scoreByDay[3]!.me).toBe(await storedScore(t, dev.user.id));
    // The cohort's line may be a build behind (served at once, built again in the background):
    // day 4 is 210 60 60 55 20 10 10 10 10 10 -> median (20 + 10) / 2 = 15, was 10.
    await eventually(
      async () => expect((await read<MyInsights>('/api/insights/me', dev.token)).scoreByDay[3]).toMatchObject({ median: 15, top10: 10 }),
      20_000,
    );
  }, 60_000);

  it("a check-in through a window opened now becomes the latest window's arrival", async () => {
    const open = await t.app.inject({ method: 'POST', url: '/api/check-in/sessions', headers: bearer(admin.token), payload: { minutes: 10 } });
    expect(open.statusCode, open.body).toBe(201);
    const session = json(open).data.session as { id: string; code: string; opensAt: string };
    const filler = fillers[1]!;
    const res = await t.app.inject({ method: 'POST', url: '/api/check-in', headers: bearer(filler.token), payload: { code: session.code } });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const { checkIns, attendanceByDay } = await read<EventInsights>('/api/insights/event', admin.token);
    expect(checkIns).toMatchObject({ windowId: session.id, date: TODAY, opensAt: session.opensAt, expectedCount: 10, checkedInCount: 1 });
    const first = Math.floor(Date.parse(session.opensAt) / MINUTE) * MINUTE;
    // Every minute from the opening to now, in order, one arrival among them.
    expect(checkIns!.perMinute.map((m) => Date.parse(m.minute))).toEqual(checkIns!.perMinute.map((_, i) => first + i * MINUTE));
    expect(checkIns!.perMinute.at(-1)!.minute <= new Date().toISOString()).toBe(true);
    expect(checkIns!.perMinute.reduce((n, m) => n + m.count, 0)).toBe(1);
    expect(attendanceByDay[3]).toMatchObject({ present: 3, unmarked: 6 });
  });

  it('people who leave the counted set leave the figures', async () => {
    await t.database.db
      .update(users)
      .set({ participantType: 'hackathon' })
      .where(inArray(users.id, [fillers[4]!.user.id]));
    await eventually(async () => expect((await read<EventInsights>('/api/insights/event', admin.token)).participants).toBe(9), 5_000);
  });
});
