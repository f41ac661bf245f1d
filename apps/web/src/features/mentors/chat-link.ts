import { toE164 } from '@hackcamp/contract';
import { nameWords } from '../../lib/person-name.ts';

// Numbers are stored in E.164 (issue 42); one kept from before that, or typed without a country
// code, is read with the event's code, so every link reaches the same phone the server would.

/** A WhatsApp chat link from the mobile number (spec: mentor contact button): wa.me takes the E.164 digits. */
export function chatLinkFor(mobile: string | null | undefined, countryCode = '+91'): string | null {
  const e164 = mobile ? toE164(mobile, countryCode) : null;
  return e164 ? `https://wa.me/${e164.slice(1)}` : null;
}

/** A call link from the mobile number, `tel:` with the full E.164 number. */
export function callLinkFor(mobile: string | null | undefined, countryCode = '+91'): string | null {
  const e164 = mobile ? toE164(mobile, countryCode) : null;
  return e164 ? `tel:${e164}` : null;
}

/**
 * What the contact button says: "Contact Ramesh Rao" for "Dr. Ramesh Rao" (titles dropped, first
 * and last name kept), "Contact mentor" when no name is left.
 */
export function contactLabel(name: string | null | undefined): string {
  const words = nameWords(name);
  const shown = words.length > 2 ? [words[0], words[words.length - 1]] : words;
  return shown.length ? `Contact ${shown.join(' ')}` : 'Contact mentor';
}
