import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { auditLog, users } from '../schema/index.ts';
import { DEMO_TODAY_DAY, type DemoCalendar } from './demo-calendar.ts';

/**
 * A plausible trail of what the demo's superadmin did to set the event up, dated on the demo's own
 * calendar and never after its today: staff accounts three days before day 1, mentor assignments
 * the day before, team formation closed on day 2 once the teams had formed on day 1 and opened
 * again yesterday for the hackathon's teams. It agrees with the seeded data, so the Audit tab has
 * something true to show.
 */
export async function seedStaffActivity(tx: Db, adminId: string, calendar: DemoCalendar) {
  const [admin] = await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, adminId));
  if (!admin) return;
  const mentors = await tx.select().from(users).where(eq(users.role, 'mentor')).orderBy(asc(users.email));
  const judges = await tx.select().from(users).where(eq(users.role, 'judge')).orderBy(asc(users.email));
  const assigned = await tx
    .select({ id: users.id, name: users.name, mentorId: users.mentorId })
    .from(users)
    .where(and(eq(users.role, 'participant'), isNotNull(users.mentorId)))
    .orderBy(asc(users.email))
    .limit(12);
  const mentorName = new Map(mentors.map((m) => [m.id, m.name]));
  const at = (day: number, hour: number, minute = 0) => new Date(calendar.at(day, hour).getTime() + minute * 60_000);
  const entry = (when: Date, action: string, target: { type: string; id: string; label: string } | null, details: Record<string, unknown>) => ({
    actorId: admin.id,
    actorName: admin.name,
    action,
    targetType: target?.type ?? null,
    targetId: target?.id ?? null,
    targetLabel: target?.label ?? null,
    details,
    at: when,
  });
  await tx
    .insert(auditLog)
    .values([
      ...[...mentors, ...judges].map((p, i) => entry(at(-2, 9, i), 'user.create', { type: 'user', id: p.id, label: p.name }, { role: p.role, email: p.email })),
      ...assigned.map((p, i) =>
        entry(
          at(0, 11, i),
          'mentor.assign',
          { type: 'user', id: p.id, label: p.name },
          { mentorId: p.mentorId, mentorName: mentorName.get(p.mentorId!) ?? '', previousMentorId: null },
        ),
      ),
      entry(at(2, 8), 'config.update', { type: 'config', id: 'event', label: 'Event settings' }, { teamFormationEnabled: { from: true, to: false } }),
      entry(
        at(DEMO_TODAY_DAY - 1, 9, 30),
        'config.update',
        { type: 'config', id: 'event', label: 'Event settings' },
        { teamFormationEnabled: { from: false, to: true } },
      ),
    ]);
}
