import { ANNOUNCEMENT_MSG } from '@hackcamp/contract';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementReads, announcements, users } from '../src/db/schema/index.ts';
import { bearer, createParticipants, createStaff, json, startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await createStaff(t, 'superadmin');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url: `/api/announcements${url}`, headers: bearer(token), ...(payload && { payload }) });

let n = 0;
async function publish(overrides: Record<string, unknown> = {}) {
  const res = await call('POST', '', admin.token, { title: `Lunch moved ${++n}`, content: 'Lunch is at 1 pm in Hall B today.', ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  return json(res).data.announcement as { _id: string; title: string; priority: string; targetAudience: string; isActive: boolean; readCount: number };
}

const activeIds = async (token: string) => (json(await call('GET', '/active?limit=50', token)).data.announcements as { _id: string }[]).map((a) => a._id);
const unread = async (token: string) => json(await call('GET', '/unread-count', token)).data.count as number;

describe('publishing (superadmin)', () => {
  it('creates with priority medium and audience all by default, and lists it newest first with its read count', async () => {
    const a = await publish();
    expect(a).toMatchObject({
      priority: 'medium',
      targetAudience: 'all',
      isActive: true,
      readCount: 0,
      expiresAt: null,
      isExpired: false,
      createdBy: { _id: admin.user.id, name: admin.user.name },
    });
    const b = await publish({ priority: 'urgent', targetAudience: 'participants' });
    const list = json(await call('GET', '?limit=2', admin.token)).data;
    expect(list.announcements.map((x: { _id: string }) => x._id)).toEqual([b._id, a._id]);
    expect(list.pagination).toMatchObject({ currentPage: 1, hasNextPage: list.pagination.totalAnnouncements > 2 });
    expect(json(await call('GET', `/${a._id}`, admin.token)).data.announcement.title).toBe(a.title);
  });

  it('requires title and content, known priorities and audiences, and an expiry still to come', async () => {
    const res = await call('POST', '', admin.token, { title: '  ', priority: 'critical', targetAudience: 'mentors', expiresAt: 'tomorrow' });
    expect(json(res).errors).toEqual([
      { field: 'title', msg: ANNOUNCEMENT_MSG.titleRequired },
      { field: 'content', msg: ANNOUNCEMENT_MSG.contentRequired },
      { field: 'priority', msg: ANNOUNCEMENT_MSG.priorityInvalid },
      { field: 'targetAudience', msg: ANNOUNCEMENT_MSG.audienceInvalid },
      { field: 'expiresAt', msg: ANNOUNCEMENT_MSG.expiresInvalid },
    ]);
    const past = await call('POST', '', admin.token, { title: 'Old news', content: 'x', expiresAt: new Date(Date.now() - 60_000).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(json(past).message).toBe(ANNOUNCEMENT_MSG.expiresInPast);
    const a = await publish();
    expect(json(await call('PUT', `/${a._id}`, admin.token, {})).message).toBe(ANNOUNCEMENT_MSG.nothingToUpdate);
  });

  it('edits only the fields sent, toggles, deletes, and audits each change in its transaction', async () => {
    const a = await publish({ priority: 'high', targetAudience: 'admins' });
    const put = await call('PUT', `/${a._id}`, admin.token, { title: 'Judging starts at 10' });
    expect(json(put).data.announcement).toMatchObject({ title: 'Judging starts at 10', priority: 'high', targetAudience: 'admins' });
    const off = await call('PATCH', `/${a._id}/toggle-status`, admin.token);
    expect(json(off)).toMatchObject({ message: ANNOUNCEMENT_MSG.deactivated, data: { announcement: { isActive: false } } });
    expect((await call('DELETE', `/${a._id}`, admin.token)).statusCode).toBe(200);
    expect((await call('GET', `/${a._id}`, admin.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/${a._id}`, admin.token)).statusCode).toBe(404);

    const trail = json(await t.app.inject({ url: `/api/audit?action=announcement`, headers: bearer(admin.token) })).data.entries.filter(
      (e: { target: { id: string } }) => e.target.id === a._id,
    );
    expect(trail.map((e: { action: string }) => e.action)).toEqual([
      'announcement.delete',
      'announcement.toggle',
      'announcement.update',
      'announcement.create',
    ]);
    expect(trail[0].target.label).toBe('Judging starts at 10');
    expect(trail[2].details).toEqual({ fields: ['title'] });
  });

  it('is refused to every other role', async () => {
    const a = await publish();
    const [participant] = await createParticipants(t, 1);
    const [hackathon] = await createParticipants(t, 1, 'hackathon');
    const others = [participant!.token, hackathon!.token, (await createStaff(t, 'mentor')).token, (await createStaff(t, 'judge')).token];
    for (const token of others) {
      for (const [method, url, body] of [
        ['GET', ''],
        ['GET', `/${a._id}`],
        ['POST', '', { title: 'Hi', content: 'There' }],
        ['PUT', `/${a._id}`, { title: 'Hijacked' }],
        ['PATCH', `/${a._id}/toggle-status`],
        ['DELETE', `/${a._id}`],
        ['GET', `/${a._id}/read-stats`],
      ] as const) {
        expect((await call(method, url, token, body)).statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect(json(await call('GET', `/${a._id}`, admin.token)).data.announcement).toMatchObject({ title: a.title, isActive: true });
  });
});

describe('reading', () => {
  it('shows each audience only what is meant for it, and hides inactive and expired ones', async () => {
    const everyone = await publish({ targetAudience: 'all' });
    const forParticipants = await publish({ targetAudience: 'participants' });
    const forStaff = await publish({ targetAudience: 'admins' });
    const off = await publish();
    await call('PATCH', `/${off._id}/toggle-status`, admin.token);
    const expired = await publish({ expiresAt: new Date(Date.now() + 60_000).toISOString() });
    await t.database.db
      .update(announcements)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(announcements.id, expired._id));
    const later = await publish({ expiresAt: new Date(Date.now() + 86_400_000).toISOString() });

    const [participant] = await createParticipants(t, 1);
    const [hackathon] = await createParticipants(t, 1, 'hackathon');
    const mentor = await createStaff(t, 'mentor');
    const judge = await createStaff(t, 'judge');
    const mine = [everyone, forParticipants, forStaff, off, expired, later].map((a) => a._id);
    const seen = async (token: string) => (await activeIds(token)).filter((id) => mine.includes(id));

    for (const token of [participant!.token, hackathon!.token]) expect(await seen(token)).toEqual([later._id, forParticipants._id, everyone._id]);
    for (const token of [mentor.token, judge.token, admin.token]) expect(await seen(token)).toEqual([later._id, forStaff._id, everyone._id]);
    expect(json(await call('GET', `/${expired._id}`, admin.token)).data.announcement.isExpired).toBe(true);

    for (const id of [forStaff._id, off._id, expired._id]) expect((await call('POST', `/${id}/mark-read`, participant!.token)).statusCode).toBe(404);
    expect((await call('POST', `/${forParticipants._id}/mark-read`, mentor.token)).statusCode).toBe(404);
  });

  it('counts unread ones and drops the count once one is opened, also when it is marked twice at once', async () => {
    const [participant] = await createParticipants(t, 1);
    const before = await unread(participant!.token);
    const a = await publish({ targetAudience: 'participants' });
    await publish({ targetAudience: 'admins' });
    expect(await unread(participant!.token)).toBe(before + 1);

    const marks = await Promise.all(Array.from({ length: 5 }, () => call('POST', `/${a._id}/mark-read`, participant!.token)));
    for (const m of marks) expect(m.statusCode, m.body).toBe(200);
    expect(new Set(marks.map((m) => json(m).data.readAt)).size).toBe(1);
    expect(await unread(participant!.token)).toBe(before);
    const again = await call('POST', `/${a._id}/mark-read`, participant!.token);
    expect(json(again).data).toEqual(json(marks[0]!).data);

    const [rows] = await t.database.db.select({ n: count() }).from(announcementReads).where(eq(announcementReads.announcementId, a._id));
    expect(rows!.n).toBe(1);
    const listed = (json(await call('GET', '/active', participant!.token)).data.announcements as { _id: string; isRead: boolean }[]).find(
      (x) => x._id === a._id,
    );
    expect(listed).toMatchObject({ isRead: true });
    expect(json(await call('GET', `/${a._id}`, admin.token)).data.announcement.readCount).toBe(1);
  });

  it('a read racing the deletion is a 200 or a 404, never a server error', async () => {
    const people = await createParticipants(t, 3);
    const doomed = await Promise.all(Array.from({ length: 6 }, () => publish()));
    const results = await Promise.all(
      doomed.flatMap((a) => [...people.map((p) => call('POST', `/${a._id}/mark-read`, p.token)), call('DELETE', `/${a._id}`, admin.token)]),
    );
    for (const r of results) expect([200, 404], r.body).toContain(r.statusCode);
  });

  it('needs a signed-in caller', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/announcements/active' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/announcements/unread-count' })).statusCode).toBe(401);
  });
});

describe('read statistics', () => {
  it('counts readers against the active accounts of the audience, latest reader first', async () => {
    const a = await publish({ targetAudience: 'admins' });
    const [m1, m2] = [await createStaff(t, 'mentor'), await createStaff(t, 'judge')];
    await call('POST', `/${a._id}/mark-read`, m1.token);
    await call('POST', `/${a._id}/mark-read`, m2.token);
    const stats = json(await call('GET', `/${a._id}/read-stats`, admin.token)).data;
    const [staff] = await t.database.db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.isActive, true), inArray(users.role, ['superadmin', 'mentor', 'judge'])));
    expect(stats).toMatchObject({ announcement: { _id: a._id, targetAudience: 'admins' }, totalReads: 2, audienceSize: staff!.n });
    expect(stats.readRate).toBe(Math.round((2 / staff!.n) * 1000) / 10);
    expect(stats.readers.map((r: { user: { _id: string } }) => r.user._id).sort()).toEqual([m1.user.id, m2.user.id].sort());
    expect(stats.pagination).toMatchObject({ totalReaders: 2, currentPage: 1 });
  });
});
