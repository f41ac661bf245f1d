import { EMAIL_SHAPE, LIMITS, MSG, TEXT_MSG, isOneLine, stripInvisible, type LoginInput } from '@hackcamp/contract';

/** The spec checks email before password and shows only the first failure. */
export type LoginField = keyof LoginInput;

export type LoginCheck = { ok: true; values: LoginInput } | { ok: false; field: LoginField; message: string };

function emailFailure(raw: string, cleaned: string): string | null {
  if (raw.length > LIMITS.emailMax * 2) return MSG.emailTooLong;
  if (!isOneLine(raw)) return TEXT_MSG.notOneLine('email');
  if (cleaned.length < 1) return MSG.emailRequired;
  if (cleaned.length > LIMITS.emailMax) return MSG.emailTooLong;
  return EMAIL_SHAPE.test(cleaned) ? null : MSG.emailInvalid;
}

function passwordFailure(password: string): string | null {
  if (password.length > LIMITS.passwordMax) return MSG.passwordTooLong;
  return password.length < 1 ? MSG.passwordRequired : null;
}

/**
 * The contract's `loginSchema` without zod, which would more than double the sign-in page's
 * first load: the same checks in the same order, the same first message, and the email cleaned
 * the same way (control characters and direction overrides refused, invisible characters out,
 * trimmed, lower case).
 */
export function checkLogin({ email, password }: LoginInput): LoginCheck {
  const cleaned = stripInvisible(email).trim();
  const emailMessage = emailFailure(email, cleaned);
  if (emailMessage) return { ok: false, field: 'email', message: emailMessage };
  const passwordMessage = passwordFailure(password);
  if (passwordMessage) return { ok: false, field: 'password', message: passwordMessage };
  return { ok: true, values: { email: cleaned.toLowerCase(), password } };
}
