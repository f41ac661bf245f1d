import { ASSIGNMENT_MSG, type participantAssignmentSchema, type teamAssignmentSchema } from '@hackcamp/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { publishLiveEvent } from '../live/live-events.queries.ts';
import * as q from './assignments.queries.ts';

type ParticipantAssignment = z.output<typeof participantAssignmentSchema>;
type TeamAssignment = z.output<typeof teamAssignmentSchema>;

const ref = (r: { id: string; name: string; email: string }) => ({ _id: r.id, name: r.name, email: r.email });

/** The judge's list of teams changed: their screens refetch it. */
const tellJudge = (tx: Db, judgeId: string) => publishLiveEvent(tx, { name: 'judging', data: { judgeId } }, { users: [judgeId] });

/** Who mentors whom and who judges which team: superadmin changes, all or nothing, audited. */
export function createAssignmentsService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;
  return {
    /** For a judge given another role, inside the caller's transaction: their teams go back. */
    async releaseJudge(tx: Db, judgeId: string): Promise<number> {
      const released = await q.deleteAllJudgeAssignments(tx, judgeId);
      if (released > 0) await tellJudge(tx, judgeId);
      return released;
    },

    async assignParticipants(actor: UserRow, input: ParticipantAssignment) {
      return db.transaction(async (tx) => {
        const mentor = await q.findStaff(tx, input.mentorId, 'mentor');
        if (!mentor) throw notFound(ASSIGNMENT_MSG.mentorNotFound);
        const participants = await q.lockParticipants(tx, input.participantIds);
        if (participants.length !== input.participantIds.length) throw badRequest(ASSIGNMENT_MSG.participantsNotFound);
        const moving = participants.filter((p) => p.mentorId !== mentor.id);
        await q.setMentor(
          tx,
          moving.map((p) => p.id),
          mentor.id,
        );
        await audit.record(
          tx,
          actor,
          ...moving.map((p) => ({
            action: 'mentor.assign',
            target: { type: 'user', id: p.id, label: p.name },
            details: { mentorId: mentor.id, mentorName: mentor.name, previousMentorId: p.mentorId },
          })),
        );
        return { mentor: ref(mentor), participants: participants.map(ref) };
      });
    },

    async removeParticipants(actor: UserRow, input: ParticipantAssignment) {
      return db.transaction(async (tx) => {
        const mentor = await q.findStaff(tx, input.mentorId, 'mentor');
        if (!mentor) throw notFound(ASSIGNMENT_MSG.mentorNotFound);
        const leaving = (await q.lockParticipants(tx, input.participantIds)).filter((p) => p.mentorId === mentor.id);
        await q.setMentor(
          tx,
          leaving.map((p) => p.id),
          null,
        );
        await audit.record(
          tx,
          actor,
          ...leaving.map((p) => ({
            action: 'mentor.unassign',
            target: { type: 'user', id: p.id, label: p.name },
            details: { mentorId: mentor.id, mentorName: mentor.name },
          })),
        );
        return { removed: leaving.length };
      });
    },

    async assignTeamsToJudge(actor: UserRow, input: TeamAssignment) {
      return db.transaction(async (tx) => {
        const judge = await q.findStaff(tx, input.judgeId, 'judge');
        if (!judge) throw notFound(ASSIGNMENT_MSG.judgeNotFound);
        const teams = await q.findTeams(tx, input.teamIds);
        if (teams.length !== input.teamIds.length) throw badRequest(ASSIGNMENT_MSG.teamsNotFound);
        const added = new Set(await q.insertJudgeAssignments(tx, judge.id, input.teamIds));
        await audit.record(
          tx,
          actor,
          ...teams
            .filter((t) => added.has(t.id))
            .map((t) => ({ action: 'judge.assign', target: { type: 'team', id: t.id, label: t.name }, details: { judgeId: judge.id, judgeName: judge.name } })),
        );
        if (added.size > 0) await tellJudge(tx, judge.id);
        return { judge: ref(judge), teams: teams.map((t) => ({ _id: t.id, name: t.name, teamNumber: t.teamNumber })) };
      });
    },

    async removeTeamsFromJudge(actor: UserRow, input: TeamAssignment) {
      return db.transaction(async (tx) => {
        const judge = await q.findStaff(tx, input.judgeId, 'judge');
        if (!judge) throw notFound(ASSIGNMENT_MSG.judgeNotFound);
        const removed = new Set(await q.deleteJudgeAssignments(tx, judge.id, input.teamIds));
        const teams = (await q.findTeams(tx, [...removed])).map((t) => ({
          action: 'judge.unassign',
          target: { type: 'team', id: t.id, label: t.name },
          details: { judgeId: judge.id, judgeName: judge.name },
        }));
        await audit.record(tx, actor, ...teams);
        if (removed.size > 0) await tellJudge(tx, judge.id);
        return { removed: removed.size };
      });
    },
  };
}
export type AssignmentsService = ReturnType<typeof createAssignmentsService>;
