import type { MentorView, MentorWithParticipants, MyParticipant } from '@hackcamp/contract';
import { TAG, type Caches } from '../../cache/caches.ts';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import * as q from './mentors.queries.ts';

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

/** The mentor directory, a participant's mentor card, and a mentor's own people with their Daily Reports numbers. */
export function createMentorsService(deps: { db: Db; caches: Caches }) {
  const { db } = deps;
  // Kept until the database names a change to what they show (see cache/caches.ts): a
  // participant's mentor card, and a mentor's Daily Reports (their people's attendance and work;
  // a task's maximum score counts too).
  const mentorCards = deps.caches.create<MentorView | null>({ maxEntries: 20_000, maxAgeMs: 10 * 60_000 });
  const reports = deps.caches.create<MyParticipant[]>({ maxEntries: 1_000, maxAgeMs: 10 * 60_000 });

  async function myParticipants(mentorId: string): Promise<MyParticipant[]> {
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
  }

  return {
    myMentor: (participantId: string): Promise<MentorView | null> =>
      mentorCards.getOrLoad(participantId, async () => {
        const mentor = await q.findMentorOf(db, participantId);
        if (!mentor) return { value: null, tags: [participantId] };
        const counts = await q.countAssigned(db, [mentor.id]);
        return { value: toMentorView(mentor, counts.get(mentor.id) ?? 0), tags: [participantId, mentor.id] };
      }),

    /** The active mentors, a page at a time, with how many participants each has. */
    async directory(opts: { search?: string; page: number; limit: number }) {
      const { total, rows } = await q.listMentors(db, { search: opts.search, limit: opts.limit, offset: (opts.page - 1) * opts.limit });
      const counts = await q.countAssigned(
        db,
        rows.map((r) => r.id),
      );
      const totalPages = Math.max(1, Math.ceil(total / opts.limit));
      return {
        mentors: rows.map((r) => toMentorView(r, counts.get(r.id) ?? 0)),
        pagination: { currentPage: opts.page, totalPages, totalMentors: total, hasNextPage: opts.page < totalPages, hasPrevPage: opts.page > 1 },
      };
    },

    /** The mentor's participants with their Daily Reports numbers, computed by the database. */
    myParticipants: (mentorId: string): Promise<MyParticipant[]> =>
      reports.getOrLoad(mentorId, async () => ({
        value: await myParticipants(mentorId),
        tags: [mentorId, TAG.workOf(mentorId), TAG.attendanceOf(mentorId), TAG.tasks],
      })),

    /** Every mentor with the participants assigned to them: the admin's assignment page. */
    async withParticipants(): Promise<MentorWithParticipants[]> {
      const { mentorRows, participantRows } = await q.mentorsWithParticipants(db);
      const byMentor = new Map<string, MentorWithParticipants['participants']>();
      for (const p of participantRows) {
        const list = byMentor.get(p.mentorId!) ?? [];
        list.push({ _id: p.id, name: p.name, email: p.email, collegeName: p.collegeName, participantType: p.participantType, isActive: p.isActive });
        byMentor.set(p.mentorId!, list);
      }
      return mentorRows.map((m) => ({
        _id: m.id,
        name: m.name,
        email: m.email,
        mobile: m.mobile,
        specialization: m.specialization,
        experience: m.experience,
        isActive: m.isActive,
        createdAt: m.createdAt.toISOString(),
        participants: byMentor.get(m.id) ?? [],
      }));
    },
  };
}
export type MentorsService = ReturnType<typeof createMentorsService>;
