import type { PublicUser } from '@hackcamp/contract';
import type { UserRow } from '../../db/schema/index.ts';

// Rows held by the session cache are answered again and again (the profile, every dashboard):
// each one's view is built once. A changed user is a new row object, so nothing stale is kept.
const views = new WeakMap<UserRow, PublicUser>();

/** The one way a user row leaves the server: never with its password hash. */
export function toPublicUser(row: UserRow): PublicUser {
  let view = views.get(row);
  if (!view) views.set(row, (view = build(row)));
  return view;
}

function build(row: UserRow): PublicUser {
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
