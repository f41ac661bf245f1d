import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { SETTINGS_MSG } from '@hackcamp/contract';
import { auditLog, certificates, eventConfig, submissions } from '../src/db/schema/index.ts';
import { newCertificateCode } from '../src/modules/certificates/certificates.service.ts';
import { assignMentor, createTask, markAttendance } from './helpers/scoring-fixtures.ts';
import { bearer, createParticipants, createStaff, json, startTestApp, type TestApp } from './helpers/test-app.ts';

// Issue 38: the event's own settings. GET answers what PUT accepts; the date line and the
// countdown follow the start date unless overridden; moving the dates over records asks first;
// the time zone decides "today" everywhere; the public address is what certificates print.
// The app runs on a clock the tests set.
let now = new Date('2026-03-03T05:00:00Z');
let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  t = await startTestApp({ clock: () => now });
  admin = await createStaff(t, 'superadmin');
});
afterAll(() => t.close());

const put = (payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url: '/api/config/config', headers: bearer(admin.token), payload });
const settings = async () => json(await t.app.inject({ method: 'GET', url: '/api/config/config' })).data;
async function set(payload: Record<string, unknown>) {
  const res = await put(payload);
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data;
}
const row = async () => (await t.database.db.select().from(eventConfig).where(eq(eventConfig.id, 1)))[0]!;
const configAudits = () => t.database.db.select().from(auditLog).where(eq(auditLog.action, 'config.update'));

describe('GET answers what PUT accepts', () => {
  it('takes the answer back unchanged as a 200 that changes nothing: no write, no audit entry', async () => {
    const before = await settings();
    const [rowBefore, auditsBefore] = [await row(), (await configAudits()).length];
    const res = await put(before);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res).data).toEqual(before);
    expect(await settings()).toEqual(before);
    expect((await row()).updatedAt).toEqual(rowBefore.updatedAt);
    expect((await configAudits()).length).toBe(auditsBefore);
  });

  it('answers a countdown in the one format it accepts, and takes it back (the old failing case)', async () => {
    // Without seconds is accepted too; the column keeps '2026-12-03 10:00:00', GET answers it with a T.
    await set({ countdownTarget: '2026-12-03T10:00' });
    expect((await row()).countdownTarget).toMatch(/^2026-12-03 10:00:00/);
    const answered = await settings();
    expect(answered).toMatchObject({ countdownTarget: '2026-12-03T10:00:00', countdownFollowsDates: false });
    const res = await put(answered);
    expect(res.statusCode, res.body).toBe(200);
    expect(await settings()).toEqual(answered);
    await set({ countdownFollowsDates: true });
    expect((await row()).countdownTarget).toBeNull();
  });
});

describe('the date line and the countdown follow the start date', () => {
  it('are made from the start date while they follow it', async () => {
    expect(await set({ startDate: '2026-11-28' })).toMatchObject({
      publicDates: 'November 28 - December 09, 2026',
      publicDatesFollowDates: true,
      countdownTarget: '2026-12-08T10:00:00',
      countdownFollowsDates: true,
    });
  });

  it('keep following when the values they show are sent back without their flags', async () => {
    const moved = await set({ startDate: '2026-12-28', publicDates: 'November 28 - December 09, 2026', countdownTarget: '2026-12-08T10:00:00' });
    expect(moved).toMatchObject({
      publicDates: 'December 28, 2026 - January 08, 2027',
      publicDatesFollowDates: true,
      countdownTarget: '2027-01-07T10:00:00',
      countdownFollowsDates: true,
    });
  });

  it("keep the organiser's own values when the dates move, until told to follow again", async () => {
    expect(await set({ publicDates: 'Winter 2026', countdownTarget: '2027-01-07T09:30:00' })).toMatchObject({
      publicDates: 'Winter 2026',
      publicDatesFollowDates: false,
      countdownTarget: '2027-01-07T09:30:00',
      countdownFollowsDates: false,
    });
    expect(await set({ startDate: '2026-11-28' })).toMatchObject({ publicDates: 'Winter 2026', countdownTarget: '2027-01-07T09:30:00' });
    // The flag wins over the value sent beside it.
    expect(
      await set({ publicDatesFollowDates: true, publicDates: 'ignored', countdownFollowsDates: true, countdownTarget: '2030-01-01T10:00:00' }),
    ).toMatchObject({
      publicDates: 'November 28 - December 09, 2026',
      publicDatesFollowDates: true,
      countdownTarget: '2026-12-08T10:00:00',
      countdownFollowsDates: true,
    });
    expect(await row()).toMatchObject({ publicDates: null, countdownTarget: null });
  });

  it('freeze at the shown value when the flag alone is turned off', async () => {
    expect(await set({ countdownFollowsDates: false })).toMatchObject({ countdownTarget: '2026-12-08T10:00:00', countdownFollowsDates: false });
    expect(await set({ startDate: '2026-08-03' })).toMatchObject({ countdownTarget: '2026-12-08T10:00:00', publicDates: 'August 03-14, 2026' });
    expect(await set({ countdownFollowsDates: true })).toMatchObject({ countdownTarget: '2026-08-13T10:00:00' });
  });

  it('audits what changed as the settings show it, derived values included', async () => {
    await set({ startDate: '2026-03-01', eventName: 'Spring Camp' });
    const entry = (await configAudits()).sort((a, b) => a.id - b.id).at(-1);
    expect(entry!.details).toEqual({
      eventName: { from: 'HackCamp', to: 'Spring Camp' },
      startDate: { from: '2026-08-03', to: '2026-03-01' },
      publicDates: { from: 'August 03-14, 2026', to: 'March 01-12, 2026' },
      countdownTarget: { from: '2026-08-13T10:00:00', to: '2026-03-11T10:00:00' },
    });
  });
});

