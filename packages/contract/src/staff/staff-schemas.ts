import { z } from 'zod';
import { MOBILE_SHAPE, emailField, experienceField } from '../auth/auth-schemas.ts';
import { LIMITS } from '../shared/event.ts';
import { MSG } from '../shared/messages.ts';
import { PARTICIPANT_TYPES, STAFF_ROLES } from '../shared/roles.ts';
import { optionalLine, optionalText, requiredText } from '../shared/text-fields.ts';
import { ADMIN_MSG, mobileField } from '../people/people-schemas.ts';

/**
 * A staff account made by a superadmin. It has no password field: the server generates a
 * temporary one, answers it once, and the new person must replace it at first sign-in.
 */
export const registerAdminSchema = z.object({
  name: requiredText(MSG.nameRequired, LIMITS.nameMax, MSG.nameTooLong),
  email: emailField,
  role: z.enum(STAFF_ROLES, { error: MSG.roleInvalid }),
  mobile: z.string().trim().max(15, { error: MSG.mobileInvalid, abort: true }).regex(MOBILE_SHAPE, { error: MSG.mobileInvalid }).optional().or(z.literal('')),
  specialization: optionalLine(100).optional(),
  experience: experienceField.optional(),
  description: optionalText(1000).optional(),
  skills: z
    .array(optionalLine(50).pipe(z.string().min(1)))
    .max(30)
    .optional(),
});
export type RegisterAdminInput = z.input<typeof registerAdminSchema>;

/**
 * One participant added by a superadmin (Users, "Add participant"): the registration form's
 * fields and messages, without a password (a generated one, or an invitation when mail is set up).
 */
export const addParticipantSchema = z.object({
  name: requiredText(MSG.nameRequired, LIMITS.nameMax, MSG.nameTooLong),
  email: emailField,
  collegeName: requiredText(MSG.collegeRequired, LIMITS.collegeMax, MSG.collegeTooLong),
  mobile: z.string().trim().max(15, { error: MSG.mobileInvalid, abort: true }).regex(MOBILE_SHAPE, { error: MSG.mobileInvalid }).optional().or(z.literal('')),
  participantType: z.enum(PARTICIPANT_TYPES, { error: MSG.participantTypeInvalid }),
});
export type AddParticipantInput = z.input<typeof addParticipantSchema>;

/**
 * The Add Mentor and Add Judge forms (spec: name and email required; mobile, specialization and
 * experience optional; experience numeric). Text inputs, so experience arrives as text.
 */
export const staffFormSchema = z.object({
  name: requiredText(MSG.nameRequired, LIMITS.nameMax, MSG.nameTooLong),
  email: emailField,
  mobile: mobileField,
  specialization: optionalLine(100),
  experience: z
    .string()
    .trim()
    .max(2, { error: ADMIN_MSG.experienceInvalid, abort: true })
    .refine((v) => v === '' || (/^\d{1,2}$/.test(v) && Number(v) <= 80), { error: ADMIN_MSG.experienceInvalid }),
});
export type StaffFormInput = z.input<typeof staffFormSchema>;
