import { z } from 'zod';
import { isoDateTime } from '../shared/api-envelope.ts';
import { PARTICIPANT_TYPES } from '../shared/roles.ts';

export const mentorViewSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    mobile: z.string().nullable(),
    description: z.string().nullable(),
    skills: z.array(z.string()),
    specialization: z.string().nullable(),
    experience: z.number().int().nullable(),
    profilePicture: z.string().nullable(),
    assignedParticipants: z.number().int().describe('How many participants are assigned to this mentor'),
  })
  .meta({ id: 'Mentor' });
export type MentorView = z.infer<typeof mentorViewSchema>;

/** A participant as the mentor cards and the assignment picker show them. */
export const assignedParticipantSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  collegeName: z.string().nullable(),
  participantType: z.enum(PARTICIPANT_TYPES).nullable(),
  isActive: z.boolean(),
});
export type AssignedParticipant = z.infer<typeof assignedParticipantSchema>;

/** GET /users/mentors/all: every mentor, active or not, with the participants assigned to them. */
export const mentorWithParticipantsSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    mobile: z.string().nullable(),
    specialization: z.string().nullable(),
    experience: z.number().int().nullable(),
    isActive: z.boolean(),
    createdAt: isoDateTime,
    participants: z.array(assignedParticipantSchema),
  })
  .meta({ id: 'MentorWithParticipants' });
export type MentorWithParticipants = z.infer<typeof mentorWithParticipantsSchema>;
