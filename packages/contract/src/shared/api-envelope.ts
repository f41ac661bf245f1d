import { z } from 'zod';

/** One field's problem, as forms show it next to the field. */
export const fieldErrorSchema = z
  .object({ field: z.string().describe('The field, dotted for nested ones; empty for the body as a whole'), msg: z.string() })
  .meta({ id: 'FieldError' });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** Every failure, from a rule of ours or from the framework: never a stack trace or an internal code. */
export const apiFailureSchema = z
  .object({
    success: z.literal(false),
    message: z.string().describe('A sentence a person can read; the screens show it as it is'),
    errors: z.array(fieldErrorSchema).optional(),
  })
  .meta({ id: 'ApiFailure', description: 'The error envelope: every non-2xx answer has this shape' });
export type ApiFailure = z.infer<typeof apiFailureSchema>;

export interface ApiSuccess<T> {
  success: true;
  message?: string;
  data: T;
}

/** The success envelope around a call's result (the spec's client reads `response.data.data`). */
export const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), message: z.string().optional(), data });

/** For calls whose answer carries no data beyond the message. */
export const noData = z.object({});

/** Page position of a paged list; each list names its total after what it counts (the spec's names). */
export const paginationSchema = z.object({
  currentPage: z.number().int(),
  totalPages: z.number().int(),
  hasNextPage: z.boolean(),
  hasPrevPage: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const paginationWith = <K extends string>(totalKey: K) => paginationSchema.extend({ [totalKey]: z.number().int() } as { [P in K]: z.ZodNumber });

/** Timestamps leave the server as ISO 8601 text in UTC. */
export const isoDateTime = z.iso.datetime();
