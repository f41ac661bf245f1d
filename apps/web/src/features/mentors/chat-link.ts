/** A chat link built from the digits of a phone number (spec: mentor contact button). */
export function chatLinkFor(mobile: string | null | undefined): string | null {
  const digits = (mobile ?? '').replace(/\D/g, '');
  return digits.length >= 10 ? `https://wa.me/${digits}` : null;
}
