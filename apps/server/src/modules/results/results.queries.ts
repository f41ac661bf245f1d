import { asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { problemStatements, teamMembers, teamProjects, teams, uploadedFiles, users } from '../../db/schema/index.ts';

const teamWithProject = {
  teamId: teams.id,
  name: teams.name,
  teamNumber: teams.teamNumber,
  problemStatement: problemStatements.title,
  title: teamProjects.title,
  summary: teamProjects.summary,
  repositoryUrl: teamProjects.repositoryUrl,
  demoUrl: teamProjects.demoUrl,
  slidesUrl: teamProjects.slidesUrl,
  fileName: uploadedFiles.fileName,
  fileSize: uploadedFiles.size,
  fileType: uploadedFiles.mimeType,
  updatedAt: teamProjects.updatedAt,
};
/** A team as the public page shows it; the project columns are null for a team without one. */
export interface PublicTeamRow {
  teamId: string;
  name: string;
  teamNumber: number;
  problemStatement: string | null;
  title: string | null;
  summary: string | null;
  repositoryUrl: string | null;
  demoUrl: string | null;
  slidesUrl: string | null;
  fileName: string | null;
  fileSize: number | null;
  fileType: string | null;
  updatedAt: Date | null;
}

const searchOf = (search: string | undefined): SQL | undefined =>
  search ? or(ilike(teams.name, likePattern(search)), ilike(teamProjects.title, likePattern(search))) : undefined;

/** A page of the teams that have a project, in team-number order, searched by team name or project title. */
export async function projectPage(db: Db, opts: { search?: string; limit: number; offset: number }) {
  const where = searchOf(opts.search);
  const [rows, [total]] = await Promise.all([
    db
      .select(teamWithProject)
      .from(teamProjects)
      .innerJoin(teams, eq(teams.id, teamProjects.teamId))
      .leftJoin(problemStatements, eq(problemStatements.id, teams.problemStatementId))
      .leftJoin(uploadedFiles, eq(uploadedFiles.id, teamProjects.fileId))
      .where(where)
      .orderBy(asc(teams.teamNumber))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ n: count() }).from(teamProjects).innerJoin(teams, eq(teams.id, teamProjects.teamId)).where(where),
  ]);
  return { rows: rows satisfies PublicTeamRow[], total: total?.n ?? 0 };
}

/** The winners' teams, with or without a project. */
export async function teamsByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select(teamWithProject)
    .from(teams)
    .leftJoin(teamProjects, eq(teamProjects.teamId, teams.id))
    .leftJoin(problemStatements, eq(problemStatements.id, teams.problemStatementId))
    .leftJoin(uploadedFiles, eq(uploadedFiles.id, teamProjects.fileId))
    .where(inArray(teams.id, ids));
  return rows satisfies PublicTeamRow[];
}

/** Member names of some teams, leader first, then by name. */
export async function memberNames(db: Db, teamIds: string[]) {
  if (teamIds.length === 0) return new Map<string, string[]>();
  const rows = await db
    .select({ teamId: teamMembers.teamId, name: users.name })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(inArray(teamMembers.teamId, teamIds))
    .orderBy(sql`${teamMembers.role} = 'leader' desc`, asc(users.name));
  const byTeam = new Map<string, string[]>();
  for (const r of rows) byTeam.set(r.teamId, [...(byTeam.get(r.teamId) ?? []), r.name]);
  return byTeam;
}
