import { parse } from 'csv-parse/sync';
import { count, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoEvent } from '../src/db/demo-data/seed-demo-event.ts';
import { submissions, users } from '../src/db/schema/index.ts';
import { csvCell, csvDocument as toCsv } from '@hackcamp/contract';
import { bearer, createStaff, login, startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemoEvent(t.database.db);
  token = await login(t.app, 'admin@demo.hackcamp.dev', 'hackcamp123');
});
afterAll(() => t.close());

describe('csv writer', () => {
  it('quotes per RFC 4180 and neutralises cells a spreadsheet would run', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    for (const start of ['+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1+2`).startsWith(start === '\r' ? `"'` : `'`)).toBe(true);
    expect(csvCell(-5), 'numbers are not text').toBe('-5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(true)).toBe('true');
    const file = toCsv(['A', 'B'], [[1, 'x']]);
    expect(file).toBe('\uFEFFA,B\r\n1,x\r\n');
  });
});

describe('GET /api/export/submissions', () => {
  it('is one row per submission with the columns a reader needs, safe to open in a spreadsheet', async () => {
    const [sub] = await t.database.db.select().from(submissions).where(eq(submissions.status, 'graded')).limit(1);
    await t.database.db
      .update(submissions)
      .set({ feedback: '=HYPERLINK("http://evil.example","Click"), well done', text: 'line one\nline "two", three' })
      .where(eq(submissions.id, sub!.id));

    const res = await t.app.inject({ method: 'GET', url: '/api/export/submissions', headers: bearer(token) });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="submissions-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));

    const rows = parse(res.rawPayload, { bom: true }) as string[][];
    expect(rows[0]).toEqual([
      'Participant',
      'Email',
      'Task',
      'Day',
      'Status',
      'Score',
      'Max score',
      'Feedback',
      'Link',
      'Text',
      'File',
      'Submitted at (UTC)',
      // Issue 30, item 4: whether the work came after its due date (task-due-dates.test.ts).
      'Late',
      'Graded by',
      'Graded at (UTC)',
    ]);
    const [total] = await t.database.db.select({ n: count() }).from(submissions);
    expect(rows.length - 1).toBe(total!.n);
    const [owner] = await t.database.db.select().from(users).where(eq(users.id, sub!.userId));
    const row = rows.find((r) => r[1] === owner!.email && r[7]!.includes('HYPERLINK'))!;
    expect(row[7]).toBe(`'=HYPERLINK("http://evil.example","Click"), well done`);
    expect(row[9]).toBe('line one\nline "two", three');
    expect(row[4]).toBe('graded');
    expect(row[5]).toBe(String(sub!.score));
    expect(row[11]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('is for superadmins only', async () => {
    const mentor = await createStaff(t, 'mentor');
    expect((await t.app.inject({ method: 'GET', url: '/api/export/submissions', headers: bearer(mentor.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/export/report', headers: bearer(mentor.token) })).statusCode).toBe(403);
  });
});

describe('GET /api/export/report', () => {
  it('is a zip with one CSV per table, people and teams complete, no password hashes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/export/report', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(files).map((n) => n.replace(/^hackcamp-report-\d{4}-\d{2}-\d{2}\//, ''));
    expect(names).toEqual([
      'people.csv',
      'teams.csv',
      'team-members.csv',
      'problem-statements.csv',
      'tasks.csv',
      'submissions.csv',
      'attendance.csv',
      'votes.csv',
      'judge-assignments.csv',
      'judge-evaluations.csv',
      'announcements.csv',
      'audit-log.csv',
      'event-settings.csv',
    ]);
    const sheet = (name: string) => parse(strFromU8(Object.entries(files).find(([n]) => n.endsWith(`/${name}`))![1]), { bom: true }) as string[][];
    const [people] = await t.database.db.select({ n: count() }).from(users);
    expect(sheet('people.csv').length - 1).toBe(people!.n);
    const p1 = sheet('people.csv').find((r) => r[2] === 'participant1@demo.hackcamp.dev')!;
    expect(p1[10], 'the mentor by name').toMatch(/\S/);
    const teams = sheet('teams.csv');
    expect(teams.slice(1).map((r) => Number(r[0]))).toEqual([...teams.slice(1).map((r) => Number(r[0]))].sort((a, b) => a - b));
    for (const file of Object.values(files)) expect(strFromU8(file)).not.toContain('$argon2');
  });
});
