import type { AdminOverview } from '@hackcamp/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendance, users } from '../src/db/schema/index.ts';
import { createTask } from './helpers/scoring-fixtures.ts';
import { createProblem, createTeam, joinTeam, setConfig } from './helpers/teams-fixtures.ts';
import { bearer, createParticipants, createStaff, json, startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await createStaff(t, 'superadmin');
});
afterAll(() => t.close());

const overview = async (): Promise<AdminOverview> => {
  const res = await t.app.inject({ url: '/api/admin/overview', headers: bearer(admin.token) });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data;
};

describe('GET /api/admin/overview', () => {
  it('starts empty: zero counts and twelve days without records', async () => {
    const o = await overview();
    expect(o.participants.total).toBe(0);
    expect(o.teams).toEqual({ totalTeams: 0, participantsInTeams: 0, participantsWithoutTeams: 0 });
    expect(o.attendance.recorded).toBe(0);
    expect(o.attendance.days).toHaveLength(12);
    expect(o.attendance.days[0]).toEqual({ day: 1, date: '2025-08-04', phase: 'Bootcamp', present: 0, absent: 0, late: 0, recorded: 0, rate: 0 });
    expect(o.attendance.days[11]).toMatchObject({ day: 12, date: '2025-08-15', phase: 'Hackathon' });
  });

  it('counts people, tasks, teams and attendance as the cards show them', async () => {
    const bootcamp = await createParticipants(t, 5);
    const [hackathon] = await createParticipants(t, 1, 'hackathon');
    const [mentorA, mentorB] = [await createStaff(t, 'mentor'), await createStaff(t, 'mentor')];
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, mentorB.user.id));
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, bootcamp[4]!.user.id));
    await t.app.inject({
      method: 'POST',
      url: '/api/users/assign-participants',
      headers: bearer(admin.token),
      payload: { mentorId: mentorA.user.id, participantIds: [bootcamp[0]!.user.id, bootcamp[1]!.user.id] },
    });
    await createTask(t, admin.token);
    const off = await createTask(t, admin.token);
    await t.app.inject({ method: 'PATCH', url: `/api/tasks/${off._id}/toggle-status`, headers: bearer(admin.token) });
    const problem = await createProblem(t, admin.token);
    const team = await createTeam(t, bootcamp[0]!.token, problem._id);
    await joinTeam(t, bootcamp[1]!.token, team._id);
    await createTeam(t, hackathon!.token, problem._id);
    // Day 2: 3 present, 1 absent; day 3: 1 late; a date outside the event is not counted.
    const mark = (i: number, date: string, status: 'present' | 'absent' | 'late') => ({ userId: bootcamp[i]!.user.id, date, status });
    await t.database.db
      .insert(attendance)
      .values([
        mark(0, '2025-08-05', 'present'),
        mark(1, '2025-08-05', 'present'),
        mark(2, '2025-08-05', 'present'),
        mark(3, '2025-08-05', 'absent'),
        mark(0, '2025-08-06', 'late'),
        mark(0, '2025-09-01', 'present'),
      ]);

    const o = await overview();
    expect(o.participants).toEqual({ total: 6, active: 5, bootcamp: 5, hackathon: 1, withoutMentor: 4 });
    expect(o.mentors).toEqual({ total: 2, active: 1 });
    expect(o.tasks).toEqual({ total: 2, active: 1 });
    expect(o.teams).toEqual({ totalTeams: 2, participantsInTeams: 3, participantsWithoutTeams: 3 });
    expect(o.attendance.recorded).toBe(5);
    expect(o.attendance.days[1]).toEqual({ day: 2, date: '2025-08-05', phase: 'Bootcamp', present: 3, absent: 1, late: 0, recorded: 4, rate: 75 });
    expect(o.attendance.days[2]).toMatchObject({ present: 0, late: 1, recorded: 1, rate: 0 });
  });

  it('takes its days from the configured start date, with the rate to one decimal', async () => {
    const put = (startDate: string) =>
      t.app.inject({ method: 'PUT', url: '/api/config/config', headers: bearer(admin.token), payload: { startDate, confirmDateChange: true } });
    expect((await put('2026-03-02')).statusCode).toBe(200);
    try {
      const people = await createParticipants(t, 3);
      await t.database.db
        .insert(attendance)
        .values(people.map((p, i) => ({ userId: p.user.id, date: '2026-03-03', status: i < 2 ? ('present' as const) : ('absent' as const) })));
      const o = await overview();
      expect(o.attendance.days[0]!.date).toBe('2026-03-02');
      expect(o.attendance.days[11]!.date).toBe('2026-03-13');
      // The records of the old dates fall outside the event now.
      expect(o.attendance.recorded).toBe(3);
      expect(o.attendance.days[1]).toMatchObject({ date: '2026-03-03', present: 2, absent: 1, rate: 66.7 });
    } finally {
      await put('2025-08-04');
    }
  });

  it('writes each switch flip to the audit trail with who flipped it', async () => {
    await setConfig(t, admin.token, { teamFormationEnabled: false, votingEnabled: true });
    await setConfig(t, admin.token, { teamFormationEnabled: true, votingEnabled: true });
    const entries = json(await t.app.inject({ url: '/api/audit?action=config', headers: bearer(admin.token) })).data.entries;
    expect(entries[0]).toMatchObject({ actor: { _id: admin.user.id }, action: 'config.update', details: { teamFormationEnabled: { from: false, to: true } } });
    // Nothing changed in votingEnabled the second time, so it is not listed.
    expect(entries[0].details.votingEnabled).toBeUndefined();
    expect(entries[1].details).toMatchObject({ teamFormationEnabled: { from: true, to: false }, votingEnabled: { from: false, to: true } });
    await setConfig(t, admin.token, { votingEnabled: false });
    const actors = json(await t.app.inject({ url: '/api/audit/actors', headers: bearer(admin.token) })).data.actors;
    expect(actors).toEqual([{ _id: admin.user.id, name: admin.user.name, role: 'superadmin' }]);
  });
});