describe('bad values', () => {
  const cases: [string, unknown, string][] = [
    ['timeZone', 'Mars/Olympus', SETTINGS_MSG.timeZoneInvalid],
    ['timeZone', 'x'.repeat(5000), SETTINGS_MSG.timeZoneInvalid],
    ['timeZone', 42, SETTINGS_MSG.timeZoneInvalid],
    ['phoneCountryCode', '91', SETTINGS_MSG.phoneCountryCodeInvalid],
    ['phoneCountryCode', '+91234', SETTINGS_MSG.phoneCountryCodeInvalid],
    ['publicUrl', 'javascript:alert(1)', SETTINGS_MSG.publicUrlInvalid],
    ['publicUrl', 'https://camp.example.edu/?next=evil', SETTINGS_MSG.publicUrlInvalid],
    ['publicUrl', 'x'.repeat(5000), SETTINGS_MSG.publicUrlInvalid],
    ['eventName', '', SETTINGS_MSG.eventNameRequired],
    ['eventName', 'x'.repeat(5000), SETTINGS_MSG.eventNameTooLong],
    ['prizePool', 'x'.repeat(5000), SETTINGS_MSG.prizePoolTooLong],
    ['publicDates', 'x'.repeat(5000), SETTINGS_MSG.publicDatesTooLong],
    ['startDate', 'next week', SETTINGS_MSG.startDateInvalid],
    ['countdownTarget', '14/08/2026', SETTINGS_MSG.countdownInvalid],
    ['countdownTarget', '2026-08-14T10:00:00+05:30', SETTINGS_MSG.countdownInvalid],
  ];
  it.each(cases.map(([field, value, msg]) => ({ field, value, msg, shown: String(value).slice(0, 40) })))(
    '$field = $shown is a 400 with its message',
    async ({ field, value, msg }) => {
      const before = await row();
      const res = await put({ [field]: value });
      expect(res.statusCode, res.body).toBe(400);
      expect(json(res).errors).toContainEqual({ field, msg });
      expect(await row()).toEqual(before);
    },
  );

  it('stores a good public address without its trailing slash, and clears it with an empty one or null', async () => {
    expect((await set({ publicUrl: 'https://camp.example.edu/' })).publicUrl).toBe('https://camp.example.edu');
    expect((await set({ publicUrl: '' })).publicUrl).toBeNull();
    await set({ publicUrl: 'http://10.0.0.5:8080/camp' });
    expect((await set({ publicUrl: null })).publicUrl).toBeNull();
    expect((await set({ timeZone: 'America/New_York', phoneCountryCode: '+1' })).timeZone).toBe('America/New_York');
    await set({ timeZone: 'Asia/Kolkata', phoneCountryCode: '+91' });
  });
});

