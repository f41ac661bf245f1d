import { z } from 'zod';
import { isoDateTime } from '../shared/api-envelope.ts';
import { PARTICIPANT_TYPES, ROLES } from '../shared/roles.ts';

/** A user as every call returns it; the schema is also the whitelist, so no password ever leaves. */
export const publicUserSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    mobile: z.string().nullable(),
    collegeName: z.string().nullable(),
    role: z.enum(ROLES),
    participantType: z.enum(PARTICIPANT_TYPES).nullable(),
    totalScore: z.number().int(),
    isActive: z.boolean(),
    mustChangePassword: z.boolean().describe('Set on accounts made with a generated password: nothing but the password change works until a new one is chosen'),
    profilePicture: z.string().nullable(),
    description: z.string().nullable(),
    specialization: z.string().nullable(),
    experience: z.number().int().nullable(),
    skills: z.array(z.string()),
    createdAt: isoDateTime,
    registrationDate: isoDateTime,
  })
  .meta({ id: 'User' });
export type PublicUser = z.infer<typeof publicUserSchema>;
