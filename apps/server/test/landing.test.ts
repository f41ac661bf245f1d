import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LANDING, LANDING_MSG } from '@hackcamp/contract';
import { seedDemoEvent } from '../src/db/demo-data/seed-demo-event.ts';
import { auditLog } from '../src/db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { bearer, createParticipants, createStaff, json, startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await createStaff(t, 'superadmin');
});
afterAll(() => t.close());

const getLanding = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/config/landing' });
  expect(res.statusCode).toBe(200);
  return json(res).data;
};
const put = (payload: unknown, token = admin.token) =>
  t.app.inject({ method: 'PUT', url: '/api/config/landing', headers: bearer(token), payload: payload as object });
const statValue = (data: { stats: { label: string; value: string }[] }, label: string) => data.stats.find((s) => s.label === label)?.value;
const fieldErrors = (res: Awaited<ReturnType<typeof put>>) =>
  Object.fromEntries((json(res).errors ?? []).map((e: { field: string; msg: string }) => [e.field, e.msg]));

describe('the landing page of a fresh install', () => {
  it("shows the built-in texts with stats counted from the event, never the first edition's numbers", async () => {
    const data = await getLanding();
    expect(data.tagline).toBe(DEFAULT_LANDING.tagline);
    expect(data.tracks).toHaveLength(DEFAULT_LANDING.tracks.length);
    expect(data.stats).toEqual([
      { label: 'Mentors', value: '0', computed: 'mentors' },
      { label: 'Participants', value: '0', computed: 'participants' },
      { label: 'Days', value: '10+2', computed: 'days' },
      { label: 'Prize pool', value: '₹35,000', computed: 'prizePool' },
    ]);
    expect(JSON.stringify(data)).not.toMatch(/20\+|250\+/);
  });

  it('counts new mentors and participants once the held answer is dropped (a save drops it)', async () => {
    const before = await getLanding();
    await createStaff(t, 'mentor');
    await createParticipants(t, 2);
    // Held for up to 30 s: the same answer still.
    expect(statValue(await getLanding(), 'Mentors')).toBe(statValue(before, 'Mentors'));
    const res = await put(before);
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe(LANDING_MSG.saved);
    // The answer of the save itself already counts them, and so does the next read.
    for (const data of [json(res).data, await getLanding()]) {
      expect(statValue(data, 'Mentors')).toBe(String(Number(statValue(before, 'Mentors')) + 1));
      expect(statValue(data, 'Participants')).toBe(String(Number(statValue(before, 'Participants')) + 2));
    }
  });

  it('follows the prize pool of the settings', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/config/config', headers: bearer(admin.token), payload: { prizePool: '₹99,000' } });
    expect(res.statusCode).toBe(200);
    expect(statValue(await getLanding(), 'Prize pool')).toBe('₹99,000');
  });
});