describe('moving the dates over records', () => {
  // The event starts on 1 March 2026 (set above); now is 3 March, 10:30 in Kolkata: day 3.
  let taskId: string;
  let people: Awaited<ReturnType<typeof createParticipants>>;

  it('moves freely while nothing would land on another day', async () => {
    expect((await set({ startDate: '2026-03-02' })).startDate).toBe('2026-03-02');
    expect((await set({ timeZone: 'UTC' })).timeZone).toBe('UTC');
    await set({ startDate: '2026-03-01', timeZone: 'Asia/Kolkata' });
  });

  it('answers 409 naming what would move, and changes nothing', async () => {
    people = await createParticipants(t, 3);
    for (const date of ['2026-03-01', '2026-03-02']) {
      for (const p of people.slice(0, 2)) expect((await markAttendance(t, admin.token, { userId: p.user.id, date, status: 'present' })).statusCode).toBe(201);
    }
    taskId = (await createTask(t, admin.token))._id;
    // 2 March 20:00 UTC is 3 March 01:30 in Kolkata (day 3), still 2 March in UTC (day 2).
    await t.database.db.insert(submissions).values([
      { userId: people[0]!.user.id, taskId, submissionType: 'text', text: 'late night', submittedAt: new Date('2026-03-02T20:00:00Z') },
      { userId: people[1]!.user.id, taskId, submissionType: 'text', text: 'morning', submittedAt: new Date('2026-03-03T04:00:00Z') },
    ]);
    const open = await t.app.inject({ method: 'POST', url: '/api/check-in/sessions', headers: bearer(admin.token), payload: { minutes: 30 } });
    expect(open.statusCode, open.body).toBe(201);

    const before = await row();
    const moveStart = await put({ startDate: '2026-03-02' });
    expect(moveStart.statusCode, moveStart.body).toBe(409);
    expect(json(moveStart).message).toBe(
      'Moving the dates moves 4 attendance records, 2 submissions and 1 check-in window to other event days. Save again to move them.',
    );
    expect(json(moveStart).message).toBe(SETTINGS_MSG.datesWouldMove({ attendance: 4, submissions: 2, checkInWindows: 1 }));

    // Attendance is kept by date and the window opened at 10:30 in Kolkata, 05:00 in UTC: only
    // the submission handed in after midnight in Kolkata is on another day in UTC.
    const moveZone = await put({ timeZone: 'UTC', eventName: 'Renamed meanwhile' });
    expect(moveZone.statusCode, moveZone.body).toBe(409);
    expect(json(moveZone).message).toBe('Moving the dates moves 1 submission to other event days. Save again to move them.');
    expect(await row()).toEqual(before);
    expect(await settings()).toMatchObject({ startDate: '2026-03-01', timeZone: 'Asia/Kolkata', eventName: 'Spring Camp' });
  });

  it('saves the same dates, or other settings, without asking', async () => {
    expect((await set({ startDate: '2026-03-01', timeZone: 'Asia/Kolkata', prizePool: '₹40,000' })).prizePool).toBe('₹40,000');
  });

  it('moves them when the organiser confirms', async () => {
    expect(await set({ timeZone: 'UTC', confirmDateChange: true })).toMatchObject({ timeZone: 'UTC' });
    expect(await set({ startDate: '2026-03-02', timeZone: 'Asia/Kolkata', confirmDateChange: true })).toMatchObject({
      startDate: '2026-03-02',
      timeZone: 'Asia/Kolkata',
      publicDates: 'March 02-13, 2026',
    });
    await set({ startDate: '2026-03-01', confirmDateChange: true });
  });
});

describe('the time zone decides today on both sides of UTC', () => {
  // 5 March 2026, 09:45 UTC: 23:45 on 5 March at Kiritimati (UTC+14, day 5), 22:45 on 4 March
  // at Pago Pago (UTC-11, day 4), 15:15 on 5 March in Kolkata (day 5).
  const instant = new Date('2026-03-05T09:45:00Z');
  const zones = [
    { timeZone: 'Pacific/Kiritimati', date: '2026-03-05', day: 5, closesAt: '2026-03-05T10:00:00.000Z', day5TaskShown: true },
    { timeZone: 'Pacific/Pago_Pago', date: '2026-03-04', day: 4, closesAt: '2026-03-05T11:00:00.000Z', day5TaskShown: false },
    { timeZone: 'Asia/Kolkata', date: '2026-03-05', day: 5, closesAt: '2026-03-05T11:45:00.000Z', day5TaskShown: true },
  ];
  let day5Task: string;

  beforeAll(async () => {
    now = instant;
    await set({ selfCheckInEnabled: true, showFutureTasks: false });
    day5Task = (await createTask(t, admin.token, { day: 'day5' }))._id;
  });

  it.each(zones)('$timeZone: today is $date (day $day), a window ends at its midnight', async ({ timeZone, date, day, closesAt, day5TaskShown }) => {
    await set({ timeZone, confirmDateChange: true });
    const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });

    const today = json(await call('GET', '/api/attendance/today', admin.token)).data;
    expect(today).toMatchObject({ date, day });

    const [p] = await createParticipants(t, 1);
    expect(json(await call('GET', '/api/attendance/can-mark', p!.token)).data).toMatchObject({ canMark: true, date, day });
    const checkIn = await call('POST', '/api/attendance', p!.token);
    expect(checkIn.statusCode, checkIn.body).toBe(201);
    expect(json(checkIn).data.attendance).toMatchObject({ date, day });

    // A mentor's window of 120 minutes ends at midnight in the event's zone if that comes first.
    const mentor = await createStaff(t, 'mentor');
    await assignMentor(t, mentor.user.id, [p!.user.id]);
    const open = await call('POST', '/api/check-in/sessions', mentor.token, { minutes: 120 });
    expect(open.statusCode, open.body).toBe(201);
    expect(json(open).data.session).toMatchObject({ date, closesAt });

    // With future days hidden, a participant sees day 5's task only once day 5 has come there.
    const tasks = json(await call('GET', '/api/tasks', p!.token)).data.tasks as { _id: string }[];
    expect(tasks.some((x) => x._id === day5Task)).toBe(day5TaskShown);
  });
});

