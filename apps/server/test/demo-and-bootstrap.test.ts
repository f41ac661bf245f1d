import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@hackcamp/contract';
import { DEMO_ADMIN_EMAIL, seedDemoEvent } from '../src/db/demo-data/seed-demo-event.ts';
import { DEMO_PASSWORD } from '../src/db/demo-data/demo-people.ts';
import { attendance, auditLog, judgeEvaluations, problemStatements, submissions, tasks, teamMembers, teams, users, votes } from '../src/db/schema/index.ts';
import { bearer, json, login, startTestApp, type TestApp } from './helpers/test-app.ts';

describe('first superadmin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('generates one with a printed password when none exists, once', async () => {
    const created = await t.app.services.staff.ensureFirstAdmin({ name: 'Event Admin' });
    expect(created?.email).toBe('admin@hackcamp.local');
    expect(created?.password?.length).toBeGreaterThanOrEqual(12);
    const token = await login(t.app, created!.email, created!.password!);
    expect(json(await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(token) })).data.user.role).toBe('superadmin');
    expect(await t.app.services.staff.ensureFirstAdmin({ name: 'Event Admin' })).toBeNull();
  });

  it('creates the configured admin once and never overwrites its password', async () => {
    const admin = { email: 'boss@event.dev', password: 'configured-1', name: 'Boss' };
    expect(await t.app.services.staff.ensureFirstAdmin(admin)).toEqual({ email: admin.email });
    expect(await t.app.services.staff.ensureFirstAdmin({ ...admin, password: 'another-pass' })).toBeNull();
    await login(t.app, admin.email, 'configured-1');
  });
});

// Several app nodes started at once on an empty database all run the start-up steps together.
describe('start-up steps run by several nodes at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const superadmins = async () => (await t.database.db.select({ email: users.email }).from(users).where(eq(users.role, 'superadmin'))).map((u) => u.email);

  it('generates one superadmin, and only the node that created it has a password to print', async () => {
    const results = await Promise.all([1, 2, 3].map(() => t.app.services.staff.ensureFirstAdmin({ name: 'Event Admin' })));
    const created = results.filter((r) => r !== null);
    expect(created).toHaveLength(1);
    expect(await superadmins()).toEqual(['admin@hackcamp.local']);
    await login(t.app, created[0]!.email, created[0]!.password!);
  });

  it('creates the configured admin once when every node has it configured', async () => {
    const admin = { email: 'together@event.dev', password: 'configured-2', name: 'Boss' };
    const results = await Promise.all([1, 2, 3].map(() => t.app.services.staff.ensureFirstAdmin(admin)));
    expect(results.filter((r) => r !== null)).toEqual([{ email: admin.email }]);
    expect((await superadmins()).filter((e) => e === admin.email)).toHaveLength(1);
  });

  it('seeds the demo event once', async () => {
    await Promise.all([seedDemoEvent(t.database.db), seedDemoEvent(t.database.db)]);
    const [row] = await t.database.db.select({ n: count() }).from(users).where(eq(users.email, 'participant1@demo.hackcamp.dev'));
    expect(row!.n).toBe(1);
    await login(t.app, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
  });
});

