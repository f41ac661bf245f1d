import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { CERT_MSG, CERTIFICATE_CODE_ALPHABET, dayDate } from '@hackcamp/contract';
import { attendance, auditLog, certificates, submissions, tasks, users } from '../src/db/schema/index.ts';
import { newCertificateCode } from '../src/modules/certificates/certificates.service.ts';
import { heard, liveStreams, settled, type LiveClient } from './helpers/live-client.ts';
import { bearer, createParticipants, createStaff, json, startTestApp, type TestApp } from './helpers/test-app.ts';
import { createLedTeams } from './helpers/voting-fixtures.ts';

// Certificates (issue 32, decision 0031): the rules and their preview with a reason per person,
// issuing that only ever adds, revocation, the PDF (parsed back), public verification and the zip.

let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
let judge: Awaited<ReturnType<typeof createStaff>>;
type Person = Awaited<ReturnType<typeof createParticipants>>[number];
let good: Person; // 9 of 10 days, 8 of 10 tasks graded: qualifies
let weak: Person; // 7 days, 5 tasks: misses on both counts
let telugu: Person; // a Telugu name, qualifies
let hindi: Person; // a Hindi name, qualifies
let loner: Person; // hackathon-only, in no team
let teams: Awaited<ReturnType<typeof createLedTeams>>;
let startDate: string;
let taskIds: string[];

const TELUGU_NAME = 'శ్రీనివాస్ రెడ్డి';
const HINDI_NAME = 'प्रियंका शर्मा';

const as = (token: string) => ({ headers: bearer(token) });
const from = (ip: string) => ({ 'x-forwarded-for': ip });
let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

async function present(userId: string, days: number) {
  await t.database.db
    .insert(attendance)
    .values(Array.from({ length: days }, (_, i) => ({ userId, date: dayDate(i + 1, startDate), status: 'present' as const })))
    .onConflictDoNothing();
}
async function graded(userId: string, n: number) {
  await t.database.db
    .insert(submissions)
    .values(taskIds.slice(0, n).map((taskId) => ({ userId, taskId, submissionType: 'text' as const, text: 'done', status: 'graded' as const, score: 80 })));
}
async function preview(query = '') {
  const res = await t.app.inject({ url: `/api/certificates/preview${query}`, ...as(admin.token) });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data;
}
async function issue() {
  const res = await t.app.inject({ method: 'POST', url: '/api/certificates/issue', ...as(admin.token) });
  expect(res.statusCode, res.body).toBe(200);
  return json(res);
}
const codeOf = async (userId: string, kind: string) =>
  (
    await t.database.db
      .select()
      .from(certificates)
      .where(and(eq(certificates.userId, userId), eq(certificates.kind, kind as 'bootcamp-completion')))
  )[0]!.code;
const verify = (code: string, ip = freshIp()) => t.app.inject({ url: `/api/certificates/verify/${code}`, headers: from(ip) });

async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise;
  const page = await doc.getPage(1);
  const content = await page.getTextContent();
  const text = content.items.map((i) => ('str' in i ? i.str : '')).join('');
  await doc.destroy();
  return text;
}

