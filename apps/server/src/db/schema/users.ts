import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

/**
 * Everyone: participants, mentors, judges, superadmins. Mentor-only fields live here too (few
 * columns, one row per person). `mentorId` is the mentor-participant assignment: a participant has
 * at most one mentor, which the column itself guarantees.
 */
export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    mobile: text('mobile'),
    collegeName: text('college_name'),
    role: text('role', { enum: ['superadmin', 'mentor', 'judge', 'participant'] }).notNull(),
    participantType: text('participant_type', { enum: ['bootcamp', 'hackathon'] }),
    /** 10 per present day + graded submission scores, kept in step in the same transaction. */
    totalScore: integer('total_score').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** Set for accounts made with a generated password: the first sign-in must choose a new one. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    profilePicture: text('profile_picture'),
    description: text('description'),
    specialization: text('specialization'),
    experience: integer('experience'),
    skills: jsonb('skills').$type<string[]>().notNull().default([]),
    mentorId: uuid('mentor_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** When the last invitation mail went out (accounts added by an organiser with mail set up). */
    invitedAt: timestamp('invited_at', { withTimezone: true, mode: 'date' }),
    /** The first time this person signed in or chose a password: an account nobody has used yet is null. */
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }),
    registrationDate: timestamp('registration_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    // No index holds total_score: every mark and grade rewrites it, and a changed indexed column
    // makes PostgreSQL write a new entry into every index of the table (eight, two of them trigram
    // indexes whose pending lists then flush inside someone's request). Unindexed, the rewrite is a
    // heap-only (HOT) update in the room the table's fillfactor (80, set in migration 0010) leaves on
    // each page. The leaderboard is ranked in memory from one sorted read (leaderboard-model.ts).
    index('users_role_idx').on(t.role),
    index('users_mentor_idx').on(t.mentorId),
    // The attendance grid's order within a day is by name: a page of one day walks people by name
    // and finds each one's record through (user, date), instead of sorting the day's records.
    index('users_name_idx').on(t.name),
    // The admin's people list, newest first by default: a page reads the index, not a sort.
    index('users_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Searches by part of a name or email (ILIKE '%...%') read these instead of every row.
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    check('users_role_check', sql`${t.role} in ('superadmin', 'mentor', 'judge', 'participant')`),
    check('users_participant_type_check', sql`${t.participantType} is null or ${t.participantType} in ('bootcamp', 'hackathon')`),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);
export type UserRow = typeof users.$inferSelect;
