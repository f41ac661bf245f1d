import type { z } from 'zod';
import type { FieldError } from './api-envelope.ts';

/** One message per field, the first one found, in the order the schema declares its fields. */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ field, msg: issue.message });
  }
  return out;
}