beforeAll(async () => {
  t = await startTestApp({ trustProxy: 1 });
  admin = await createStaff(t, 'superadmin');
  judge = await createStaff(t, 'judge');
  const settings = await t.app.inject({ url: '/api/config/config' });
  startDate = json(settings).data.startDate;
  // Ten active tasks and one switched off (it counts for nothing).
  const rows = await t.database.db
    .insert(tasks)
    .values(Array.from({ length: 11 }, (_, i) => ({ title: `Task ${i + 1}`, description: 'Do it', day: `day${(i % 10) + 1}`, isActive: i < 10 })))
    .returning({ id: tasks.id });
  taskIds = rows.map((r) => r.id);
  [good, weak, telugu, hindi] = (await createParticipants(t, 4)) as [Person, Person, Person, Person];
  [loner] = (await createParticipants(t, 1, 'hackathon')) as [Person];
  await t.database.db.update(users).set({ name: 'Asha Good', collegeName: 'Vasavi College of Engineering' }).where(eq(users.id, good!.user.id));
  await t.database.db.update(users).set({ name: 'Bala Weak' }).where(eq(users.id, weak!.user.id));
  await t.database.db.update(users).set({ name: TELUGU_NAME, collegeName: 'ఆంధ్ర విశ్వవిద్యాలయం' }).where(eq(users.id, telugu!.user.id));
  await t.database.db.update(users).set({ name: HINDI_NAME }).where(eq(users.id, hindi!.user.id));
  await present(good!.user.id, 9);
  await graded(good!.user.id, 8);
  await present(weak!.user.id, 7);
  await graded(weak!.user.id, 5);
  for (const p of [telugu!, hindi!]) {
    await present(p.user.id, 10);
    await graded(p.user.id, 7);
  }
  // Four teams (a leader and a member each); the judge scores three: 9, 7, 5; the fourth is unscored.
  teams = await createLedTeams(t, admin.token, 4, 'Cert');
  const assigned = await t.app.inject({
    method: 'POST',
    url: '/api/users/assign-teams-to-judge',
    ...as(admin.token),
    payload: { judgeId: judge.user.id, teamIds: teams.map((x) => x.team._id) },
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  for (const [i, score] of [9, 7, 5].entries()) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/judge/evaluations/${teams[i]!.team._id}/1`,
      ...as(judge.token),
      payload: { score, feedback: 'Scored for the certificates test' },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(() => t?.close());

describe('certificate rules', () => {
  it('default to 80 % attendance, 70 % of the active tasks and both hackathon kinds', async () => {
    const res = await t.app.inject({ url: '/api/certificates/rules', ...as(admin.token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.rules).toEqual({ minAttendancePct: 80, minGradedPct: 70, hackathonParticipation: true, hackathonWinners: true });
  });

  it('are the superadmin’s alone', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const res = await t.app.inject({ method, url: '/api/certificates/rules', ...as(good.token), payload: method === 'PUT' ? {} : undefined });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/certificates/preview', ...as(judge.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/certificates/issue', ...as(good.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/certificates/export', ...as(good.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/certificates/rules' })).statusCode).toBe(401);
  });

  it('refuse a percentage outside 0-100, a fraction or a missing switch, in plain words', async () => {
    const put = (payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: '/api/certificates/rules', ...as(admin.token), payload });
    const ok = { minAttendancePct: 80, minGradedPct: 70, hackathonParticipation: true, hackathonWinners: true };
    let res = await put({ ...ok, minAttendancePct: 101 });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe(CERT_MSG.minAttendanceInvalid);
    res = await put({ ...ok, minGradedPct: 12.5 });
    expect(json(res).message).toBe(CERT_MSG.minGradedInvalid);
    res = await put({ ...ok, hackathonWinners: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe(CERT_MSG.switchInvalid);
  });

  it('are saved whole, with an audit entry, and shape the preview', async () => {
    const put = (payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: '/api/certificates/rules', ...as(admin.token), payload });
    let res = await put({ minAttendancePct: 60, minGradedPct: 50, hackathonParticipation: false, hackathonWinners: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).message).toBe(CERT_MSG.rulesSaved);
    // 7 of 10 days >= 60 %, 5 graded >= ceil(50 % of 10): Bala now qualifies; no one gets a participation certificate.
    const weakRow = (await preview(`?kind=bootcamp-completion&search=Bala`)).rows[0];
    expect(weakRow).toMatchObject({ qualifies: true, reason: null, figures: { requiredGraded: 5 } });
    const participation = await preview('?kind=hackathon-participation&status=qualifies');
    expect(participation.pagination.totalRows).toBe(0);
    expect((await preview(`?kind=hackathon-participation&search=Asha`)).rows[0]).toMatchObject({ qualifies: false, reason: CERT_MSG.notInTeam });
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'certificate.rules'));
    expect(entries.at(-1)!.details).toMatchObject({ minAttendancePct: { from: 80, to: 60 }, hackathonParticipation: { from: true, to: false } });
    res = await put({ minAttendancePct: 80, minGradedPct: 70, hackathonParticipation: true, hackathonWinners: true });
    expect(res.statusCode).toBe(200);
  });
});

describe('the preview', () => {
  it('says who qualifies and why each other person misses', async () => {
    const data = await preview('?limit=100');
    const row = (userId: string, kind: string) => data.rows.find((r: { userId: string; kind: string }) => r.userId === userId && r.kind === kind);
    expect(row(good.user.id, 'bootcamp-completion')).toMatchObject({
      name: 'Asha Good',
      college: 'Vasavi College of Engineering',
      qualifies: true,
      reason: null,
      issued: false,
      figures: { attendancePct: 90, presentDays: 9, bootcampDays: 10, gradedTasks: 8, requiredGraded: 7, activeTasks: 10 },
    });
    expect(row(weak.user.id, 'bootcamp-completion')).toMatchObject({ qualifies: false, reason: 'attendance 70 % < 80 %, graded tasks 5 < 7 (70 % of 10)' });
    // Hackathon-only: no bootcamp certificate at all; no team, no participation.
    expect(row(loner.user.id, 'bootcamp-completion')).toBeUndefined();
    expect(row(loner.user.id, 'hackathon-participation')).toMatchObject({ qualifies: false, reason: 'not in a hackathon team' });
    expect(row(teams[0]!.leader.user.id, 'hackathon-participation')).toMatchObject({ qualifies: true, reason: null });
    expect(row(teams[0]!.member!.user.id, 'hackathon-winner')).toMatchObject({ qualifies: true, place: 1, figures: { rank: 1 } });
    expect(row(teams[2]!.leader.user.id, 'hackathon-winner')).toMatchObject({ qualifies: true, place: 3 });
    expect(row(teams[3]!.leader.user.id, 'hackathon-winner')).toMatchObject({ qualifies: false, reason: CERT_MSG.notScored, place: null });
    // 4 bootcamp people + 8 team members are bootcamp participants; 3 teams x 2 are winners.
    expect(data.summary['bootcamp-completion']).toEqual({ qualifies: 3, misses: 9, issued: 0 });
    expect(data.summary['hackathon-winner']).toEqual({ qualifies: 6, misses: 2, issued: 0 });
    expect(data.summary['hackathon-participation']).toEqual({ qualifies: 8, misses: 5, issued: 0 });
  });

  it('filters by kind, status and search, and pages', async () => {
    const misses = await preview('?kind=hackathon-participation&status=misses');
    expect(misses.rows.every((r: { kind: string; qualifies: boolean }) => r.kind === 'hackathon-participation' && !r.qualifies)).toBe(true);
    expect(misses.pagination.totalRows).toBe(5);
    const page = await preview('?limit=2&page=2&status=qualifies');
    expect(page.rows).toHaveLength(2);
    expect(page.pagination).toMatchObject({ currentPage: 2, totalRows: 17, hasPrevPage: true, hasNextPage: true });
    expect((await preview(`?search=${encodeURIComponent('శ్రీనివాస్')}`)).rows.map((r: { userId: string }) => r.userId)).toEqual([telugu.user.id, telugu.user.id]);
    const bad = await t.app.inject({ url: '/api/certificates/preview?status=maybe', ...as(admin.token) });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toBe(CERT_MSG.previewStatusInvalid);
  });
});

describe('issuing', () => {
  it('freezes a certificate with a random code for everyone who qualifies, and only adds on later runs', async () => {
    const first = await issue();
    expect(first.data).toEqual({ issued: 17, byKind: { 'bootcamp-completion': 3, 'hackathon-participation': 8, 'hackathon-winner': 6 } });
    expect(first.message).toBe('17 certificates issued');
    const rows = await t.database.db.select().from(certificates);
    expect(rows).toHaveLength(17);
    const codes = new Set(rows.map((r) => r.code));
    expect(codes.size).toBe(17);
    for (const code of codes) expect([...code].every((c) => CERTIFICATE_CODE_ALPHABET.includes(c)) && code.length === 16).toBe(true);
    const asha = rows.find((r) => r.userId === good.user.id)!;
    expect(asha).toMatchObject({ name: 'Asha Good', college: 'Vasavi College of Engineering', eventName: 'HackCamp', eventDates: 'August 04-15, 2025' });
    expect(asha.figures).toMatchObject({ attendancePct: 90, gradedTasks: 8 });
    const winner = rows.find((r) => r.userId === teams[1]!.leader.user.id && r.kind === 'hackathon-winner')!;
    expect(winner.place).toBe(2);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'certificate.issue'));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({ issued: 17 });

    // Nothing new: nothing issued, nothing changed, even after a rename.
    await t.database.db.update(users).set({ name: 'Asha Renamed' }).where(eq(users.id, good.user.id));
    expect((await issue()).data.issued).toBe(0);
    const again = await t.database.db.select().from(certificates).where(eq(certificates.userId, good.user.id));
    expect(again.map((r) => [r.code, r.name])).toEqual([[asha.code, 'Asha Good']]);

    // Bala catches up: only Bala's certificate is added.
    await present(weak.user.id, 10);
    await t.database.db
      .insert(submissions)
      .values({ userId: weak.user.id, taskId: taskIds[5]!, submissionType: 'text', text: 'x', status: 'graded', score: 50 });
    await t.database.db
      .insert(submissions)
      .values({ userId: weak.user.id, taskId: taskIds[6]!, submissionType: 'text', text: 'x', status: 'completed', score: 50 });
    const third = await issue();
    expect(third.data).toEqual({ issued: 1, byKind: { 'bootcamp-completion': 1, 'hackathon-participation': 0, 'hackathon-winner': 0 } });
    expect((await preview('?kind=bootcamp-completion&status=qualifies')).rows.every((r: { issued: boolean }) => r.issued)).toBe(true);
  });

  it('issues each certificate once when two superadmins issue at the same moment', async () => {
    const [late] = await createParticipants(t, 1);
    await present(late!.user.id, 10);
    await graded(late!.user.id, 10);
    const answers = await Promise.all(Array.from({ length: 6 }, () => t.app.inject({ method: 'POST', url: '/api/certificates/issue', ...as(admin.token) })));
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(answers.reduce((n, res) => n + json(res).data.issued, 0)).toBe(1);
    const rows = await t.database.db.select().from(certificates).where(eq(certificates.userId, late!.user.id));
    expect(rows).toHaveLength(1);
  });

  it('makes codes of 80 random bits in the unambiguous alphabet', () => {
    const codes = new Set(Array.from({ length: 2000 }, newCertificateCode));
    expect(codes.size).toBe(2000);
    const seen = new Set([...codes].join(''));
    // Every one of the 32 characters turns up; none of I, L, O, U ever does.
    expect(seen.size).toBe(32);
    for (const c of 'ILOU') expect(seen.has(c)).toBe(false);
  });
});

describe('a participant’s certificates and their PDFs', () => {
  it('lists only my own', async () => {
    const res = await t.app.inject({ url: '/api/certificates/mine', ...as(good.token) });
    expect(res.statusCode, res.body).toBe(200);
    const mine = json(res).data.certificates;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toEqual({
      code: await codeOf(good.user.id, 'bootcamp-completion'),
      kind: 'bootcamp-completion',
      place: null,
      issuedAt: expect.any(String),
      revokedAt: null,
      eventName: 'HackCamp',
    });
    const winner = json(await t.app.inject({ url: '/api/certificates/mine', ...as(teams[0]!.leader.token) })).data.certificates;
    expect(winner.map((c: { kind: string; place: number | null }) => [c.kind, c.place]).sort()).toEqual([
      ['hackathon-participation', null],
      ['hackathon-winner', 1],
    ]);
    expect(json(await t.app.inject({ url: '/api/certificates/mine', ...as(loner.token) })).data.certificates).toEqual([]);
  });

  it('gives the owner and a superadmin the PDF, with the name and the code in it', async () => {
    const code = await codeOf(good.user.id, 'bootcamp-completion');
    for (const token of [good.token, admin.token]) {
      const res = await t.app.inject({ url: `/api/certificates/${code}/pdf`, ...as(token) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toContain(`attachment; filename="Asha Good-${code}.pdf"`);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await pdfText(new Uint8Array(res.rawPayload));
      // The name as registered when issued, not the later rename.
      expect(text).toContain('Asha Good');
      expect(text).not.toContain('Renamed');
      expect(text).toContain(code);
      expect(text).toContain('Certificate of Completion');
      expect(text).toContain('Vasavi College of Engineering');
      expect(text).toContain(`localhost:80/verify/${code}`);
    }
  });

  it('writes Telugu and Hindi names with fonts that have them', async () => {
    for (const [person, name] of [
      [telugu, TELUGU_NAME],
      [hindi, HINDI_NAME],
    ] as const) {
      const code = await codeOf(person.user.id, 'bootcamp-completion');
      const res = await t.app.inject({ url: `/api/certificates/${code}/pdf`, ...as(person.token) });
      expect(res.statusCode, res.body).toBe(200);
      const text = await pdfText(new Uint8Array(res.rawPayload));
      expect(text).toContain(code);
      // A PDF keeps shaped glyphs in visual order (a vowel sign before its consonant, conjuncts as
      // one glyph), so extraction does not give the typed string back; every letter of the name
      // must still map back to itself through the font's ToUnicode map (no box, no missing glyph).
      for (const ch of name.replace(/\s/g, '')) expect(text).toContain(ch);
      expect(text).not.toContain('\ufffd');
    }
  });

  it('answers anyone else exactly as for a code that does not exist', async () => {
    const code = await codeOf(good.user.id, 'bootcamp-completion');
    const other = await t.app.inject({ url: `/api/certificates/${code}/pdf`, ...as(weak.token) });
    const unknown = await t.app.inject({ url: `/api/certificates/${newCertificateCode()}/pdf`, ...as(weak.token) });
    const judgeAsks = await t.app.inject({ url: `/api/certificates/${code}/pdf`, ...as(judge.token) });
    for (const res of [other, unknown, judgeAsks]) {
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ success: false, message: CERT_MSG.notFound });
    }
    expect((await t.app.inject({ url: `/api/certificates/${code}/pdf` })).statusCode).toBe(401);
  });
});

describe('public verification', () => {
  it('shows the certificate and nothing else, for a code typed any which way', async () => {
    const code = await codeOf(teams[1]!.leader.user.id, 'hackathon-winner');
    for (const typed of [code, code.toLowerCase(), `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8, 12)}-${code.slice(12)}`]) {
      const res = await verify(typed);
      expect(res.statusCode, res.body).toBe(200);
      const { certificate } = json(res).data;
      expect(Object.keys(certificate).sort()).toEqual(['event', 'eventDates', 'issuedAt', 'kind', 'name', 'place', 'replacedBy', 'revokedAt']);
      expect(certificate).toMatchObject({ kind: 'hackathon-winner', place: 2, event: 'HackCamp', eventDates: 'August 04-15, 2025', revokedAt: null });
      expect(res.body).not.toContain(teams[1]!.leader.user.email);
      expect(res.body).not.toContain(teams[1]!.leader.user.id);
    }
  });

  it('answers 404 "No such certificate" for an unknown or malformed code', async () => {
    for (const code of [newCertificateCode(), 'nope', 'x'.repeat(39), '%E0%B0%B6']) {
      const res = await verify(code);
      expect(res.statusCode).toBe(404);
      expect(json(res)).toEqual({ success: false, message: 'No such certificate' });
    }
  });

  it('is limited per address', async () => {
    const code = await codeOf(good.user.id, 'bootcamp-completion');
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 35 }, () => verify(code, ip)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(30);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(5);
    expect(json(refused[0]!)).toEqual({ success: false, message: CERT_MSG.tooManyChecks });
    // Another address is not affected.
    expect((await verify(code)).statusCode).toBe(200);
  });
});

describe('revoking', () => {
  it('needs a reason, and only a superadmin may', async () => {
    const code = await codeOf(weak.user.id, 'bootcamp-completion');
    const revoke = (token: string, payload: Record<string, unknown>, c = code) =>
      t.app.inject({ method: 'POST', url: `/api/certificates/${c}/revoke`, ...as(token), payload });
    expect((await revoke(weak.token, { reason: 'mine' })).statusCode).toBe(403);
    let res = await revoke(admin.token, { reason: '   ' });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe(CERT_MSG.reasonRequired);
    res = await revoke(admin.token, { reason: 'x'.repeat(501) });
    expect(json(res).message).toBe(CERT_MSG.reasonTooLong);
    res = await revoke(admin.token, { reason: 'Unknown' }, newCertificateCode());
    expect(res.statusCode).toBe(404);
  });

  it('marks it revoked once, with the reason in the audit trail; verification then says so', async () => {
    const code = await codeOf(weak.user.id, 'bootcamp-completion');
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        t.app.inject({ method: 'POST', url: `/api/certificates/${code}/revoke`, ...as(admin.token), payload: { reason: 'Attendance marked by mistake' } }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const ok = answers.find((r) => r.statusCode === 200)!;
    expect(json(ok).message).toBe(CERT_MSG.revoked);
    expect(json(ok).data.certificate).toMatchObject({
      code,
      email: weak.user.email,
      revokedAt: expect.any(String),
      revokeReason: 'Attendance marked by mistake',
    });
    expect(json(answers.find((r) => r.statusCode === 409)!)).toEqual({ success: false, message: CERT_MSG.alreadyRevoked });
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'certificate.revoke'));
    expect(audit).toHaveLength(1);
    expect(audit[0]!).toMatchObject({
      targetId: code,
      targetLabel: 'Bala Weak',
      details: { reason: 'Attendance marked by mistake', kind: 'bootcamp-completion' },
    });
    const checked = json(await verify(code)).data.certificate;
    expect(checked.revokedAt).toBe(json(ok).data.certificate.revokedAt);
    // Issuing again does not bring it back or add a second one.
    expect((await issue()).data.issued).toBe(0);
    const list = json(await t.app.inject({ url: '/api/certificates?status=revoked', ...as(admin.token) })).data;
    expect(list.certificates.map((c: { code: string }) => c.code)).toEqual([code]);
    expect(list.certificates[0].email).toBe(weak.user.email);
  });
});

describe('the issued list', () => {
  it('pages and searches the issued certificates', async () => {
    const res = await t.app.inject({ url: '/api/certificates?kind=hackathon-winner&limit=4', ...as(admin.token) });
    expect(res.statusCode, res.body).toBe(200);
    const data = json(res).data;
    expect(data.certificates).toHaveLength(4);
    expect(data.pagination).toMatchObject({ totalCertificates: 6, totalPages: 2, hasNextPage: true });
    const byCode = json(await t.app.inject({ url: `/api/certificates?search=${await codeOf(good.user.id, 'bootcamp-completion')}`, ...as(admin.token) })).data;
    expect(byCode.certificates.map((c: { name: string }) => c.name)).toEqual(['Asha Good']);
  });
});

describe('the zip of every certificate', () => {
  it('streams one PDF per valid certificate, named by kind, name and code, with its size announced', async () => {
    const valid = (await t.database.db.select().from(certificates)).filter((c) => !c.revokedAt);
    const res = await t.app.inject({ url: '/api/certificates/export', ...as(admin.token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['x-certificate-count']).toBe(String(valid.length));
    const estimated = Number(res.headers['x-estimated-bytes']);
    expect(estimated).toBeGreaterThan(res.rawPayload.length * 0.5);
    expect(estimated).toBeLessThan(res.rawPayload.length * 2);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(files);
    expect(names).toHaveLength(valid.length);
    for (const c of valid) expect(names).toContain(`${c.kind}/${c.name}-${c.code}.pdf`);
    for (const bytes of Object.values(files)) expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(names.some((n) => n.includes(TELUGU_NAME))).toBe(true);
  });
});

describe('live events', () => {
  const streams = liveStreams();
  afterAll(() => streams.closeAll());

  it('tell the new holders and superadmins of an issue, the holder of a revocation, and nobody else', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const [fresh] = await createParticipants(t, 1);
    await present(fresh!.user.id, 10);
    await graded(fresh!.user.id, 10);
    const clients = await streams.listen(base, [admin, fresh!, good]);
    const [adminS, freshS, goodS] = clients as [LiveClient, LiveClient, LiveClient];

    expect((await issue()).data.issued).toBe(1);
    const code = await codeOf(fresh!.user.id, 'bootcamp-completion');
    const revoked = await t.app.inject({ method: 'POST', url: `/api/certificates/${code}/revoke`, ...as(admin.token), payload: { reason: 'Test' } });
    expect(revoked.statusCode, revoked.body).toBe(200);
    await settled(t.database, clients);

    expect(heard(adminS, 'certificate')).toEqual([{ change: 'issued' }, { change: 'revoked' }]);
    expect(heard(freshS, 'certificate')).toEqual([{ change: 'issued' }, { change: 'revoked' }]);
    expect(heard(goodS, 'certificate')).toEqual([]);
  });
});
