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

/** A count with its noun in agreement: "1 member", "3 members", "0 teams"; `plural` for irregular nouns. */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(n)} ${n === 1 ? singular : plural}`;
}

/** An event day's date for a table, e.g. "Mon, 4 Aug"; the date is a plain calendar date. */
export function formatDayDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString(undefined, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** A calendar date ('YYYY-MM-DD') as "4 Aug", read as a local day (no time zone shift). */
export function shortDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00`).toLocaleDateString(undefined, { day: 'numeric', month: 'short' });
}

/** A calendar date ('YYYY-MM-DD') as "Mon, 4 Aug 2025". */
export function longDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00`).toLocaleDateString(undefined, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
}

/** A moment as "4 Aug 2025, 15:30" in the reader's time zone; null when missing. */
export function formatDateTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleString(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** An instant as a `datetime-local` field's value, in the browser's time zone ('' for none). */
export function toDateTimeLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
