import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, count, eq, isNull } from 'drizzle-orm';
import { CERT_MSG, dateInTimeZone, dayDate, EVENT } from '@hackcamp/contract';
import { auditLog, certificates, users } from '../src/db/schema/index.ts';
import { bearer, createParticipants, createStaff, json, startTestApp, type TestApp } from './helpers/test-app.ts';
import { createLedTeams } from './helpers/voting-fixtures.ts';

// Certificates issued at the right time and corrected by reissue (issue 42): before the event's
// last day an issue answers 409 with what is missing (days left, and for winner certificates the
// judging still to do and whether results are out) unless forced; the preview reports the same
// figures beforehand. A revoked certificate is replaced by a reissue: a new code, the current
// name and figures, the old one still revoked and naming its replacement; once, even when many
// reissues arrive together.

let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
let judge: Awaited<ReturnType<typeof createStaff>>;
let original: { startDate: string; timeZone: string };
let people: Awaited<ReturnType<typeof createParticipants>>;
let teams: Awaited<ReturnType<typeof createLedTeams>>;

const as = (token: string) => ({ headers: bearer(token) });
const ALL_QUALIFY = { minAttendancePct: 0, minGradedPct: 0, hackathonParticipation: true, hackathonWinners: true };

async function setRules(rules: typeof ALL_QUALIFY) {
  const res = await t.app.inject({ method: 'PUT', url: '/api/certificates/rules', ...as(admin.token), payload: rules });
  expect(res.statusCode, res.body).toBe(200);
}
async function setConfig(payload: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'PUT', url: '/api/config/config', ...as(admin.token), payload });
  expect(res.statusCode, res.body).toBe(200);
}
/** Moves the event so that today, in its zone, is event day `day` (13: the day after the last). */
async function makeTodayDay(day: number) {
  const today = dateInTimeZone(new Date(), original.timeZone);
  await setConfig({ startDate: dayDate(2 - day, today), confirmDateChange: true });
}
const issue = (body?: object) =>
  t.app.inject({ method: 'POST', url: '/api/certificates/issue', ...as(admin.token), ...(body === undefined ? {} : { payload: body }) });
const reissue = (code: string, token = admin.token) => t.app.inject({ method: 'POST', url: `/api/certificates/${code}/reissue`, ...as(token) });
const revoke = async (code: string) => {
  const res = await t.app.inject({ method: 'POST', url: `/api/certificates/${code}/revoke`, ...as(admin.token), payload: { reason: 'Misspelt name' } });
  expect(res.statusCode, res.body).toBe(200);
};
const issuedCount = async () => (await t.database.db.select({ n: count() }).from(certificates))[0]!.n;
const certOf = async (userId: string, kind: 'bootcamp-completion' | 'hackathon-participation' | 'hackathon-winner' = 'bootcamp-completion') =>
  t.database.db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.kind, kind)));