describe('PUT /config/landing', () => {
  it('round-trips: what GET answers is accepted unchanged, and a saved set is read back', async () => {
    const current = await getLanding();
    expect((await put(current)).statusCode).toBe(200);

    const next = {
      ...current,
      tagline: 'Build something your campus needs.',
      about: 'First paragraph.\n\nSecond paragraph.',
      stats: [
        { label: 'Mentors', value: '40+' },
        { label: 'Participants', value: 'ignored', computed: 'participants' },
        { label: 'Teams', value: '', computed: 'teams' },
      ],
      partners: ['Acme'],
      faq: [{ q: 'Is it free?', a: 'Yes.' }],
    };
    const res = await put(next);
    expect(res.statusCode).toBe(200);
    const saved = await getLanding();
    expect(json(res).data).toEqual(saved);
    expect(saved).toMatchObject({ tagline: next.tagline, about: next.about, partners: ['Acme'], faq: next.faq, tracks: current.tracks });
    // A typed value for a computed stat is ignored: the server counts.
    expect(saved.stats[0]).toEqual({ label: 'Mentors', value: '40+' });
    expect(saved.stats[1].value).toMatch(/^\d+$/);
    expect(saved.stats[2]).toEqual({ label: 'Teams', value: '0', computed: 'teams' });
  });

  it('keeps the built-in texts of sections left out, and hides one sent empty', async () => {
    const res = await put({ tagline: 'Only the essentials', stats: [{ label: 'Days', computed: 'days' }], tracks: [] });
    expect(res.statusCode).toBe(200);
    const saved = await getLanding();
    expect(saved.tagline).toBe('Only the essentials');
    expect(saved.tracks).toEqual([]);
    expect(saved.curriculum).toEqual(DEFAULT_LANDING.curriculum);
    expect(saved.stats).toEqual([{ label: 'Days', value: '10+2', computed: 'days' }]);
  });

  it('refuses bad fields with a plain message each', async () => {
    const base = { tagline: 'Fine', stats: [{ label: 'Mentors', value: '5' }] };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base, tagline: '' }, 'tagline', LANDING_MSG.taglineRequired],
      [{ ...base, tagline: 'x'.repeat(161) }, 'tagline', LANDING_MSG.taglineTooLong],
      [{ stats: base.stats }, 'tagline', LANDING_MSG.taglineRequired],
      [{ ...base, about: 'x'.repeat(2001) }, 'about', LANDING_MSG.aboutTooLong],
      [{ ...base, stats: [] }, 'stats', LANDING_MSG.statsCount],
      [{ ...base, stats: Array.from({ length: 7 }, () => base.stats[0]) }, 'stats', LANDING_MSG.statsCount],
      [{ ...base, stats: [{ label: '', value: '1' }] }, 'stats.0.label', LANDING_MSG.statLabelRequired],
      [{ ...base, stats: [{ label: 'Mentors' }] }, 'stats.0.value', LANDING_MSG.statValueRequired],
      [{ ...base, stats: [{ label: 'Mentors', computed: 'judges' }] }, 'stats.0.computed', LANDING_MSG.computedInvalid],
      [{ ...base, tracks: [{ name: 'AI', icon: 'skull' }] }, 'tracks.0.icon', LANDING_MSG.iconInvalid],
      [{ ...base, tracks: [{ name: 'AI', icon: 'brain', ideas: Array(7).fill('x') }] }, 'tracks.0.ideas', LANDING_MSG.ideasTooMany],
      [{ ...base, curriculum: [{ day: 11, title: 'Hack' }] }, 'curriculum.0.day', LANDING_MSG.dayInvalid],
      [{ ...base, curriculum: [{ day: 1, title: 'x'.repeat(81) }] }, 'curriculum.0.title', LANDING_MSG.curriculumTitleTooLong],
      [{ ...base, rewards: [{ title: '', icon: 'gift' }] }, 'rewards.0.title', LANDING_MSG.rewardTitleRequired],
      [{ ...base, partners: ['  '] }, 'partners.0', LANDING_MSG.partnerRequired],
      [{ ...base, faq: [{ q: 'Why?', a: '' }] }, 'faq.0.a', LANDING_MSG.answerRequired],
      [{ ...base, faq: 'none' }, 'faq', LANDING_MSG.listInvalid],
    ];
    for (const [payload, field, msg] of cases) {
      const res = await put(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 120)).toBe(400);
      expect(fieldErrors(res)[field], field).toBe(msg);
    }
  });

  it('refuses hostile sizes by their count or length, quickly, with a 400', async () => {
    const base = { tagline: 'Fine', stats: [{ label: 'Mentors', value: '5' }] };
    const hostile = [
      { ...base, partners: Array.from({ length: 50_000 }, () => 'x') },
      { ...base, tracks: Array.from({ length: 20_000 }, () => ({ name: 'x'.repeat(10), icon: 'brain' })) },
      { ...base, tagline: 'x'.repeat(200_000) },
      { ...base, faq: [{ q: 'q', a: 'x'.repeat(300_000) }] },
    ];
    for (const payload of hostile) {
      const started = Date.now();
      const res = await put(payload);
      expect(res.statusCode).toBeLessThan(500);
      expect([400, 413]).toContain(res.statusCode);
      expect(Date.now() - started).toBeLessThan(2000);
    }
  });

  it('is for superadmins only, and leaves the texts alone when refused', async () => {
    const before = await getLanding();
    const [p] = await createParticipants(t, 1);
    const mentor = await createStaff(t, 'mentor');
    for (const token of [p!.token, mentor.token]) expect((await put({ ...before, tagline: 'Hijacked' }, token)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: '/api/config/landing', payload: before })).statusCode).toBe(401);
    expect((await getLanding()).tagline).toBe(before.tagline);
  });

  it('is audited with the sections that changed', async () => {
    const before = await getLanding();
    expect((await put({ ...before, tagline: 'Audited tagline', partners: ['Zeta'] })).statusCode).toBe(200);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'landing.update'));
    const last = entries.sort((a, b) => +a.at - +b.at).at(-1);
    expect(last).toMatchObject({ actorId: admin.user.id, details: { sections: ['tagline', 'partners'] } });

    // Saved again unchanged (computed stats and all): nothing is written or audited.
    expect((await put(await getLanding())).statusCode).toBe(200);
    const after = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'landing.update'));
    expect(after).toHaveLength(entries.length);
  });
});

describe('the demo', () => {
  it("stores the first edition's texts, its advertised numbers fixed", async () => {
    const demo = await startTestApp();
    try {
      await seedDemoEvent(demo.database.db);
      const data = json(await demo.app.inject({ method: 'GET', url: '/api/config/landing' })).data;
      expect(data.tagline).toBe(DEFAULT_LANDING.tagline);
      expect(data.stats.slice(0, 3)).toEqual([
        { label: 'Mentors', value: '20+' },
        { label: 'Participants', value: '250+' },
        { label: 'Days', value: '10+2', computed: 'days' },
      ]);
    } finally {
      await demo.close();
    }
    // A new database and the whole demo event: longer than a request-sized test on a loaded machine.
  }, 120_000);
});
