export const ROLES = ['superadmin', 'mentor', 'judge', 'participant'] as const;
export type Role = (typeof ROLES)[number];

/** Roles the superadmin creates through register-admin. */
export const STAFF_ROLES = ['superadmin', 'mentor', 'judge'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PARTICIPANT_TYPES = ['bootcamp', 'hackathon'] as const;
export type ParticipantType = (typeof PARTICIPANT_TYPES)[number];

export const PARTICIPANT_TYPE_LABELS: Record<ParticipantType, string> = {
  bootcamp: 'Bootcamp + Hackathon',
  hackathon: 'Hackathon only',
};
