import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { judgeAssignments, teams, users } from '../../db/schema/index.ts';

export async function findStaff(db: Db, id: string, role: 'mentor' | 'judge') {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, role)));
  return row;
}

/** The participants among `ids`, locked so a concurrent delete or move waits for this change. */
export async function lockParticipants(tx: Db, ids: string[]) {
  return tx
    .select({ id: users.id, name: users.name, email: users.email, mentorId: users.mentorId })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.role, 'participant')))
    .orderBy(asc(users.id))
    .for('no key update');
}

export async function setMentor(tx: Db, ids: string[], mentorId: string | null) {
  await tx.update(users).set({ mentorId, updatedAt: new Date() }).where(inArray(users.id, ids));
}

export async function findTeams(db: Db, ids: string[]) {
  return db.select({ id: teams.id, name: teams.name, teamNumber: teams.teamNumber }).from(teams).where(inArray(teams.id, ids)).orderBy(asc(teams.teamNumber));
}

export async function insertJudgeAssignments(tx: Db, judgeId: string, teamIds: string[]): Promise<string[]> {
  const rows = await tx
    .insert(judgeAssignments)
    .values(teamIds.map((teamId) => ({ judgeId, teamId })))
    .onConflictDoNothing()
    .returning({ teamId: judgeAssignments.teamId });
  return rows.map((r) => r.teamId);
}

export async function deleteJudgeAssignments(tx: Db, judgeId: string, teamIds: string[]): Promise<string[]> {
  const rows = await tx
    .delete(judgeAssignments)
    .where(and(eq(judgeAssignments.judgeId, judgeId), inArray(judgeAssignments.teamId, teamIds)))
    .returning({ teamId: judgeAssignments.teamId });
  return rows.map((r) => r.teamId);
}

/** Every team of the judge; returns how many there were. */
export async function deleteAllJudgeAssignments(tx: Db, judgeId: string): Promise<number> {
  const rows = await tx.delete(judgeAssignments).where(eq(judgeAssignments.judgeId, judgeId)).returning({ teamId: judgeAssignments.teamId });
  return rows.length;
}
