import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { judgeAssignments, teamMembers, teamProjects, teams, uploadedFiles, users } from '../../db/schema/index.ts';

export type ProjectValues = Pick<typeof teamProjects.$inferInsert, 'title' | 'summary' | 'repositoryUrl' | 'demoUrl' | 'slidesUrl'>;

export async function findTeam(db: Db, teamId: string) {
  const [row] = await db.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.id, teamId));
  return row;
}

/**
 * The team's row, locked as a membership change locks it (teams.service lockAsMember): a leader
 * handing over waits for the save, and the save sees who leads once it has the lock.
 */
export async function lockTeam(tx: Db, teamId: string) {
  const [row] = await tx.select({ id: teams.id, name: teams.name }).from(teams).where(eq(teams.id, teamId)).for('update');
  return row;
}

/** The caller's role in this team, or undefined when they are not on it. */
export async function roleIn(db: Db, teamId: string, userId: string): Promise<'leader' | 'member' | undefined> {
  const [row] = await db
    .select({ role: teamMembers.role })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)));
  return row?.role;
}

export async function isAssignedJudge(db: Db, judgeId: string, teamId: string): Promise<boolean> {
  const [row] = await db
    .select({ teamId: judgeAssignments.teamId })
    .from(judgeAssignments)
    .where(and(eq(judgeAssignments.judgeId, judgeId), eq(judgeAssignments.teamId, teamId)));
  return Boolean(row);
}

/** Whom a change of the project concerns besides superadmins: the members and the assigned judges. */
export async function audienceOf(db: Db, teamId: string): Promise<string[]> {
  const [members, judges] = await Promise.all([
    db.select({ id: teamMembers.userId }).from(teamMembers).where(eq(teamMembers.teamId, teamId)),
    db.select({ id: judgeAssignments.judgeId }).from(judgeAssignments).where(eq(judgeAssignments.teamId, teamId)),
  ]);
  return [...members, ...judges].map((r) => r.id);
}

/** The project with its file's description (never its bytes) and the name of who saved it last. */
export async function findProject(db: Db, teamId: string) {
  const [row] = await db
    .select({
      project: teamProjects,
      file: { name: uploadedFiles.fileName, size: uploadedFiles.size, mimeType: uploadedFiles.mimeType },
      updatedBy: { id: users.id, name: users.name },
    })
    .from(teamProjects)
    .leftJoin(uploadedFiles, eq(uploadedFiles.id, teamProjects.fileId))
    .leftJoin(users, eq(users.id, teamProjects.updatedBy))
    .where(eq(teamProjects.teamId, teamId));
  return row;
}
export type ProjectDetail = NonNullable<Awaited<ReturnType<typeof findProject>>>;

export async function lockProject(tx: Db, teamId: string) {
  const [row] = await tx.select().from(teamProjects).where(eq(teamProjects.teamId, teamId)).for('update');
  return row;
}

export async function upsertProject(tx: Db, teamId: string, values: ProjectValues, updatedBy: string) {
  const at = new Date();
  await tx
    .insert(teamProjects)
    .values({ teamId, ...values, updatedBy, updatedAt: at })
    .onConflictDoUpdate({ target: teamProjects.teamId, set: { ...values, updatedBy, updatedAt: at } });
}

export async function setProjectFile(tx: Db, teamId: string, fileId: string | null, updatedBy: string) {
  await tx.update(teamProjects).set({ fileId, updatedBy, updatedAt: new Date() }).where(eq(teamProjects.teamId, teamId));
}

export async function deleteFile(tx: Db, id: string) {
  await tx.delete(uploadedFiles).where(eq(uploadedFiles.id, id));
}
