import { IMPORT_MSG } from '@hackcamp/contract';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { auditLog, problemStatements, users } from '../src/db/schema/index.ts';
import type * as importQueries from '../src/modules/imports/import.queries.ts';
import { multipart } from './helpers/multipart.ts';
import { bearer, createStaff, json, login, startTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * A registration that lands between the commit's second planning and its insert needs another
 * connection to slip in at exactly that moment (and PGlite has only one). The test sets this hook
 * to do, inside the import's own transaction, what that registration would have done.
 */
const race = vi.hoisted(() => ({ beforeInsertPeople: undefined as ((tx: Db, emails: string[]) => Promise<void>) | undefined }));
vi.mock('../src/modules/imports/import.queries.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof importQueries>();
  return {
    ...actual,
    async insertPeople(...[tx, people]: Parameters<typeof actual.insertPeople>) {
      const hook = race.beforeInsertPeople;
      race.beforeInsertPeople = undefined;
      await hook?.(
        tx,
        people.map((p) => p.email),
      );
      return actual.insertPeople(tx, people);
    },
  };
});

let t: TestApp;
let admin: { token: string };

beforeAll(async () => {
  t = await startTestApp();
  admin = await createStaff(t, 'superadmin');
});
afterAll(() => t.close());

let fileNo = 0;
function importCsv(
  kind: string,
  csv: string | Buffer,
  opts: { dryRun?: boolean; query?: string; mapping?: Record<string, string | null>; token?: string } = {},
) {
  const form = multipart(opts.mapping ? { mapping: JSON.stringify(opts.mapping) } : {}, { name: `sheet-${++fileNo}.csv`, data: csv });
  const query = `dryRun=${opts.dryRun ?? true}${opts.query ? `&${opts.query}` : ''}`;
  return t.app.inject({
    method: 'POST',
    url: `/api/import/${kind}?${query}`,
    headers: { ...bearer(opts.token ?? admin.token), ...form.headers },
    payload: form.payload,
  });
}

async function userCount() {
  const [row] = await t.database.db.select({ n: count() }).from(users);
  return row!.n;
}

const summaryOf = (res: { body: string }) =>
  JSON.parse(res.body).data.summary as { total: number; created: number; updated: number; skipped: number; errors: number };

/** Preview, commit, then the same file again: the second commit must find everything there. */
async function previewCommitReimport(kind: string, csv: string, query?: string) {
  const before = await userCount();
  const preview = await importCsv(kind, csv, { query });
  expect(preview.statusCode, preview.body).toBe(200);
  expect(json(preview).data.credentials).toBeUndefined();
  expect(await userCount(), 'a preview writes nothing').toBe(before);
  const commit = await importCsv(kind, csv, { dryRun: false, query });
  expect(commit.statusCode, commit.body).toBe(200);
  const again = await importCsv(kind, csv, { dryRun: false, query });
  expect(again.statusCode, again.body).toBe(200);
  expect(summaryOf(again)).toMatchObject({ created: 0, updated: 0, errors: 0 });
  expect(json(again).data.credentials).toEqual([]);
  return { preview: json(preview).data, commit: json(commit).data, again: json(again).data };
}

