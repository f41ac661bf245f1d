import { MSG, toE164 } from '@hackcamp/contract';
import { badRequest } from './app-error.ts';

/**
 * A typed mobile number as it is stored: E.164, with the event's country code when none was typed
 * (contract phone.ts), so WhatsApp and call links work. undefined stays undefined (no change) and
 * an empty one is null (none); a number that cannot be E.164 is a 400 on the mobile field.
 */
export function storedMobile(typed: string | null | undefined, countryCode: string): string | null | undefined {
  if (typed === undefined) return undefined;
  if (typed === null || typed.trim() === '') return null;
  const e164 = toE164(typed, countryCode);
  if (!e164) throw badRequest(MSG.mobileInvalid, [{ field: 'mobile', msg: MSG.mobileInvalid }]);
  return e164;
}
