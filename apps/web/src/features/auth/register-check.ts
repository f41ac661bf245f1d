import { registerSchema, toFieldErrors, type FieldError, type RegisterInput } from '@hackcamp/contract';

// A module of its own, loaded by components/register-form.tsx once the visitor starts on the
// form: the schema brings zod (25 KB gzipped, and about half a second of a phone's main thread to
// start), which the page's first paint does not need.

/** The contract's registration check: the values as the API takes them, or one message per field in the form's order. */
export function checkRegistration(values: RegisterInput): { ok: true; values: RegisterInput } | { ok: false; fieldErrors: FieldError[] } {
  const parsed = registerSchema.safeParse(values);
  return parsed.success ? { ok: true, values: parsed.data } : { ok: false, fieldErrors: toFieldErrors(parsed.error) };
}