describe("real organisers' sheets import unchanged", () => {
  it('participants: Email,Name,College Name,Mobile Number', async () => {
    const csv = [
      'Email,Name,College Name,Mobile Number',
      'Ravi.Kumar@Example.com,Ravi Kumar,"CBIT, Hyderabad",9876543210',
      'sita@example.com,Sita Devi,VNR VJIET,+91 98765 43211',
      'arjun@example.com,Arjun,MGIT,9876543212.0',
    ].join('\r\n');
    const { preview, commit, again } = await previewCommitReimport('participants', csv);
    expect(preview.columns).toEqual([
      { column: 'Email', field: 'email' },
      { column: 'Name', field: 'name' },
      { column: 'College Name', field: 'collegeName' },
      { column: 'Mobile Number', field: 'mobile' },
    ]);
    expect(preview.rows.map((r: { row: number; action: string }) => [r.row, r.action])).toEqual([
      [2, 'create'],
      [3, 'create'],
      [4, 'create'],
    ]);
    expect(commit.summary).toMatchObject({ created: 3, updated: 0, skipped: 0, errors: 0 });
    expect(again.summary).toMatchObject({ skipped: 3 });

    const creds = commit.credentials as { email: string; temporaryPassword: string; role: string }[];
    expect(creds.map((c) => c.email).sort()).toEqual(['arjun@example.com', 'ravi.kumar@example.com', 'sita@example.com']);
    const [ravi] = await t.database.db.select().from(users).where(eq(users.email, 'ravi.kumar@example.com'));
    expect(ravi).toMatchObject({
      name: 'Ravi Kumar',
      collegeName: 'CBIT, Hyderabad',
      mobile: '+919876543210',
      role: 'participant',
      participantType: 'bootcamp',
      mustChangePassword: true,
    });
    const [arjun] = await t.database.db.select().from(users).where(eq(users.email, 'arjun@example.com'));
    expect(arjun!.mobile, 'the spreadsheet ".0" is dropped, and the number kept in E.164').toBe('+919876543212');
    const [sita] = await t.database.db.select().from(users).where(eq(users.email, 'sita@example.com'));
    expect(sita!.mobile).toBe('+919876543211');
    // Stored as an argon2id hash, never as the password itself; and the password signs in.
    const cred = creds.find((c) => c.email === 'ravi.kumar@example.com')!;
    expect(ravi!.passwordHash, 'the cheap setting for random passwords').toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(ravi!.passwordHash).not.toContain(cred.temporaryPassword);
    const session = await login(t.app, cred.email, cred.temporaryPassword);
    // Choosing a password ends the forced change.
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(session),
      payload: { currentPassword: cred.temporaryPassword, newPassword: 'my-own-password' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [afterChange] = await t.database.db.select().from(users).where(eq(users.email, cred.email));
    expect(afterChange!.mustChangePassword).toBe(false);
    expect(afterChange!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    // One audit entry for the committed import, none for the one that changed nothing.
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'import.participants'));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.details).toMatchObject({ created: 3, updated: 0 });
  });

  it('mentors: Name,Moblie,Email,description,SKILLS with skills as one quoted list', async () => {
    const csv = [
      'Name,Moblie,Email,description,SKILLS',
      'Kiran Rao,9000000001,kiran@mentors.dev,"Backend lead, 10 years.\nLoves Spring.","Java, Spring Boot, React"',
      'Lakshmi N,9000000002,lakshmi@mentors.dev,Data person,"Python, SQL"',
    ].join('\n');
    const { preview, commit } = await previewCommitReimport('mentors', csv);
    expect(preview.columns.map((c: { field: string }) => c.field)).toEqual(['name', 'mobile', 'email', 'description', 'skills']);
    expect(commit.summary.created).toBe(2);
    const [kiran] = await t.database.db.select().from(users).where(eq(users.email, 'kiran@mentors.dev'));
    expect(kiran).toMatchObject({
      role: 'mentor',
      mobile: '+919000000001',
      description: 'Backend lead, 10 years.\nLoves Spring.',
      skills: ['Java', 'Spring Boot', 'React'],
      mustChangePassword: true,
    });
  });

  it('assignments: participate_email,mentor_email', async () => {
    const csv = 'participate_email,mentor_email\nravi.kumar@example.com,kiran@mentors.dev\nsita@example.com,LAKSHMI@mentors.dev\n';
    const { preview, commit } = await previewCommitReimport('assignments', csv);
    expect(preview.rows.map((r: { action: string }) => r.action)).toEqual(['create', 'create']);
    expect(commit.summary.created).toBe(2);
    const rows = await t.database.db
      .select({ email: users.email, mentorId: users.mentorId })
      .from(users)
      .where(inArray(users.email, ['ravi.kumar@example.com', 'sita@example.com']));
    const [kiran] = await t.database.db.select().from(users).where(eq(users.email, 'kiran@mentors.dev'));
    expect(rows.find((r) => r.email === 'ravi.kumar@example.com')!.mentorId).toBe(kiran!.id);
    // Moving a participant to another mentor is an update.
    const moved = await importCsv('assignments', 'participate_email,mentor_email\nravi.kumar@example.com,lakshmi@mentors.dev\n');
    expect(json(moved).data.rows[0]).toMatchObject({ action: 'update', changes: ['Mentor'] });
  });

  it('problems: ID,Title,Problem Statement,Domain,Suggested Technologies,...', async () => {
    const csv = [
      'ID,Title,Problem Statement,Domain,Suggested Technologies,Remarks',
      'PS01,Crop Disease Detector,"Farmers lose crops to disease; build an app that spots it from a leaf photo, offline.",AgriTech,"Python, TensorFlow Lite",',
      'PS02,Yoga Pose Coach,"Beginners hurt themselves; give live feedback on posture using the phone camera and a pose model.",Yoga & Wellness,"React Native, MediaPipe",shortlisted',
      'PS03,Campus Health Desk,"Students skip check-ups; a booking and reminder system for the campus clinic.",Healthcare,"Spring Boot, React",',
    ].join('\n');
    const { preview, commit } = await previewCommitReimport('problems', csv);
    expect(preview.columns).toEqual([
      { column: 'ID', field: null },
      { column: 'Title', field: 'title' },
      { column: 'Problem Statement', field: 'description' },
      { column: 'Domain', field: 'domain' },
      { column: 'Suggested Technologies', field: 'suggestedTechnologies' },
      { column: 'Remarks', field: null },
    ]);
    expect(commit.summary.created).toBe(3);
    const rows = await t.database.db.select().from(problemStatements).where(eq(problemStatements.isCustom, false));
    expect(Object.fromEntries(rows.map((r) => [r.title, r.domain]))).toMatchObject({
      'Crop Disease Detector': 'agriculture',
      'Yoga Pose Coach': 'yoga',
      'Campus Health Desk': 'health',
    });
  });
});

