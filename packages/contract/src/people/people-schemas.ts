import { z } from 'zod';
import { MOBILE_SHAPE, emailField, experienceField } from '../auth/auth-schemas.ts';
import { LIMITS } from '../shared/event.ts';
import { MSG } from '../shared/messages.ts';
import { PARTICIPANT_TYPES, ROLES } from '../shared/roles.ts';
import { optionalLine, optionalText, requiredText } from '../shared/text-fields.ts';
import { pageLimit, pageNumber, searchFilter } from '../shared/route-params.ts';

/** The admin dashboard's texts: the spec's where it has them, ours marked. */
export const ADMIN_MSG = {
  loadFailed: 'Failed to load dashboard data',
  teamFormationOn: 'Participants can create/join teams',
  teamFormationOff: 'Team formation will be available soon',
  votingOn: 'Voting is open',
  votingOff: 'Voting is closed',
  registrationOn: 'Anyone with the registration link can sign up', // ours
  registrationOff: 'Only a superadmin can create accounts', // ours
  settingsUpdated: 'Settings updated', // ours
  settingsFailed: 'Failed to update the setting', // ours
  /**
   * The question before an event switch flips, saying what changes for whom (the overview's Event
   * Controls): the title, then the consequence of turning it on or off.
   */
  switchAsk: {
    teamFormationEnabled: {
      on: 'Opening team formation lets participants create, join and rename teams and switch problem statements.',
      off: 'Closing team formation stops participants creating, joining, renaming or disbanding teams and switching problem statements; leaving a team stays possible and existing teams are kept.',
    },
    votingEnabled: {
      on: 'Opening voting lets the leader of every team of 2 or more formed before now rate the other teams.',
      off: 'Closing voting stops new votes and changes to votes; votes already cast are kept.',
    },
    blindVoting: {
      on: "Turning blind voting on hides each team's average and vote count from voters until their team has rated it.",
      off: "Turning blind voting off shows every team's average and vote count to voters again.",
    },
    registrationOpen: {
      on: 'Opening registration lets anyone with the link sign up from /register.',
      off: 'Closing registration stops new sign-ups from /register; people already registered are not affected.',
    },
    projectSubmissionEnabled: {
      on: "Opening project submission lets team leaders submit and edit their team's project.",
      off: 'Closing project submission stops leaders changing their projects; projects already submitted are kept and judges still see them.',
    },
  },
  /** The question's title and confirm button for a switch named `title`. */
  switchAskTitle: (title: string, on: boolean) => `${on ? 'Turn on' : 'Turn off'} ${title}?`, // ours
  switchAskConfirm: (on: boolean) => (on ? 'Turn on' : 'Turn off'), // ours
  noAttendance: 'No attendance data available',
  noUsers: 'No users found.',
  addMentorFailed: 'Failed to add mentor',
  deleteMentorFailed: 'Failed to delete mentor',
  addJudgeFailed: 'Failed to add judge', // ours
  userNotFound: 'User not found', // ours
  lastSuperadmin: 'The last active superadmin cannot be deleted, deactivated or given another role.', // ours
  notYourself: 'You cannot delete or deactivate your own account.', // ours
  changedMeanwhile: 'This account changed meanwhile. Please try again.', // ours
  userDeleted: 'User deleted', // ours
  deleteUserFailed: 'Failed to delete user', // ours
  impactLoadFailed: 'Failed to count what the deletion would remove', // ours
  userActivated: 'User activated', // ours
  userDeactivated: 'User deactivated', // ours
  toggleFailed: 'Failed to change the account status', // ours
  userUpdated: 'User updated', // ours
  updateUserFailed: 'Failed to update user', // ours
  staffCreated: 'Account created', // ours
  experienceInvalid: MSG.experienceInvalid,
  nothingToUpdate: 'Nothing to update', // ours
  participantTypeOnlyForParticipants: 'Only participants have a participation type', // ours
  auditLoadFailed: 'Failed to load the audit trail', // ours
  passwordReset: 'Password reset. Every session of this account has ended.', // ours
  resetPasswordFailed: 'Failed to reset the password', // ours
  resetOwnPassword: 'Use Change Password on your profile to change your own password.', // ours
} as const;

export const USER_SORT_FIELDS = ['createdAt', 'name', 'email', 'totalScore'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];

/** Admin users page: the spec's params; 10 per page, newest first by default. */
export const userListQuerySchema = z.object({
  page: pageNumber(),
  limit: pageLimit(10, 100),
  search: searchFilter(),
  role: z.enum(ROLES, { error: 'Unknown role' }).optional(),
  /** Participants of one type only (bootcamp: the whole event, hackathon: the hackathon only); other roles have no type and are left out. */
  participantType: z.enum(PARTICIPANT_TYPES, { error: 'participantType must be bootcamp or hackathon' }).optional(),
  sortBy: z.enum(USER_SORT_FIELDS, { error: 'sortBy must be createdAt, name, email or totalScore' }).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc'], { error: 'sortOrder must be asc or desc' }).default('desc'),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

/** An optional mobile number as a form sends it: blank, or a number of the registration's shape. */
export const mobileField = z
  .string()
  .trim()
  .max(15, { error: MSG.mobileInvalid, abort: true })
  .regex(MOBILE_SHAPE, { error: MSG.mobileInvalid })
  .or(z.literal(''));

/** PUT /users/{id}: any subset of the profile; the role too, with its consequences (see the service). */
export const userUpdateSchema = z
  .object({
    name: requiredText(MSG.nameRequired, LIMITS.nameMax, MSG.nameTooLong).optional(),
    email: emailField.optional(),
    mobile: mobileField.optional(),
    collegeName: optionalLine(LIMITS.collegeMax, MSG.collegeTooLong).optional(),
    role: z.enum(ROLES, { error: 'Role must be one of superadmin, mentor, judge, participant' }).optional(),
    participantType: z.enum(PARTICIPANT_TYPES, { error: MSG.participantTypeInvalid }).optional(),
    specialization: optionalLine(100).optional(),
    experience: experienceField.nullable().optional(),
    description: optionalText(1000).optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: ADMIN_MSG.nothingToUpdate });
export type UserUpdateInput = z.input<typeof userUpdateSchema>;