const readiness = async () => {
  const res = await t.app.inject({ url: '/api/certificates/preview', ...as(admin.token) });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data.readiness;
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await createStaff(t, 'superadmin');
  judge = await createStaff(t, 'judge');
  const settings = json(await t.app.inject({ url: '/api/config/config' })).data;
  original = { startDate: settings.startDate, timeZone: settings.timeZone };
  people = await createParticipants(t, 3);
  // Two teams assigned to the judge: 2 assignments x 3 rounds = 6 evaluations due; one is given.
  teams = await createLedTeams(t, admin.token, 2, 'Timing');
  const assigned = await t.app.inject({
    method: 'POST',
    url: '/api/users/assign-teams-to-judge',
    ...as(admin.token),
    payload: { judgeId: judge.user.id, teamIds: teams.map((x) => x.team._id) },
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  const scored = await t.app.inject({
    method: 'POST',
    url: `/api/judge/evaluations/${teams[0]!.team._id}/1`,
    ...as(judge.token),
    payload: { score: 8, feedback: 'Scored for the timing test' },
  });
  expect(scored.statusCode, scored.body).toBe(200);
});
afterAll(() => t?.close());

describe('issuing before the last day', () => {
  beforeEach(async () => {
    await t.database.db.delete(certificates);
    await setRules(ALL_QUALIFY);
    await setConfig({ resultsPublished: false });
  });

  it('answers 409 on day 7 with the days left, the rounds unscored and the results unpublished, and issues nothing', async () => {
    await makeTodayDay(7);
    const res = await issue();
    expect(res.statusCode, res.body).toBe(409);
    const body = json(res);
    const today = dateInTimeZone(new Date(), original.timeZone);
    expect(body.data).toEqual({
      today,
      lastDay: dayDate(EVENT.totalDays, dayDate(-5, today)),
      daysLeft: 5,
      winners: { unscoredRounds: 5, resultsPublished: false },
    });
    expect(body.message).toBe(CERT_MSG.notDue(body.data));
    expect(body.message).toContain('5 days left');
    expect(body.message).toContain('5 judging rounds still unscored');
    expect(body.message).toContain('results not published');
    expect(await issuedCount()).toBe(0);
    // The preview shows the same figures before anyone presses Issue.
    expect(await readiness()).toEqual(body.data);
  });

  it('leaves the judging out when the rules issue no winner certificates', async () => {
    await setRules({ ...ALL_QUALIFY, hackathonWinners: false });
    await makeTodayDay(11);
    const res = await issue({});
    expect(res.statusCode, res.body).toBe(409);
    expect(json(res).data).toMatchObject({ daysLeft: 1, winners: null });
    expect(json(res).message).toBe(CERT_MSG.notDue(json(res).data));
  });

  it('issues anyway with force, and the audit entry says how many days early', async () => {
    await makeTodayDay(7);
    const res = await issue({ force: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.issued).toBeGreaterThan(0);
    expect(await issuedCount()).toBe(json(res).data.issued);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'certificate.issue'));
    expect(entry!.details).toMatchObject({ forcedDaysEarly: 5 });
  });

  it('refuses a force that is not true or false, in plain words', async () => {
    const res = await issue({ force: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe(CERT_MSG.switchInvalid);
  });

  it('issues without force on the last day and after it; the preview then has no days left', async () => {
    await makeTodayDay(12);
    expect((await readiness()).daysLeft).toBe(0);
    const onTheDay = await issue();
    expect(onTheDay.statusCode, onTheDay.body).toBe(200);
    await t.database.db.delete(certificates);
    await makeTodayDay(13);
    const after = await issue();
    expect(after.statusCode, after.body).toBe(200);
    expect(json(after).data.issued).toBeGreaterThan(0);
  });

  it('reports the judging as done once every round is scored and the results are out', async () => {
    await makeTodayDay(13);
    for (const { team } of teams)
      for (const round of [1, 2, 3]) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/judge/evaluations/${team._id}/${round}`,
          ...as(judge.token),
          payload: { score: 7, feedback: 'Scored for the timing test' },
        });
        expect(res.statusCode, res.body).toBe(200);
      }
    await setConfig({ resultsPublished: true });
    expect(await readiness()).toMatchObject({ daysLeft: 0, winners: { unscoredRounds: 0, resultsPublished: true } });
    expect(CERT_MSG.missingItems(await readiness())).toEqual([]);
  });

  afterAll(() => setConfig({ startDate: original.startDate, confirmDateChange: true, resultsPublished: false }));
});

describe('reissuing a revoked certificate', () => {
  beforeAll(async () => {
    await t.database.db.delete(certificates);
    await setRules(ALL_QUALIFY);
    await makeTodayDay(13);
    expect((await issue()).statusCode).toBe(200);
  });
  afterAll(() => setConfig({ startDate: original.startDate, confirmDateChange: true }));

  it('makes a new code with the current name, keeps the old one revoked and naming it', async () => {
    const person = people[0]!;
    const [before] = await certOf(person.user.id);
    await t.database.db.update(users).set({ name: 'Asha Corrected', collegeName: 'Osmania University' }).where(eq(users.id, person.user.id));
    await revoke(before!.code);

    const res = await reissue(before!.code.toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    const fresh = json(res).data.certificate;
    expect(json(res).message).toBe(CERT_MSG.reissued);
    expect(fresh.code).not.toBe(before!.code);
    expect(fresh).toMatchObject({ name: 'Asha Corrected', college: 'Osmania University', kind: 'bootcamp-completion', revokedAt: null, replacedBy: null });
    expect(fresh.figures).toMatchObject({ bootcampDays: EVENT.bootcampDays });

    const rows = await certOf(person.user.id);
    const old = rows.find((r) => r.code === before!.code)!;
    const replacement = rows.find((r) => r.code === fresh.code)!;
    expect(old.revokedAt).not.toBeNull();
    expect(old.replacedById).toBe(replacement.id);
    expect(old.name).toBe(before!.name);

    // The old one's public check says it was revoked and what replaced it; the new one is valid.
    const oldCheck = json(await t.app.inject({ url: `/api/certificates/verify/${before!.code}` })).data.certificate;
    expect(oldCheck.revokedAt).not.toBeNull();
    expect(oldCheck.replacedBy).toBe(fresh.code);
    const newCheck = json(await t.app.inject({ url: `/api/certificates/verify/${fresh.code}` })).data.certificate;
    expect(newCheck).toMatchObject({ name: 'Asha Corrected', revokedAt: null, replacedBy: null });

    // The list names the replacement beside the revoked one.
    const list = json(await t.app.inject({ url: `/api/certificates?search=${before!.code}`, ...as(admin.token) })).data.certificates;
    expect(list).toEqual([expect.objectContaining({ code: before!.code, replacedBy: fresh.code })]);

    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'certificate.reissue'));
    expect(entry!.details).toMatchObject({ replaces: before!.code, stillQualifies: true });

    // Once: a second reissue of the old code is a 409, and so is a reissue of a valid one.
    const again = await reissue(before!.code);
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe(CERT_MSG.alreadyReplaced);
    const valid = await reissue(fresh.code);
    expect(valid.statusCode).toBe(409);
    expect(json(valid).message).toBe(CERT_MSG.notRevoked);
  });

  it('answers 404 for an unknown code and 403 to anyone but a superadmin', async () => {
    const unknown = await reissue('ZZZZZZZZZZZZZZZZ');
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe(CERT_MSG.notFound);
    const [mine] = await certOf(people[1]!.user.id);
    expect((await reissue(mine!.code, people[1]!.token)).statusCode).toBe(403);
  });

  it('is left alone by a bulk issue: a revoked certificate is not replaced behind the organiser', async () => {
    const person = people[1]!;
    const [cert] = await certOf(person.user.id);
    await revoke(cert!.code);
    const again = await issue();
    expect(again.statusCode, again.body).toBe(200);
    const rows = await certOf(person.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.revokedAt).not.toBeNull();
  });

  it('keeps what was earned when the person no longer qualifies (the organiser’s call), with the current name', async () => {
    const person = people[1]!;
    const [cert] = await certOf(person.user.id);
    await setRules({ ...ALL_QUALIFY, minAttendancePct: 100 });
    await t.database.db.update(users).set({ name: 'Bala Renamed' }).where(eq(users.id, person.user.id));
    const res = await reissue(cert!.code);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data.certificate).toMatchObject({ name: 'Bala Renamed', figures: cert!.figures, place: cert!.place });
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'certificate.reissue'));
    expect(
      entries.some(
        (e) =>
          (e.details as { replaces: string; stillQualifies: boolean }).replaces === cert!.code && !(e.details as { stillQualifies: boolean }).stillQualifies,
      ),
    ).toBe(true);
    await setRules(ALL_QUALIFY);
  });

  it('makes exactly one certificate when many reissues of the same code arrive at once', async () => {
    const person = people[2]!;
    const [cert] = await certOf(person.user.id);
    await revoke(cert!.code);
    const answers = await Promise.all(Array.from({ length: 12 }, () => reissue(cert!.code)));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(
      statuses.filter((s) => s === 200),
      answers.map((r) => r.body).join('\n'),
    ).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(11);
    for (const res of answers.filter((r) => r.statusCode === 409)) expect(json(res).message).toBe(CERT_MSG.alreadyReplaced);
    const valid = await t.database.db
      .select({ n: count() })
      .from(certificates)
      .where(and(eq(certificates.userId, person.user.id), eq(certificates.kind, 'bootcamp-completion'), isNull(certificates.revokedAt)));
    expect(valid[0]!.n).toBe(1);
    expect(await certOf(person.user.id)).toHaveLength(2);
  });
});
