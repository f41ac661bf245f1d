import { IMPORT_MSG } from '@hackcamp/contract';
import { count, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, problemStatements, users } from '../src/db/schema/index.ts';
import { multipart } from './helpers/multipart.ts';
import { bearer, createStaff, json, startTestApp, type TestApp } from './helpers/test-app.ts';

/** Issue 41 point 5: an import with a few bad rows writes the good ones and answers the bad ones. */

let t: TestApp;
let admin: { token: string };

beforeAll(async () => {
  t = await startTestApp();
  admin = await createStaff(t, 'superadmin');
});
afterAll(() => t.close());

let fileNo = 0;
function importCsv(kind: string, csv: string, query: string) {
  const form = multipart({}, { name: `skip-${++fileNo}.csv`, data: csv });
  return t.app.inject({
    method: 'POST',
    url: `/api/import/${kind}?${query}`,
    headers: { ...bearer(admin.token), ...form.headers },
    payload: form.payload,
  });
}

type Row = { row: number; action: string; label: string; errors: string[] };
const SKIP = 'dryRun=false&skipInvalid=true';

async function emailsLike(pattern: string) {
  const rows = await t.database.db.select({ email: users.email }).from(users).where(like(users.email, pattern));
  return rows.map((r) => r.email).sort();
}

describe('skipInvalid=true', () => {
  // Ten participants, two of them bad: rows 5 (not an email) and 9 (no name).
  const good = [1, 2, 3, 5, 6, 7, 9, 10].map((i) => `skip.p${i}@example.com`);
  const csv = [
    'Email,Name,College Name',
    ...Array.from({ length: 10 }, (_, k) => {
      const i = k + 1;
      if (i === 4) return 'skip.p4-at-example.com,Bad Email,CBIT';
      if (i === 8) return 'skip.p8@example.com,,CBIT';
      return `skip.p${i}@example.com,Skip P${i},CBIT`;
    }),
  ].join('\n');

  it('a preview with skipInvalid still writes nothing', async () => {
    const res = await importCsv('participants', csv, 'dryRun=true&skipInvalid=true');
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.summary).toMatchObject({ total: 10, created: 8, errors: 2 });
    expect(await emailsLike('skip.p%')).toEqual([]);
  });

  it('writes exactly the 8 valid rows, answers the 2 rejected with their reasons, and a second run creates nothing', async () => {
    const res = await importCsv('participants', csv, SKIP);
    expect(res.statusCode, res.body).toBe(200);
    const data = json(res).data;
    expect(data.dryRun).toBe(false);
    expect(data.summary).toEqual({ total: 10, created: 8, updated: 0, skipped: 0, errors: 2 });
    const rejected = (data.rows as Row[]).filter((r) => r.action === 'error');
    expect(rejected).toEqual([
      { row: 5, action: 'error', label: 'skip.p4-at-example.com', errors: ['Not a valid email address: skip.p4-at-example.com'], changes: [] },
      { row: 9, action: 'error', label: 'skip.p8@example.com', errors: ['Name is missing'], changes: [] },
    ]);
    expect(json(res).message).toBe(IMPORT_MSG.importedRejected(8, 0, 2));
    expect(await emailsLike('skip.p%')).toEqual([...good].sort());
    expect((data.credentials as { email: string }[]).map((c) => c.email).sort()).toEqual([...good].sort());

    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'import.participants'));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.details).toMatchObject({ created: 8, updated: 0, rows: 10, rejected: 2 });

    const again = await importCsv('participants', csv, SKIP);
    expect(again.statusCode, again.body).toBe(200);
    expect(json(again).data.summary).toEqual({ total: 10, created: 0, updated: 0, skipped: 8, errors: 2 });
    expect(json(again).data.credentials).toEqual([]);
    expect(await emailsLike('skip.p%')).toHaveLength(8);
  });

  it('without skipInvalid the same kind of file still writes nothing', async () => {
    const res = await importCsv('participants', csv.replaceAll('skip.p', 'whole.p'), 'dryRun=false');
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe(IMPORT_MSG.notImported(2));
    expect(await emailsLike('whole.p%')).toEqual([]);
  });

  it('mentors and judges: the valid rows go in, the bad one does not', async () => {
    for (const kind of ['mentors', 'judges'] as const) {
      const res = await importCsv(kind, `Email,Name\nskip.${kind}1@example.com,One\nbroken@,Broken\nskip.${kind}2@example.com,Two\n`, SKIP);
      expect(res.statusCode, res.body).toBe(200);
      expect(json(res).data.summary).toMatchObject({ created: 2, errors: 1 });
      expect((json(res).data.rows as Row[]).find((r) => r.action === 'error')).toMatchObject({ row: 3, errors: ['Not a valid email address: broken@'] });
      const rows = await t.database.db
        .select({ email: users.email, role: users.role })
        .from(users)
        .where(like(users.email, `skip.${kind}%`));
      expect(rows.map((r) => r.role)).toEqual([kind.slice(0, -1), kind.slice(0, -1)]);
    }
  });

  it('assignments: the known pairs are set, the unknown mentor is reported', async () => {
    const res = await importCsv(
      'assignments',
      'participant_email,mentor_email\nskip.p1@example.com,skip.mentors1@example.com\nskip.p2@example.com,nobody@example.com\n',
      SKIP,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.summary).toMatchObject({ created: 1, errors: 1 });
    expect((json(res).data.rows as Row[])[1]).toMatchObject({ action: 'error', errors: ['No mentor has the email nobody@example.com'] });
    const [mentor] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'skip.mentors1@example.com'));
    const rows = await t.database.db
      .select({ email: users.email, mentorId: users.mentorId })
      .from(users)
      .where(inArray(users.email, ['skip.p1@example.com', 'skip.p2@example.com']));
    expect(Object.fromEntries(rows.map((r) => [r.email, r.mentorId]))).toEqual({ 'skip.p1@example.com': mentor!.id, 'skip.p2@example.com': null });
  });

  it('problems: the statement with an unknown domain is reported, the others created', async () => {
    const res = await importCsv(
      'problems',
      'Title,Problem Statement,Domain\nSkip Farm Helper,Help farmers,Agriculture\nSkip Moon Base,Live on the moon,Astronomy\nSkip Clinic Queue,Shorter queues,Health\n',
      SKIP,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.summary).toMatchObject({ created: 2, errors: 1 });
    expect((json(res).data.rows as Row[])[1]!.errors[0]).toMatch(/^Unknown domain "Astronomy"/);
    const rows = await t.database.db.select({ title: problemStatements.title }).from(problemStatements).where(like(problemStatements.title, 'Skip %'));
    expect(rows.map((r) => r.title).sort()).toEqual(['Skip Clinic Queue', 'Skip Farm Helper']);
  });

  it('a file of only bad rows writes nothing and audits nothing', async () => {
    const audits = async () => (await t.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, 'import.judges')))[0]!.n;
    const before = await audits();
    const res = await importCsv('judges', 'Email,Name\nbroken@,Broken\n,No Email\n', SKIP);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.summary).toMatchObject({ created: 0, updated: 0, errors: 2 });
    expect(await audits()).toBe(before);
  });

  it('refuses a skipInvalid that is not true or false', async () => {
    const res = await importCsv('judges', 'Email,Name\nx@example.com,X\n', 'dryRun=false&skipInvalid=yes');
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toMatch(/skipInvalid must be true or false/);
  });
});
