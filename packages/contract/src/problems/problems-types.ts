import { z } from 'zod';
import { isoDateTime } from '../shared/api-envelope.ts';
import { DIFFICULTIES } from './problems-schemas.ts';

export const problemStatementSchema = z
  .object({
    _id: z.string(),
    title: z.string(),
    description: z.string(),
    domain: z.string(),
    category: z.string().describe('The same as domain (the spec uses both names)'),
    topic: z.string(),
    suggestedTechnologies: z.string().describe('Comma-separated'),
    difficulty: z.enum(DIFFICULTIES),
    isCustom: z.boolean(),
    isActive: z.boolean(),
    selectionCount: z.number().int().describe('Teams working on it; at 4 it is full'),
    isFull: z.boolean(),
    createdBy: z.string().nullable(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'ProblemStatement' });
export type ProblemStatement = z.infer<typeof problemStatementSchema>;

export const problemTitleSchema = z.object({
  _id: z.string(),
  title: z.string(),
  domain: z.string(),
  selectionCount: z.number().int(),
  isFull: z.boolean(),
});
export type ProblemTitle = z.infer<typeof problemTitleSchema>;
