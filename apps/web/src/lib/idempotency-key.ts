/**
 * A fresh Idempotency-Key for one submit of a create (announcements, tasks, teams, imports). From
 * getRandomValues, which, unlike randomUUID, also works on a plain-http address. Its own module:
 * the sign-in page's first load never needs it.
 */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
