import type { z } from 'zod';
import { toFieldErrors } from '@hackcamp/contract';
import { AppError } from './app-error.ts';
import { MSG } from '@hackcamp/contract';

/** For the few calls whose schema depends on who calls: parse or throw the same 400 as route schemas. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors = toFieldErrors(result.error);
  const first = errors[0];
  throw new AppError(400, errors.length === 1 && first ? first.msg : MSG.validationFailed, errors);
}