describe('the public address', () => {
  async function pdfText(bytes: Uint8Array): Promise<string> {
    const doc = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise;
    const content = await (await doc.getPage(1)).getTextContent();
    const text = content.items.map((i) => ('str' in i ? i.str : '')).join('');
    await doc.destroy();
    return text;
  }

  it("prints the configured address on a certificate's verify link, the request's only when none is set, and the event's date of issue", async () => {
    const code = newCertificateCode();
    // 5 March 20:00 UTC: 6 March in Kolkata, still 5 March in Pago Pago.
    await t.database.db.insert(certificates).values({
      code,
      kind: 'hackathon-participation',
      name: 'Asha Verify',
      college: 'Vasavi College',
      eventName: 'Spring Camp',
      eventDates: 'March 01-12, 2026',
      issuedAt: new Date('2026-03-05T20:00:00Z'),
    });
    const pdf = async () => {
      const res = await t.app.inject({ url: `/api/certificates/${code}/pdf`, headers: bearer(admin.token) });
      expect(res.statusCode, res.body).toBe(200);
      return pdfText(new Uint8Array(res.rawPayload));
    };

    await set({ publicUrl: 'https://camp.example.edu/', timeZone: 'Asia/Kolkata', confirmDateChange: true });
    let text = await pdf();
    expect(text).toContain(`camp.example.edu/verify/${code}`);
    expect(text).not.toContain('localhost');
    expect(text).toContain('Issued on 6 March 2026');

    await set({ publicUrl: null, timeZone: 'Pacific/Pago_Pago', confirmDateChange: true });
    text = await pdf();
    expect(text).toContain(`localhost:80/verify/${code}`);
    expect(text).toContain('Issued on 5 March 2026');
    await t.database.db.delete(certificates).where(and(eq(certificates.code, code)));
  });
});

describe("the server's PUBLIC_URL", () => {
  let u: TestApp;
  let token: string;
  const ENV_URL = 'https://camp.example.edu';
  beforeAll(async () => {
    u = await startTestApp({ publicUrl: ENV_URL });
    token = (await createStaff(u, 'superadmin')).token;
  });
  afterAll(() => u.close());
  const get = async () => json(await u.app.inject({ method: 'GET', url: '/api/config/config' })).data;
  const update = async (payload: Record<string, unknown>) => {
    const res = await u.app.inject({ method: 'PUT', url: '/api/config/config', headers: bearer(token), payload });
    expect(res.statusCode, res.body).toBe(200);
    return json(res).data;
  };
  const stored = async () => (await u.database.db.select().from(eventConfig).where(eq(eventConfig.id, 1)))[0]!.publicUrl;

  it('is shown as the public address while none is set, and an echo of it does not copy it into the settings', async () => {
    expect((await get()).publicUrl).toBe(ENV_URL);
    await update(await get());
    expect(await stored()).toBeNull();
    await update({ publicUrl: ENV_URL, eventName: 'Echo Camp' });
    expect(await stored()).toBeNull();
  });

  it('gives way to the organiser’s address, and comes back when that is cleared', async () => {
    expect((await update({ publicUrl: 'https://hack.example.org' })).publicUrl).toBe('https://hack.example.org');
    expect(await stored()).toBe('https://hack.example.org');
    expect((await update({ publicUrl: '' })).publicUrl).toBe(ENV_URL);
    expect(await stored()).toBeNull();
  });
});
