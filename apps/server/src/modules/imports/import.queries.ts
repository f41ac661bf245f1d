import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { problemStatements, users } from '../../db/schema/index.ts';
import { pacer } from '../../lib/pace.ts';
import type { AssignmentWrite } from './plan-assignments.ts';
import type { ExistingPerson, PersonValues } from './plan-people.ts';
import type { ExistingProblem, ProblemValues } from './plan-problems.ts';

const CHUNK = 1000;
/**
 * Rows per write statement. Building one runs synchronously (with PGlite, so does running it):
 * 500 rows held every other request for tens of milliseconds; 100 keep it to a few. Between
 * statements the loops give the event loop a turn (`pace`): PGlite answers through promises
 * alone, so a transaction of many statements would otherwise let no other request in, not even
 * one served from memory.
 */
const WRITE_CHUNK = 100;

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The accounts with these emails, whatever their role. */
export async function findPeopleByEmail(db: Db, emails: string[]): Promise<(ExistingPerson & { mentorId: string | null })[]> {
  const unique = [...new Set(emails.filter(Boolean))];
  const out: (ExistingPerson & { mentorId: string | null })[] = [];
  const pace = pacer();
  for (const part of chunks(unique)) {
    await pace();
    out.push(
      ...(await db
        .select({
          id: users.id,
          email: users.email,
          role: users.role,
          name: users.name,
          mobile: users.mobile,
          collegeName: users.collegeName,
          participantType: users.participantType,
          description: users.description,
          skills: users.skills,
          specialization: users.specialization,
          experience: users.experience,
          mentorId: users.mentorId,
        })
        .from(users)
        .where(inArray(users.email, part))),
    );
  }
  return out;
}

/** The organisers' statements (custom ones belong to participants and are never matched). */
export async function findOrganiserProblems(db: Db): Promise<ExistingProblem[]> {
  return db
    .select({
      id: problemStatements.id,
      title: problemStatements.title,
      description: problemStatements.description,
      domain: problemStatements.domain,
      topic: problemStatements.topic,
      suggestedTechnologies: problemStatements.suggestedTechnologies,
      difficulty: problemStatements.difficulty,
    })
    .from(problemStatements)
    .where(eq(problemStatements.isCustom, false));
}

/** Imports of one event run one at a time, on every node: the second waits for the first to commit. */
export async function lockImports(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(4242016)`);
}

export type NewPerson = PersonValues & { name: string; email: string; role: 'participant' | 'mentor' | 'judge'; passwordHash: string };

/** Inserts in batches; returns the rows that went in (fewer means an email was taken meanwhile). */
export async function insertPeople(tx: Db, people: NewPerson[]): Promise<{ id: string; name: string; email: string }[]> {
  const inserted: { id: string; name: string; email: string }[] = [];
  const pace = pacer();
  for (const part of chunks(people, WRITE_CHUNK)) {
    await pace();
    const rows = await tx
      .insert(users)
      .values(
        part.map((p) => ({
          email: p.email,
          name: p.name,
          role: p.role,
          passwordHash: p.passwordHash,
          mustChangePassword: true,
          participantType: p.role === 'participant' ? (p.participantType ?? 'bootcamp') : null,
          mobile: p.mobile ?? null,
          collegeName: p.collegeName ?? null,
          description: p.description ?? null,
          skills: p.skills ?? [],
          specialization: p.specialization ?? null,
          experience: p.experience ?? null,
        })),
      )
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id, name: users.name, email: users.email });
    inserted.push(...rows);
  }
  return inserted;
}

/**
 * One statement per batch for rows that each change different fields: a field a row leaves out
 * arrives as null and keeps its value (coalesce), so nothing the file did not mention is erased.
 */
export async function updatePeople(tx: Db, updates: { id: string; values: PersonValues }[]) {
  const pace = pacer();
  for (const part of chunks(updates, WRITE_CHUNK)) {
    await pace();
    const json = JSON.stringify(
      part.map(({ id, values: v }) => ({
        id,
        name: v.name ?? null,
        mobile: v.mobile ?? null,
        college_name: v.collegeName ?? null,
        participant_type: v.participantType ?? null,
        description: v.description ?? null,
        skills: v.skills ?? null,
        specialization: v.specialization ?? null,
        experience: v.experience ?? null,
      })),
    );
    await tx.execute(sql`
      update "users" set
        "name" = coalesce(v."name", "users"."name"),
        "mobile" = coalesce(v."mobile", "users"."mobile"),
        "college_name" = coalesce(v."college_name", "users"."college_name"),
        "participant_type" = coalesce(v."participant_type", "users"."participant_type"),
        "description" = coalesce(v."description", "users"."description"),
        "skills" = coalesce(v."skills", "users"."skills"),
        "specialization" = coalesce(v."specialization", "users"."specialization"),
        "experience" = coalesce(v."experience", "users"."experience"),
        "updated_at" = now()
      from jsonb_to_recordset(${json}::jsonb) as v("id" uuid, "name" text, "mobile" text, "college_name" text, "participant_type" text,
        "description" text, "skills" jsonb, "specialization" text, "experience" integer)
      where "users"."id" = v."id"`);
  }
}

export async function setMentors(tx: Db, writes: AssignmentWrite[]) {
  const pace = pacer();
  for (const part of chunks(writes, WRITE_CHUNK)) {
    await pace();
    const json = JSON.stringify(part.map((w) => ({ id: w.participantId, mentor_id: w.mentorId })));
    await tx.execute(sql`
      update "users" set "mentor_id" = v."mentor_id", "updated_at" = now()
      from jsonb_to_recordset(${json}::jsonb) as v("id" uuid, "mentor_id" uuid)
      where "users"."id" = v."id" and "users"."role" = 'participant'`);
  }
}

export async function insertProblems(tx: Db, actorId: string, problems: ProblemValues[]) {
  const pace = pacer();
  for (const part of chunks(problems, WRITE_CHUNK)) {
    await pace();
    await tx.insert(problemStatements).values(
      part.map((p) => ({
        title: p.title,
        description: p.description,
        domain: p.domain,
        topic: p.topic ?? null,
        suggestedTechnologies: p.suggestedTechnologies ?? null,
        difficulty: p.difficulty ?? 'medium',
        isCustom: false,
        createdBy: actorId,
      })),
    );
  }
}

export async function updateProblems(tx: Db, updates: { id: string; values: Partial<ProblemValues> }[]) {
  const pace = pacer();
  for (const part of chunks(updates, WRITE_CHUNK)) {
    await pace();
    const json = JSON.stringify(
      part.map(({ id, values: v }) => ({
        id,
        title: v.title ?? null,
        description: v.description ?? null,
        domain: v.domain ?? null,
        topic: v.topic ?? null,
        suggested_technologies: v.suggestedTechnologies ?? null,
        difficulty: v.difficulty ?? null,
      })),
    );
    await tx.execute(sql`
      update "problem_statements" set
        "title" = coalesce(v."title", "problem_statements"."title"),
        "description" = coalesce(v."description", "problem_statements"."description"),
        "domain" = coalesce(v."domain", "problem_statements"."domain"),
        "topic" = coalesce(v."topic", "problem_statements"."topic"),
        "suggested_technologies" = coalesce(v."suggested_technologies", "problem_statements"."suggested_technologies"),
        "difficulty" = coalesce(v."difficulty", "problem_statements"."difficulty"),
        "updated_at" = now()
      from jsonb_to_recordset(${json}::jsonb) as v("id" uuid, "title" text, "description" text, "domain" text, "topic" text,
        "suggested_technologies" text, "difficulty" text)
      where "problem_statements"."id" = v."id"`);
  }
}
