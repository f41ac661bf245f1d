import { z } from 'zod';
import { isoDateTime } from '../shared/api-envelope.ts';

export const taskViewSchema = z
  .object({
    _id: z.string(),
    title: z.string(),
    description: z.string(),
    day: z.string().describe('day1 .. day12'),
    maxScore: z.number().int(),
    isActive: z.boolean(),
    dueDate: isoDateTime.nullable(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'Task' });
export type Task = z.infer<typeof taskViewSchema>;

/** GET /tasks/{id}/impact: what deleting the task would remove, for the confirmation to show. */
export const taskDeleteImpactSchema = z
  .object({
    submissions: z.number().int().describe('Submissions of the task, deleted with it'),
    graded: z.number().int().describe('Of them graded: their scores count in participants’ totals'),
    points: z.number().int().describe('The graded scores, taken off participants’ total scores'),
  })
  .meta({ id: 'TaskDeleteImpact' });
export type TaskDeleteImpact = z.infer<typeof taskDeleteImpactSchema>;
