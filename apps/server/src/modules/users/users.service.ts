import type { LeaderboardEntry, MentorView, MyParticipant, leaderboardQuerySchema } from '@hackcamp/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import * as q from './users.queries.ts';

function toMentorView(row: UserRow, assigned: number): MentorView {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    description: row.description,
    skills: row.skills,
    specialization: row.specialization,
    experience: row.experience,
    profilePicture: row.profilePicture,
    assignedParticipants: assigned,
  };
}

export function createUsersService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async leaderboard(query: z.output<typeof leaderboardQuerySchema>) {
      const { total, rows } = await q.leaderboardPage(db, {
        role: query.role,
        search: query.search || undefined,
        page: query.page,
        limit: query.limit,
        order: query.sortOrder,
      });
      const totalPages = Math.max(1, Math.ceil(total / query.limit));
      const leaderboard: LeaderboardEntry[] = rows.map((r) => ({
        _id: r.id,
        name: r.name,
        email: r.email,
        collegeName: r.collegeName,
        totalScore: r.totalScore,
        rank: r.rank,
        description: r.description,
        skills: r.skills,
        profilePicture: r.profilePicture,
        role: r.role,
      }));
      return {
        leaderboard,
        pagination: { currentPage: query.page, totalPages, totalUsers: total, hasNextPage: query.page < totalPages, hasPrevPage: query.page > 1 },
      };
    },

    async myMentor(participantId: string): Promise<MentorView | null> {
      const mentor = await q.findMentorOf(db, participantId);
      if (!mentor) return null;
      const counts = await q.countAssigned(db, [mentor.id]);
      return toMentorView(mentor, counts.get(mentor.id) ?? 0);
    },

    async mentors(opts: { search?: string; page: number; limit: number }) {
      const { total, rows } = await q.listMentors(db, { search: opts.search, limit: opts.limit, offset: (opts.page - 1) * opts.limit });
      const counts = await q.countAssigned(db, rows.map((r) => r.id));
      const totalPages = Math.max(1, Math.ceil(total / opts.limit));
      return {
        mentors: rows.map((r) => toMentorView(r, counts.get(r.id) ?? 0)),
        pagination: { currentPage: opts.page, totalPages, totalMentors: total, hasNextPage: opts.page < totalPages, hasPrevPage: opts.page > 1 },
      };
    },

    summary: () => q.summary(db),

    /** The mentor's participants with their Daily Reports numbers, computed by the database. */
    async myParticipants(mentorId: string): Promise<MyParticipant[]> {
      const rows = await q.participantsOfMentor(db, mentorId);
      return rows.map((r) => ({
        _id: r.id,
        name: r.name,
        email: r.email,
        collegeName: r.collegeName,
        participantType: r.participantType,
        totalScore: r.totalScore,
        profilePicture: r.profilePicture,
        report: {
          presentDays: r.presentDays,
          absentDays: r.absentDays,
          records: r.records,
          attendanceRate: r.attendanceRate === null ? null : Number(r.attendanceRate),
          tasksSubmitted: r.tasksSubmitted,
          tasksGraded: r.tasksGraded,
          averageScore: r.averageScore === null ? null : Number(r.averageScore),
        },
      }));
    },

    /** For services that act on one person, inside their transaction when they have one. */
    findById: (tx: Db, id: string) => q.findById(tx, id),

    /**
     * For services that change attendance or grades, inside their transaction, after the change.
     * It locks the user row, so call it last and, for several users, in one order (sorted ids).
     */
    recomputeScore: (tx: Db, userId: string) => q.recomputeScore(tx, userId),
    /** The same for several users in two statements; locks their rows in id order. */
    recomputeScores: (tx: Db, userIds: string[]) => q.recomputeScores(tx, userIds),
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
