import { ATTENDANCE_MSG, dayOfDate, type AttendanceRecord, type markAttendanceSchema, type StaffAttendanceRecord } from '@hackcamp/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../../plugins/errors.ts';
import { managesParticipant } from '../users/staff-access.ts';
import type { UsersService } from '../users/users.service.ts';
import * as q from './attendance.queries.ts';

function toStaffView(r: q.AttendanceRow, user: { id: string; name: string; email: string }): StaffAttendanceRecord {
  return {
    _id: r.id,
    userId: { _id: user.id, name: user.name, email: user.email },
    date: r.date,
    day: dayOfDate(r.date) ?? 0,
    status: r.status,
    session: r.session,
  };
}

export function createAttendanceService(deps: { db: Db; users: UsersService }) {
  const { db, users } = deps;
  return {
    async mine(userId: string): Promise<AttendanceRecord[]> {
      const rows = await q.listForUser(db, userId);
      return rows.map((r) => ({ _id: r.id, date: r.date, day: dayOfDate(r.date) ?? 0, status: r.status, session: r.session }));
    },

    /**
     * Marks one participant's day, or changes the mark (one record per day), and the score with it.
     * A superadmin may mark any bootcamp participant, a mentor only those assigned to them.
     */
    async markForUser(caller: UserRow, input: z.output<typeof markAttendanceSchema>): Promise<{ record: StaffAttendanceRecord; created: boolean }> {
      return db.transaction(async (tx) => {
        const participant = await users.findById(tx, input.userId);
        if (!participant || participant.role !== 'participant') throw notFound(ATTENDANCE_MSG.participantNotFound);
        if (!managesParticipant(caller, participant)) throw forbidden(ATTENDANCE_MSG.notYourParticipant);
        if (participant.participantType === 'hackathon') throw conflict(ATTENDANCE_MSG.hackathonOnly);
        const { created, ...row } = await q.upsert(tx, { userId: participant.id, date: input.date, status: input.status, markedBy: caller.id });
        await users.recomputeScore(tx, participant.id);
        return { record: toStaffView(row, participant), created };
      });
    },

    /** Removes a record (same access rule as marking) and takes its points off the score. */
    async remove(caller: UserRow, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const found = await q.lockWithOwner(tx, id);
        if (!found) throw notFound(ATTENDANCE_MSG.notFound);
        if (!managesParticipant(caller, found.user)) throw forbidden(ATTENDANCE_MSG.notYourParticipant);
        await q.deleteById(tx, id);
        await users.recomputeScore(tx, found.user.id);
      });
    },
  };
}
export type AttendanceService = ReturnType<typeof createAttendanceService>;