describe('previews and all-or-nothing commits', () => {
  it('reports every bad row with its reason, and a commit of the file writes nothing', async () => {
    const csv = [
      'participate_email,mentor_email',
      'not-an-email,kiran@mentors.dev',
      'sita@example.com,kiran@mentors.dev',
      'sita@example.com,lakshmi@mentors.dev',
      'arjun@example.com,nobody@mentors.dev',
    ].join('\n');
    const preview = await importCsv('assignments', csv);
    expect(preview.statusCode, preview.body).toBe(200);
    const rows = json(preview).data.rows as { row: number; action: string; errors: string[] }[];
    expect(rows.map((r) => [r.row, r.action])).toEqual([
      [2, 'error'],
      [3, 'update'],
      [4, 'error'],
      [5, 'error'],
    ]);
    expect(rows[0]!.errors).toEqual(['Not a valid email address: not-an-email']);
    expect(rows[2]!.errors).toEqual(['Duplicate of row 3']);
    expect(rows[3]!.errors).toEqual(['No mentor has the email nobody@mentors.dev']);
    expect(summaryOf(preview)).toMatchObject({ total: 4, updated: 1, errors: 3 });

    const [sita] = await t.database.db.select().from(users).where(eq(users.email, 'sita@example.com'));
    const commit = await importCsv('assignments', csv, { dryRun: false });
    expect(commit.statusCode).toBe(400);
    expect(json(commit).message).toBe('Nothing was imported: 3 rows have errors. Preview the file to see them.');
    expect(json(commit).errors[0]).toEqual({ field: 'row 2', msg: 'Not a valid email address: not-an-email' });
    const [after] = await t.database.db.select().from(users).where(eq(users.email, 'sita@example.com'));
    expect(after!.mentorId, 'the valid row was not written either').toBe(sita!.mentorId);
  });

  it('a new person with a bad row beside them is not created', async () => {
    const before = await userCount();
    const csv = 'Email,Name\nnew.person@example.com,New Person\nbroken@,Broken\n,No Email\n';
    const preview = await importCsv('judges', csv);
    const rows = json(preview).data.rows as { action: string; errors: string[] }[];
    expect(rows.map((r) => r.action)).toEqual(['create', 'error', 'error']);
    expect(rows[2]!.errors).toEqual(['Email is missing']);
    const commit = await importCsv('judges', csv, { dryRun: false });
    expect(commit.statusCode).toBe(400);
    expect(await userCount()).toBe(before);
  });

  it("updates only what the file says differently, and refuses another role's email", async () => {
    const csv = 'Email,Name,College Name,Mobile Number\nravi.kumar@example.com,Ravi Kumar,CBIT,\nkiran@mentors.dev,Kiran,X,\n';
    const res = await importCsv('participants', csv);
    const rows = json(res).data.rows as { action: string; changes: string[]; errors: string[] }[];
    expect(rows[0]).toMatchObject({ action: 'update', changes: ['College name'] });
    expect(rows[1]).toMatchObject({ action: 'error', errors: ['This email belongs to a mentor account'] });
    const ok = await importCsv('participants', 'Email,Name,College Name\nravi.kumar@example.com,Ravi Kumar,CBIT\n', { dryRun: false });
    expect(summaryOf(ok)).toMatchObject({ updated: 1 });
    const [ravi] = await t.database.db.select().from(users).where(eq(users.email, 'ravi.kumar@example.com'));
    expect(ravi, 'an update leaves the password and its flag alone').toMatchObject({ collegeName: 'CBIT', mobile: '+919876543210', mustChangePassword: false });
  });

  it('an email registered between the check and the insert makes the whole commit a 409 that writes nothing', async () => {
    const emails = ['race.one@example.com', 'race.two@example.com', 'race.three@example.com'];
    const csv = ['Email,Name', ...emails.map((e, i) => `${e},Race ${i + 1}`)].join('\n');
    const before = await userCount();
    const auditsBefore = (await t.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'import.participants')))[0]!.n;
    let taken: string | undefined;
    race.beforeInsertPeople = async (tx, planned) => {
      // The last of the planned rows, so the rows before it are inserted and must be rolled back.
      taken = planned.at(-1)!;
      await tx.insert(users).values({ name: 'Quick Registrant', email: taken, role: 'participant', participantType: 'bootcamp', passwordHash: 'x' });
    };

    const commit = await importCsv('participants', csv, { dryRun: false });
    expect(taken, 'the commit reached the insert').toBe('race.three@example.com');
    expect(commit.statusCode, commit.body).toBe(409);
    expect(json(commit)).toEqual({ success: false, message: IMPORT_MSG.changedMeanwhile });
    expect(await userCount(), 'no row of the file was written').toBe(before);
    const written = await t.database.db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
    expect(written).toEqual([]);
    const auditsAfter = (await t.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'import.participants')))[0]!.n;
    expect(auditsAfter, 'nothing imported, nothing audited').toBe(auditsBefore);

    // Nothing half-done is left behind: the same file then goes in whole.
    const retry = await importCsv('participants', csv, { dryRun: false });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(summaryOf(retry)).toMatchObject({ created: 3, errors: 0 });
  });
});

