import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { problemStatements, teamMembers, teams, users } from '../schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { DEMO_JUDGES, DEMO_MENTORS, DEMO_PASSWORD, demoParticipant } from './demo-people.ts';
import { DEMO_CUSTOM_PROBLEM, DEMO_PROBLEMS, DEMO_TEAMS } from './demo-problems.ts';

export const DEMO_ADMIN_EMAIL = 'admin@demo.hackcamp.dev';
export const DEMO_PARTICIPANTS = 80;
/** Every fourth participant is hackathon-only (20 of 80). */
export const isHackathonOnly = (i: number) => i % 4 === 3;

/** Fills an empty event with demo people. Runs once per database; later runs only print the accounts. */
export async function seedDemoEvent(db: Db): Promise<string> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
  if (!existing) {
    // One hash for all: every demo account shares the printed password, and 90 hashes would cost seconds.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db.transaction(async (tx) => {
      await tx.insert(users).values({ name: 'Swapna Admin', email: DEMO_ADMIN_EMAIL, passwordHash, role: 'superadmin', mobile: '+91 9000000001' });
      const mentors = await tx
        .insert(users)
        .values(
          DEMO_MENTORS.map((m, i) => ({
            ...m,
            email: `mentor${i + 1}@demo.hackcamp.dev`,
            mobile: `+91 90000001${String(i).padStart(2, '0')}`,
            passwordHash,
            role: 'mentor' as const,
          })),
        )
        .returning({ id: users.id });
      await tx.insert(users).values(
        DEMO_JUDGES.map((name, i) => ({ name, email: `judge${i + 1}@demo.hackcamp.dev`, passwordHash, role: 'judge' as const })),
      );
      const participants = await tx.insert(users).values(
        Array.from({ length: DEMO_PARTICIPANTS }, (_, i) => ({
          ...demoParticipant(i),
          passwordHash,
          role: 'participant' as const,
          participantType: isHackathonOnly(i) ? ('hackathon' as const) : ('bootcamp' as const),
          // Most participants have a mentor; the last eight wait for an assignment.
          mentorId: i < DEMO_PARTICIPANTS - 8 ? mentors[i % mentors.length]!.id : null,
        })),
      ).returning({ id: users.id });
      await seedTeams(tx, participants.map((p) => p.id));
    });
  }
  return [
    '',
    'Demo event ready. Every demo account uses the password: ' + DEMO_PASSWORD,
    `  superadmin             ${DEMO_ADMIN_EMAIL}`,
    '  mentors                mentor1@demo.hackcamp.dev .. mentor5@demo.hackcamp.dev',
    '  judges                 judge1@demo.hackcamp.dev .. judge4@demo.hackcamp.dev',
    '  bootcamp participant   participant1@demo.hackcamp.dev (leads a full team)',
    '  hackathon-only         participant4@demo.hackcamp.dev (every 4th participant is hackathon-only)',
    '  no team yet            participant70@demo.hackcamp.dev .. participant80@demo.hackcamp.dev',
    '',
  ].join('\n');
}

/**
 * Statements in every domain and difficulty (two of them full), one custom statement, and teams
 * in every state: full, well balanced, looking for members. Members are taken in order, leaving
 * the last participants free to join or create teams in the demo.
 */
async function seedTeams(tx: Db, participantIds: string[]) {
  const problems = await tx.insert(problemStatements).values(DEMO_PROBLEMS).returning({ id: problemStatements.id });
  let next = 0;
  for (const demo of DEMO_TEAMS) {
    const memberIds = participantIds.slice(next, next + demo.size);
    next += demo.size;
    const [team] = await tx
      .insert(teams)
      .values({ name: demo.name, description: `${demo.name} build for the HackCamp hackathon.`, leaderId: memberIds[0]!, problemStatementId: problems[demo.problem]!.id })
      .returning({ id: teams.id });
    await tx.insert(teamMembers).values(
      memberIds.map((userId, i) => ({ teamId: team!.id, userId, role: i === 0 ? ('leader' as const) : ('member' as const), joinedAt: new Date(Date.UTC(2025, 7, 13, 10, i)) })),
    );
  }
  // A participant with no team owns the custom statement.
  await tx.insert(problemStatements).values({ ...DEMO_CUSTOM_PROBLEM, difficulty: 'medium', isCustom: true, createdBy: participantIds[participantIds.length - 1]! });
}
