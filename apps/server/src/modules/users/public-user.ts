import type { PublicUser } from '@hackcamp/contract';
import type { UserRow } from '../../db/schema/index.ts';

/** The one way a user row leaves the server: never with its password hash. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    collegeName: row.collegeName,
    role: row.role,
    participantType: row.participantType,
    totalScore: row.totalScore,
    isActive: row.isActive,
    mustChangePassword: row.mustChangePassword,
    profilePicture: row.profilePicture,
    description: row.description,
    specialization: row.specialization,
    experience: row.experience,
    skills: row.skills,
    createdAt: row.createdAt.toISOString(),
    registrationDate: row.registrationDate.toISOString(),
  };
}