describe('concurrent imports', () => {
  it('the same file committed twice at once creates each account once', async () => {
    const csv = ['Email,Name', ...Array.from({ length: 30 }, (_, i) => `parallel${i}@example.com,Parallel ${i}`)].join('\n');
    const before = await userCount();
    const [a, b] = await Promise.all([importCsv('judges', csv, { dryRun: false }), importCsv('judges', csv, { dryRun: false })]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const created = [summaryOf(a).created, summaryOf(b).created].sort();
    expect(created).toEqual([0, 30]);
    expect([json(a).data.credentials.length, json(b).data.credentials.length].sort()).toEqual([0, 30]);
    expect(await userCount()).toBe(before + 30);
  });
});

describe('file formats', () => {
  it('reads UTF-8 with a BOM, semicolons, and the participation type from a column or the default', async () => {
    const csv = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('E-mail;Full Name;Participation Type\r\nmeera@example.com;Meera Nair;Hackathon only\r\njosé@example.com;José Dev;\r\n'),
    ]);
    const res = await importCsv('participants', csv, { dryRun: false, query: 'participantType=hackathon' });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.database.db
      .select({ email: users.email, name: users.name, type: users.participantType })
      .from(users)
      .where(inArray(users.email, ['meera@example.com', 'josé@example.com']));
    expect(rows.sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { email: 'josé@example.com', name: 'José Dev', type: 'hackathon' },
      { email: 'meera@example.com', name: 'Meera Nair', type: 'hackathon' },
    ]);
  });

  it('applies the default participation type to new accounts only, never to existing participants', async () => {
    const typed = 'Email,Name,Participation Type\nkeep.type1@example.com,Keep One,Hackathon\nkeep.type2@example.com,Keep Two,hackathon only\n';
    const first = await importCsv('participants', typed, { dryRun: false });
    expect(summaryOf(first)).toMatchObject({ created: 2, errors: 0 });
    const typeOf = async (email: string) => (await t.database.db.select({ type: users.participantType }).from(users).where(eq(users.email, email)))[0]?.type;

    // No type column at all, and an empty type cell, under the screen's default of bootcamp.
    const noColumn = 'Email,Name\nkeep.type1@example.com,Keep One\nkeep.type2@example.com,Keep Two\nkeep.type3@example.com,Keep Three\n';
    const emptyCell = 'Email,Name,Participation Type\nkeep.type1@example.com,Keep One,\nkeep.type2@example.com,Keep Two,\n';
    for (const csv of [noColumn, emptyCell]) {
      const preview = await importCsv('participants', csv, { query: 'participantType=bootcamp' });
      expect(
        json(preview)
          .data.rows.slice(0, 2)
          .map((r: { action: string; changes: string[] }) => [r.action, r.changes]),
      ).toEqual([
        ['skip', []],
        ['skip', []],
      ]);
      const commit = await importCsv('participants', csv, { dryRun: false, query: 'participantType=bootcamp' });
      expect(commit.statusCode, commit.body).toBe(200);
      expect(summaryOf(commit)).toMatchObject({ updated: 0, skipped: 2, errors: 0 });
      expect(await typeOf('keep.type1@example.com')).toBe('hackathon');
      expect(await typeOf('keep.type2@example.com')).toBe('hackathon');
    }
    expect(await typeOf('keep.type3@example.com'), 'a new account still gets the default').toBe('bootcamp');

    // A type the file does state still changes an existing participant.
    const stated = await importCsv('participants', 'Email,Name,Type\nkeep.type1@example.com,Keep One,Bootcamp\n', {
      dryRun: false,
      query: 'participantType=hackathon',
    });
    expect(json(stated).data.rows[0]).toMatchObject({ action: 'update', changes: ['Participation type'] });
    expect(await typeOf('keep.type1@example.com')).toBe('bootcamp');
  });

  it('follows an Excel "sep=" line and a header with one typo', async () => {
    const res = await importCsv('judges', 'sep=;\r\nEmial;Name\r\nsep.judge@example.com;Sep Judge, PhD\r\n');
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.columns).toEqual([
      { column: 'Emial', field: 'email' },
      { column: 'Name', field: 'name' },
    ]);
    expect(json(res).data.rows[0]).toMatchObject({ row: 2, action: 'create', label: 'sep.judge@example.com' });
  });

  it('lets the caller fix a column the guess missed', async () => {
    const csv = 'Primary Contact,Person\nfixed.mapping@example.com,Fixed Mapping\n';
    const guessed = await importCsv('judges', csv);
    expect(json(guessed).data.missing).toEqual(['email', 'name']);
    expect(json(guessed).data.rows[0].errors).toContain('No column holds Email');
    const fixed = await importCsv('judges', csv, { mapping: { 'Primary Contact': 'email', Person: 'name' } });
    expect(json(fixed).data.missing).toEqual([]);
    expect(json(fixed).data.rows[0]).toMatchObject({ action: 'create', label: 'fixed.mapping@example.com' });
    const bad = await importCsv('judges', csv, { mapping: { Person: 'password' } });
    expect(bad.statusCode).toBe(400);
  });

  it('answers a clear 4xx to a file too large, malformed, empty or not text', async () => {
    const big = Buffer.alloc(50 * 1024 * 1024, 'a,b\n');
    const tooLarge = await importCsv('participants', big);
    expect(tooLarge.statusCode).toBe(413);
    expect(json(tooLarge).message).toBe('The file is too large. The limit is 5 MB.');

    const unclosed = await importCsv('participants', 'Email,Name\n"a@b.dev,Broken\n');
    expect(unclosed.statusCode).toBe(400);
    expect(json(unclosed).message).toMatch(/^The file is not valid CSV near line \d+: a quoted cell is never closed$/);

    expect(json(await importCsv('participants', '')).message).toBe('The file is empty');
    expect(json(await importCsv('participants', 'Email,Name\n')).message).toBe('The file has a header row but no rows below it');
    const binary = await importCsv('participants', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 1, 2]));
    expect(binary.statusCode).toBe(400);
    expect(json(binary).message).toMatch(/not a CSV text file/);

    const form = multipart({});
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/import/participants',
      headers: { ...bearer(admin.token), ...form.headers },
      payload: form.payload,
    });
    expect(noFile.statusCode).toBe(400);
    expect(json(noFile).message).toBe('Choose a CSV file to import');
    const unknownKind = await importCsv('teams', 'a\nb\n');
    expect(unknownKind.statusCode).toBe(400);
  });

  it('is for superadmins only', async () => {
    const mentor = await createStaff(t, 'mentor');
    const res = await importCsv('judges', 'Email,Name\nx@y.dev,X\n', { token: mentor.token, dryRun: false });
    expect(res.statusCode).toBe(403);
  });
});
