import type { UserRow } from '../../db/schema/index.ts';

/**
 * Staff who may act on a participant's records (attendance, grades): any superadmin, and the
 * mentor the participant is assigned to (users.mentorId is the assignment).
 */
export function managesParticipant(caller: Pick<UserRow, 'id' | 'role'>, participant: { mentorId: string | null }): boolean {
  return caller.role === 'superadmin' || (caller.role === 'mentor' && participant.mentorId === caller.id);
}
