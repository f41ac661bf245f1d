import { z } from 'zod';
import { LIMITS } from '../shared/event.ts';
import { idFilter, pageLimit, pageNumber, searchFilter } from '../shared/route-params.ts';
import { isOneLine, oneLine, optionalText as boundedText, stripInvisible } from '../shared/text-fields.ts';

/** A team's own fields; its size and a statement's teams are LIMITS.teamMaxMembers and problemMaxTeams. */
export const TEAM_LIMITS = {
  nameMin: 3,
  nameMax: 50,
  descriptionMax: 200,
  /** A team this big or bigger (and not full) reads "Well Balanced". */
  wellBalancedFrom: 4,
} as const;

const nameRange = `${TEAM_LIMITS.nameMin}-${TEAM_LIMITS.nameMax} characters`;

export const TEAM_MSG = {
  nameRequired: 'Please enter a team name',
  nameHint: `${nameRange}, must be unique`,
  nameLength: `Team name must be ${nameRange}`,
  nameShape: 'Team name can only use letters, numbers, spaces, hyphens and underscores',
  nameTaken: 'A team with this name already exists. Please choose another name.',
  descriptionTooLong: `Description must be at most ${TEAM_LIMITS.descriptionMax} characters`,
  requiredFields: 'Please fill in all required fields',
  selectionLimit: `This problem statement has already been selected by ${LIMITS.problemMaxTeams} teams. Please choose a different problem statement.`,
  selectionLimitLabel: 'SELECTION LIMIT REACHED',
  formationDisabled: 'Team Formation Disabled - Team formation will be available soon. Please check back later.',
  formationDisabledServer: 'Team formation is currently disabled. It will be available soon. Please check back later.',
  teamFull: `This team is full (${LIMITS.teamMaxMembers} members). Please choose another team.`,
  alreadyInTeam: 'You are already in a team. Leave it before joining or creating another.',
  notInTeam: 'You are not a member of this team',
  noTeam: 'You are not part of any team',
  leaderOnly: 'Only the team leader can do this',
  onlyParticipants: 'Only participants can form teams',
  teamNotFound: 'Team not found',
  problemNotFound: 'Problem statement not found',
  memberNotFound: 'That person is not a member of this team',
  cannotRemoveSelf: 'The leader cannot remove themselves. Use Leave Team instead.',
  transferTargetRequired: 'Please choose a member to lead the team',
  // client-side texts from the spec
  created: 'Team created successfully!',
  createdLong: 'Team created successfully! You can now collaborate on your selected problem statement.',
  joined: 'Successfully joined the team!',
  updated: 'Team updated successfully!',
  memberRemoved: 'Member removed successfully!',
  left: 'Successfully left the team!',
  leftWithTransfer: 'Leadership transferred and left the team!',
  disbanded: 'Team disbanded',
  createFailed: 'Failed to create team',
  joinFailed: 'Failed to join team',
  updateFailed: 'Failed to update team',
  removeFailed: 'Failed to remove member',
  leaveFailed: 'Failed to leave team',
  transferFailed: 'Failed to transfer leadership',
  noTeamToLeave: 'No team to leave',
  loadTeamsFailed: 'Failed to load teams',
  loadMentorsFailed: 'Failed to load mentors',
  loadMyTeamFailed: 'Failed to load your team. Please try again.',
  // admin Teams tab
  loadTeamsDataFailed: 'Failed to load teams data',
  exportFailed: 'Failed to export to PDF/Excel',
  noTeamsFound: 'No teams found.', // ours
} as const;

const id = (msg: string) => z.string({ error: msg }).trim().min(1, { error: msg }).max(36, { error: msg, abort: true }).uuid({ error: msg });

export const TEAM_NAME_SHAPE = /^[A-Za-z0-9 _-]+$/;

const teamName = z
  .string({ error: TEAM_MSG.nameRequired })
  .max(200, { error: TEAM_MSG.nameLength, abort: true })
  .refine(isOneLine, oneLine)
  .overwrite(stripInvisible)
  .trim()
  .min(1, { error: TEAM_MSG.nameRequired })
  .min(TEAM_LIMITS.nameMin, { error: TEAM_MSG.nameLength })
  .max(TEAM_LIMITS.nameMax, { error: TEAM_MSG.nameLength, abort: true })
  .regex(TEAM_NAME_SHAPE, { error: TEAM_MSG.nameShape });

const teamDescription = boundedText(TEAM_LIMITS.descriptionMax, TEAM_MSG.descriptionTooLong);

export const createTeamSchema = z.object({
  name: teamName,
  description: teamDescription.optional().default(''),
  problemStatement: id(TEAM_MSG.requiredFields),
});
export type CreateTeamInput = z.input<typeof createTeamSchema>;

export const updateTeamSchema = z
  .object({
    name: teamName.optional(),
    description: teamDescription.optional(),
    problemStatement: id(TEAM_MSG.problemNotFound).optional(),
  })
  .refine((v) => v.name !== undefined || v.description !== undefined || v.problemStatement !== undefined, {
    error: TEAM_MSG.requiredFields,
  });
export type UpdateTeamInput = z.input<typeof updateTeamSchema>;

export const leaveTeamSchema = z.object({
  transferToUserId: id(TEAM_MSG.memberNotFound).optional(),
});

/** What a team list can be ordered by; ties fall back to the team number. */
export const TEAM_SORT_KEYS = ['teamNumber', 'name', 'members', 'createdAt'] as const;
export type TeamSortKey = (typeof TEAM_SORT_KEYS)[number];

export const teamListQuerySchema = z.object({
  search: searchFilter(),
  problemStatementId: idFilter(),
  page: pageNumber(10_000),
  limit: pageLimit(200, 200),
  sortBy: z.enum(TEAM_SORT_KEYS, { error: 'sortBy must be one of teamNumber, name, members, createdAt' }).default('teamNumber'), // ours
  sortOrder: z.enum(['asc', 'desc'], { error: 'sortOrder must be asc or desc' }).default('asc'), // ours
});

export const availableUsersQuerySchema = z.object({
  search: searchFilter(),
  limit: pageLimit(20, 100),
});

/** Team status label by member count (docs/product.md). */
export function teamStatusLabel(memberCount: number): 'Team Full' | 'Well Balanced' | 'Looking for Members' {
  if (memberCount >= LIMITS.teamMaxMembers) return 'Team Full';
  if (memberCount >= TEAM_LIMITS.wellBalancedFrom) return 'Well Balanced';
  return 'Looking for Members';
}
