/** A date for people, e.g. "4 Aug 2025"; null when the value is missing or not a date. */
export function formatDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** First letter of a name for avatars; '?' keeps the circle from collapsing on an empty name. */
export function initialOf(name: string | null | undefined): string {
  return name?.trim().charAt(0).toUpperCase() || '?';
}

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * Points and counts for people, e.g. 1,864: one format on every screen, whatever the browser's
 * locale, so a score reads the same on the dashboard, the profile and the leaderboard.
 */
export function formatNumber(value: number): string {
  return NUMBER.format(value);
}
