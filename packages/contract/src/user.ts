import type { ParticipantType, Role } from './roles.ts';

/** A user as every call returns it; never carries the password. */
export interface PublicUser {
  _id: string;
  name: string;
  email: string;
  mobile: string | null;
  collegeName: string | null;
  role: Role;
  participantType: ParticipantType | null;
  totalScore: number;
  isActive: boolean;
  profilePicture: string | null;
  description: string | null;
  specialization: string | null;
  experience: number | null;
  skills: string[];
  createdAt: string;
  registrationDate: string;
}

export interface AuthResult {
  user: PublicUser;
  token: string;
}
