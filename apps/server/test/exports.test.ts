import { csvCell, dayDate } from '@hackcamp/contract';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teams, users } from '../src/db/schema/index.ts';
import { parseCsv } from '../../../test-support/csv.ts';
import { createTask, gradeSubmission, markAttendance, submitText } from './helpers/scoring-fixtures.ts';
import { createProblem, createTeam, joinTeam } from './helpers/teams-fixtures.ts';
import { bearer, createParticipants, createStaff, startTestApp, type TestApp } from './helpers/test-app.ts';

// Its own database, so every record of the files below is one made here.
let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
let people: Awaited<ReturnType<typeof createParticipants>>;
let teamName: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await createStaff(t, 'superadmin');
  people = await createParticipants(t, 3);
  // Names as people type them: accents, a script spreadsheets garble without the BOM, and the
  // shapes of CSV and formula injection.
  const names = ['Anaïs Ñúñez', '=HYPERLINK("http://evil.test","Click")', 'ശ്രീ, "Sree" Menon'];
  for (const [i, p] of people.entries())
    await t.database.db
      .update(users)
      .set({ name: names[i]!, collegeName: i === 1 ? '+91 college' : 'CBIT' })
      .where(eq(users.id, p.user.id));
  const problem = await createProblem(t, admin.token, { title: 'Water for every field' });
  const team = await createTeam(t, people[0]!.token, problem._id, 'Rain Makers');
  teamName = team.name;
  expect((await joinTeam(t, people[1]!.token, team._id)).statusCode).toBe(200);
  await t.database.db.execute(`update teams set description = '@SUM(A1:A9)
second line' where id = '${team._id}'`);
});
afterAll(() => t.close());

async function download(path: string, token = admin.token) {
  const res = await t.app.inject({ url: `/api/export/${path}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${path}-\\d{4}-\\d{2}-\\d{2}\\.csv"`));
  // UTF-8 with its byte order mark, so spreadsheets open the names correctly.
  expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return parseCsv(res.rawPayload.subarray(3).toString('utf8'));
}

