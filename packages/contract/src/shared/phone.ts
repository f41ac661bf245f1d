/**
 * Phone numbers are stored in E.164 ('+919876543210'), so chat and call links work anywhere. A
 * number typed without a country code gets the event's (settings: phoneCountryCode, '+91' by
 * default); a leading trunk 0 is dropped, and '00' is read as '+'. Migration 0026 applied the same
 * rule in SQL to the numbers stored before.
 */
export const E164_SHAPE = /^\+[1-9][0-9]{7,14}$/;

/** The E.164 form of a typed number, or null when it cannot be one. */
export function toE164(typed: string, countryCode: string): string | null {
  // Length first: the number fields allow at most 15 characters, this is only a guard.
  if (typed.length > 40) return null;
  const trimmed = typed.trim();
  const digits = trimmed.replace(/\D/g, '');
  let e164: string;
  if (trimmed.startsWith('+')) e164 = `+${digits}`;
  else if (digits.startsWith('00')) e164 = `+${digits.slice(2)}`;
  else e164 = `${countryCode}${digits.replace(/^0/, '')}`;
  return E164_SHAPE.test(e164) ? e164 : null;
}
