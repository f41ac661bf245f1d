/** What the QR code holds: a page a phone's own camera app can open, which posts the code. */
export function checkInUrl(code: string, origin = window.location.origin): string {
  return `${origin}/check-in?code=${encodeURIComponent(code)}`;
}
