import { z } from 'zod';
import { pageLimit, pageNumber, searchFilter } from '../shared/route-params.ts';
import { isOneLine, oneLine, optionalText as boundedText, stripInvisible } from '../shared/text-fields.ts';

export const PROBLEM_DOMAINS = ['health', 'sports', 'agriculture', 'yoga', 'education', 'technology'] as const;
export type ProblemDomain = (typeof PROBLEM_DOMAINS)[number];
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

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