describe('demo event', () => {
  let t: TestApp;
  // A fixed "today" late in a month, so the event runs across a month's end.
  const today = new Date('2026-11-27T09:30:00Z');
  beforeAll(async () => {
    t = await startTestApp();
    await seedDemoEvent(t.database.db, { today });
  });
  afterAll(() => t.close());

  const countWhere = async (table: typeof users | typeof teams | typeof tasks | typeof problemStatements, where?: ReturnType<typeof sql>) => {
    const [row] = await t.database.db.select({ n: count() }).from(table).where(where);
    return row!.n;
  };

  it('has the people the issue asks for, all able to sign in', async () => {
    expect(await countWhere(users, sql`role = 'superadmin'`)).toBeGreaterThanOrEqual(1);
    expect(await countWhere(users, sql`role = 'mentor'`)).toBeGreaterThanOrEqual(5);
    expect(await countWhere(users, sql`role = 'judge'`)).toBeGreaterThanOrEqual(4);
    expect(await countWhere(users, sql`role = 'participant'`)).toBeGreaterThanOrEqual(80);
    expect(await countWhere(users, sql`participant_type = 'hackathon'`)).toBeGreaterThanOrEqual(20);
    await login(t.app, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
    await login(t.app, 'participant1@demo.hackcamp.dev', DEMO_PASSWORD);
  });

  it('has statements in every domain and difficulty, two full, one custom, and teams in every state', async () => {
    const problems = await t.database.db.select().from(problemStatements);
    expect(problems.length).toBeGreaterThanOrEqual(12);
    expect(new Set(problems.map((p) => p.domain))).toEqual(new Set(['health', 'sports', 'agriculture', 'yoga', 'education', 'technology']));
    expect(new Set(problems.map((p) => p.difficulty))).toEqual(new Set(['easy', 'medium', 'hard']));
    expect(problems.filter((p) => p.isCustom)).toHaveLength(1);
    const perProblem = await t.database.db.select({ id: teams.problemStatementId, n: count() }).from(teams).groupBy(teams.problemStatementId);
    expect(perProblem.filter((p) => p.n === LIMITS.problemMaxTeams).length).toBeGreaterThanOrEqual(2);
    expect(perProblem.every((p) => p.n <= LIMITS.problemMaxTeams)).toBe(true);
    const sizes = (await t.database.db.select({ n: count() }).from(teamMembers).groupBy(teamMembers.teamId)).map((r) => r.n);
    expect(sizes.length).toBeGreaterThanOrEqual(14);
    expect(sizes.some((n) => n === 6)).toBe(true);
    expect(sizes.some((n) => n === 4 || n === 5)).toBe(true);
    expect(sizes.some((n) => n < 4)).toBe(true);
    expect(sizes.every((n) => n <= LIMITS.teamMaxMembers)).toBe(true);
  });

  it('has tasks, graded and pending work, and scores that follow the rule', async () => {
    expect(await countWhere(tasks, sql`is_active`)).toBeGreaterThanOrEqual(24);
    const statuses = await t.database.db.select({ status: submissions.status, n: count() }).from(submissions).groupBy(submissions.status);
    expect(statuses.map((s) => s.status).sort()).toEqual(['graded', 'submitted']);
    const stale = await t.database.db.execute(sql`
      select u.id from users u where u.role = 'participant' and u.total_score <>
        10 * (select count(*) from attendance a where a.user_id = u.id and a.status = 'present')
        + coalesce((select sum(s.score) from submissions s where s.user_id = u.id and s.status = 'graded'), 0)`);
    expect((stale as unknown as { rows: unknown[] }).rows).toHaveLength(0);
    const [top] = await t.database.db.select().from(users).where(eq(users.email, 'participant1@demo.hackcamp.dev'));
    expect(top!.totalScore).toBeGreaterThan(120);
  });

  it('is a live event: today is day 6, records stop at yesterday, the hackathon is ahead', async () => {
    const settings = json(await t.app.inject({ url: '/api/config/config' })).data;
    expect(settings.startDate).toBe('2026-11-22');
    expect(settings.publicDates).toBe('November 22 - December 03, 2026');
    expect(settings.countdownTarget).toMatch(/^2026-12-02[ T]10:00:00/);
    const [last] = await t.database.db.select({ date: sql<string>`max(${attendance.date})::text` }).from(attendance);
    expect(last!.date).toBe('2026-11-26');
    const byDay = await t.database.db
      .select({ day: tasks.day, status: submissions.status, n: count() })
      .from(submissions)
      .innerJoin(tasks, eq(tasks.id, submissions.taskId))
      .groupBy(tasks.day, submissions.status);
    const dayNo = (d: string) => Number(d.slice(3));
    expect(byDay.filter((r) => dayNo(r.day) > 6)).toEqual([]);
    expect(byDay.filter((r) => dayNo(r.day) === 6).map((r) => r.status)).toEqual(['submitted']);
    expect(byDay.some((r) => dayNo(r.day) < 6 && r.status === 'graded')).toBe(true);
    const latest = await t.database.db.select({ at: sql<Date>`max(${submissions.submittedAt})` }).from(submissions);
    expect(new Date(latest[0]!.at).getTime()).toBeLessThanOrEqual(today.getTime());
  });

  it("dates votes, scores and the audit trail inside the demo's own calendar, none after its today", async () => {
    const span = async (column: typeof votes.createdAt | typeof judgeEvaluations.createdAt | typeof auditLog.at) => {
      const [row] = await t.database.db.select({ first: sql<string>`min(${column})`, last: sql<string>`max(${column})` }).from(column.table);
      return [new Date(row!.first).getTime(), new Date(row!.last).getTime()];
    };
    // Staff accounts were made three days before day 1 (22 Nov); nothing is dated after now.
    const earliest = Date.parse('2026-11-19T00:00:00Z');
    for (const column of [votes.createdAt, judgeEvaluations.createdAt, auditLog.at]) {
      const [first, last] = await span(column);
      expect(first).toBeGreaterThanOrEqual(earliest);
      expect(last).toBeLessThanOrEqual(today.getTime());
    }
    // Votes and scores come after the projects they rate, an hour ago.
    const [firstVote] = await span(votes.createdAt);
    const [firstScore] = await span(judgeEvaluations.createdAt);
    expect(Math.min(firstVote!, firstScore!)).toBeGreaterThan(today.getTime() - 3_600_000);
  });

  it('gives every mentor 10+ bootcamp participants with a mix of attendance, empty cells, pending and graded work, and files', async () => {
    for (let m = 1; m <= 5; m++) {
      const token = await login(t.app, `mentor${m}@demo.hackcamp.dev`, DEMO_PASSWORD);
      const mine = (await t.app.inject({ url: '/api/users/my-participants', headers: { authorization: `Bearer ${token}` } })).json().data.participants as {
        participantType: string;
        report: { presentDays: number; absentDays: number; records: number; tasksGraded: number; tasksSubmitted: number };
      }[];
      const bootcamp = mine.filter((p) => p.participantType === 'bootcamp');
      expect(bootcamp.length, `mentor${m}`).toBeGreaterThanOrEqual(10);
      expect(bootcamp.some((p) => p.report.absentDays > 0)).toBe(true);
      expect(bootcamp.every((p) => p.report.presentDays > 0)).toBe(true);
      // Some cells of the 12 days are still empty, to mark.
      expect(bootcamp.reduce((n, p) => n + p.report.records, 0)).toBeLessThan(bootcamp.length * 12);
      expect(bootcamp.some((p) => p.report.tasksSubmitted > p.report.tasksGraded)).toBe(true);
      expect(bootcamp.some((p) => p.report.tasksGraded > 0)).toBe(true);
      const pending = (await t.app.inject({ url: '/api/submissions/pending?limit=100', headers: { authorization: `Bearer ${token}` } })).json().data
        .submissions as { content: { fileName: string | null } }[];
      expect(pending.some((s) => s.content.fileName)).toBe(true);
    }
  });

  it('is seeded once: a second run changes nothing', async () => {
    const before = await countWhere(users);
    await seedDemoEvent(t.database.db);
    expect(await countWhere(users)).toBe(before);
  });
});
