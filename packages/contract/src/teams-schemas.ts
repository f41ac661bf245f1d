import { z } from 'zod';
import { LIMITS } from './event.ts';
import { idFilter, pageLimit, pageNumber, searchFilter } from './routes/common.ts';
import { isOneLine, oneLine, optionalText as boundedText, stripInvisible } from './text-fields.ts';

export const PROBLEM_DOMAINS = ['health', 'sports', 'agriculture', 'yoga', 'education', 'technology'] as const;
export type ProblemDomain = (typeof PROBLEM_DOMAINS)[number];
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** A team's own fields; its size and a statement's teams are LIMITS.teamMaxMembers and problemMaxTeams. */
export const TEAM_LIMITS = {
  nameMin: 3,
  nameMax: 50,
  descriptionMax: 200,
  /** A team this big or bigger (and not full) reads "Well Balanced". */
  wellBalancedFrom: 4,
} as const;

/** A problem statement's fields, and the list's filters. */
export const PROBLEM_LIMITS = {
  titleMin: 10,
  titleMax: 150,
  descriptionMin: 50,
  descriptionMax: 500,
  topicMax: 100,
  technologiesMax: 300,
  filterMax: 30,
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

export const PROBLEM_MSG = {
  titleRequired: 'Title is required',
  titleTooShort: `Title must be at least ${PROBLEM_LIMITS.titleMin} characters long`,
  titleTooLong: `Title must be at most ${PROBLEM_LIMITS.titleMax} characters`,
  descriptionRequired: 'Description is required',
  descriptionTooShort: `Description must be at least ${PROBLEM_LIMITS.descriptionMin} characters long`,
  descriptionTooLong: `Description must be at most ${PROBLEM_LIMITS.descriptionMax} characters`,
  domainRequired: 'Domain is required',
  domainInvalid: 'Domain must be one of health, sports, agriculture, yoga, education, technology',
  difficultyInvalid: 'Difficulty must be easy, medium or hard',
  customExists: 'You have already created a custom problem statement',
  customCreated: 'Custom problem statement created successfully!',
  customFailed: 'Failed to create custom problem statement',
  created: 'Problem statement created',
  updated: 'Problem statement updated',
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

const problemTitle = z
  .string({ error: PROBLEM_MSG.titleRequired })
  .max(300, { error: PROBLEM_MSG.titleTooLong, abort: true })
  .refine(isOneLine, oneLine)
  .overwrite(stripInvisible)
  .trim()
  .min(1, { error: PROBLEM_MSG.titleRequired })
  .min(PROBLEM_LIMITS.titleMin, { error: PROBLEM_MSG.titleTooShort })
  .max(PROBLEM_LIMITS.titleMax, { error: PROBLEM_MSG.titleTooLong });
const problemDescription = z
  .string({ error: PROBLEM_MSG.descriptionRequired })
  .max(1000, { error: PROBLEM_MSG.descriptionTooLong, abort: true })
  .overwrite(stripInvisible)
  .trim()
  .min(1, { error: PROBLEM_MSG.descriptionRequired })
  .min(PROBLEM_LIMITS.descriptionMin, { error: PROBLEM_MSG.descriptionTooShort })
  .max(PROBLEM_LIMITS.descriptionMax, { error: PROBLEM_MSG.descriptionTooLong });
const problemDomain = z
  .string({ error: PROBLEM_MSG.domainRequired })
  .max(60, { error: PROBLEM_MSG.domainInvalid, abort: true })
  .trim()
  .toLowerCase()
  .min(1, { error: PROBLEM_MSG.domainRequired })
  .pipe(z.enum(PROBLEM_DOMAINS, { error: PROBLEM_MSG.domainInvalid }));
const optionalText = (max: number) => boundedText(max).optional().default('');

export const customProblemSchema = z.object({
  title: problemTitle,
  description: problemDescription,
  domain: problemDomain,
  topic: optionalText(PROBLEM_LIMITS.topicMax),
  suggestedTechnologies: optionalText(PROBLEM_LIMITS.technologiesMax),
});
export type CustomProblemInput = z.input<typeof customProblemSchema>;

export const createProblemSchema = customProblemSchema.extend({
  difficulty: z.enum(DIFFICULTIES, { error: PROBLEM_MSG.difficultyInvalid }).default('medium'),
  isActive: z.boolean().optional(),
});
export const updateProblemSchema = createProblemSchema.partial();

/** A free-text filter of the problem list, lower-cased. */
function listFilter(name: string) {
  const error = `${name} must be at most ${PROBLEM_LIMITS.filterMax} characters`; // ours
  return z.string({ error }).trim().toLowerCase().max(PROBLEM_LIMITS.filterMax, { error }).optional();
}

export const problemListQuerySchema = z.object({
  page: pageNumber(10_000),
  limit: pageLimit(10, 100),
  search: searchFilter(),
  domain: listFilter('domain'),
  category: listFilter('category'),
});

/** Team status label by member count (docs/product.md). */
export function teamStatusLabel(memberCount: number): 'Team Full' | 'Well Balanced' | 'Looking for Members' {
  if (memberCount >= LIMITS.teamMaxMembers) return 'Team Full';
  if (memberCount >= TEAM_LIMITS.wellBalancedFrom) return 'Well Balanced';
  return 'Looking for Members';
}