describe('CSV cells', () => {
  it('quotes per RFC 4180 and defuses formulas, leaving numbers alone', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1+1`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('=SUM(A1,A2)')).toBe(`"'=SUM(A1,A2)"`);
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(null)).toBe('');
  });
});

describe('teams export', () => {
  it('has one record per team with its statement, leader and members, formulas defused', async () => {
    const [header, ...rows] = await download('teams');
    expect(header).toEqual([
      'Team Number',
      'Team Name',
      'Description',
      'Problem Statement',
      'Leader',
      'Leader Email',
      'Members',
      'Member Names',
      'Member Emails',
      'Created At (UTC)',
    ]);
    expect(rows).toHaveLength(1);
    const [, name, description, problem, leader, leaderEmail, members, memberNames, memberEmails, createdAt] = rows[0]!;
    expect([name, description, problem, leader, leaderEmail, members]).toEqual([
      teamName,
      "'@SUM(A1:A9)\nsecond line",
      'Water for every field',
      'Anaïs Ñúñez',
      people[0]!.user.email,
      '2',
    ]);
    expect(memberNames).toBe(`Anaïs Ñúñez (Leader); =HYPERLINK("http://evil.test","Click")`);
    expect(memberEmails).toBe(`${people[0]!.user.email}; ${people[1]!.user.email}`);
    expect(createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('reads every team, batch after batch, in team-number order', async () => {
    // More than two batches of 200, inserted directly: no members needed to test the paging.
    const inserted = await t.database.db
      .insert(teams)
      .values(Array.from({ length: 450 }, (_, i) => ({ name: `Bulk Team ${String(i).padStart(3, '0')}` })))
      .returning({ name: teams.name });
    const rows = (await download('teams')).slice(1);
    expect(rows.map((r) => r[1])).toEqual([teamName, ...inserted.map((x) => x.name)]);
    const numbers = rows.map((r) => Number(r[0]));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    await t.database.db.delete(teams).where(like(teams.name, 'Bulk Team %'));
  });
});

describe('attendance and scores exports', () => {
  it('puts each day in its column, with the present and absent days and the rate', async () => {
    const [a, b] = people;
    for (const [who, day, status] of [
      [a, 1, 'present'],
      [a, 3, 'absent'],
      [a, 12, 'present'],
      [b, 2, 'present'],
    ] as const) {
      expect((await markAttendance(t, admin.token, { userId: who!.user.id, date: dayDate(day), status })).statusCode).toBe(201);
    }
    const [header, ...rows] = await download('attendance');
    expect(header!.slice(0, 5)).toEqual(['Name', 'Email', 'College', 'Mentor', 'Active']);
    expect(header![5]).toBe(`Day 1 (${dayDate(1)})`);
    expect(header!.slice(-3)).toEqual(['Present Days', 'Absent Days', 'Attendance Rate (%)']);
    const row = rows.find((r) => r[1] === a!.user.email)!;
    expect(row.slice(5, 17)).toEqual(['Present', '', 'Absent', '', '', '', '', '', '', '', '', 'Present']);
    expect(row.slice(-3)).toEqual(['2', '1', '66.7']);
    const unmarked = rows.find((r) => r[1] === people[2]!.user.email)!;
    expect(unmarked.slice(-3)).toEqual(['0', '0', '']);
    // By name: the defused formula ("'=...") sorts by its own first character, '='.
    expect(rows.find((r) => r[1] === b!.user.email)![0]).toBe(`'=HYPERLINK("http://evil.test","Click")`);
  });

  it('lists participants by score with present days and graded tasks', async () => {
    const task = await createTask(t, admin.token, { maxScore: 50 });
    const sub = await submitText(t, people[2]!.token, task._id);
    expect((await gradeSubmission(t, admin.token, sub._id, { score: 45, feedback: 'Good' })).statusCode).toBe(200);
    const [header, ...rows] = await download('scores');
    expect(header).toEqual(['Name', 'Email', 'Type', 'College', 'Team', 'Active', 'Total Score', 'Present Days', 'Graded Tasks', 'Task Points']);
    expect(rows[0]).toEqual(['ശ്രീ, "Sree" Menon', people[2]!.user.email, 'Bootcamp + Hackathon', 'CBIT', '', 'Yes', '45', '0', '1', '45']);
    expect(rows[1]!.slice(0, 2)).toEqual(['Anaïs Ñúñez', people[0]!.user.email]);
    expect(rows[1]!.slice(4, 10)).toEqual([teamName, 'Yes', '20', '2', '0', '0']);
    expect(rows.find((r) => r[1] === people[1]!.user.email)![3]).toBe("'+91 college");
    const scores = rows.map((r) => Number(r[6]));
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
  });
});

describe('exports larger than a batch', () => {
  it('list every participant once, across batches of equal scores and equal names', async () => {
    // 1,100 people (batches are 500), every score 0 and names repeating, so each batch starts
    // in the middle of a tie and only the id tells the rows apart.
    await t.database.db.insert(users).values(
      Array.from({ length: 1100 }, (_, i) => ({
        name: `Same Name ${i % 3}`,
        email: `bulk${i}@export.test`,
        role: 'participant' as const,
        participantType: 'bootcamp' as const,
        passwordHash: 'x',
      })),
    );
    for (const path of ['scores', 'attendance']) {
      const emails = (await download(path))
        .slice(1)
        .map((r) => r[1]!)
        .filter((e) => e.endsWith('@export.test'));
      expect(emails, path).toHaveLength(1100);
      expect(new Set(emails).size, path).toBe(1100);
    }
  });
});

describe('who may export', () => {
  it('only superadmins; others get 403 and no file', async () => {
    const [hackathon] = await createParticipants(t, 1, 'hackathon');
    const others = [people[0]!.token, hackathon!.token, (await createStaff(t, 'mentor')).token, (await createStaff(t, 'judge')).token];
    for (const path of ['teams', 'attendance', 'scores']) {
      for (const token of others) {
        const res = await t.app.inject({ url: `/api/export/${path}`, headers: bearer(token) });
        expect(res.statusCode).toBe(403);
        expect(res.headers['content-type']).toMatch(/application\/json/);
      }
      expect((await t.app.inject({ url: `/api/export/${path}` })).statusCode).toBe(401);
    }
  });
});
