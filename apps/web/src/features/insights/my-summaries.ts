import { INSIGHTS, type MyInsights, type MyScoreDay } from '@hackcamp/contract';
import { countOf, formatNumber } from '../../lib/format.ts';

const suffix = (n: number) => (n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'));
/** The place the chart compares with, as the legend names it: "10th place". */
export const COMPARE_PLACE = `${INSIGHTS.comparePlace}${suffix(INSIGHTS.comparePlace)} place`;

function against(me: number, other: number, name: string): string {
  // From the figure as shown (a median may be a half), so the sentence's arithmetic checks out.
  const shown = Math.round(other);
  const gap = me - shown;
  if (gap === 0) return `level with ${name} (${formatNumber(shown)})`;
  return `${formatNumber(Math.abs(gap))} ${gap > 0 ? 'above' : 'below'} ${name} (${formatNumber(shown)})`;
}

/** Where a participant stands on the latest day that has figures: their score against the median and 10th place. */
export function myScoreSummary(days: MyScoreDay[]): string {
  const latest = days.filter((d) => d.me !== null).at(-1);
  if (!latest || latest.me === null) return 'Your chart starts on the first day of the bootcamp.';
  const parts: string[] = [];
  if (latest.median !== null) parts.push(against(latest.me, latest.median, 'the median'));
  if (latest.top10 !== null) parts.push(against(latest.me, latest.top10, COMPARE_PLACE));
  const standing = parts.length > 0 ? `: ${parts.join(' and ')}` : '';
  return `On day ${latest.day} you have ${countOf(latest.me, 'point')}${standing}.`;
}

export function streakText({ current, best }: MyInsights['streak']): string {
  if (best === 0) return 'Attendance streak: none yet';
  return `Attendance streak: ${countOf(current, 'day')} (best ${formatNumber(best)})`;
}
