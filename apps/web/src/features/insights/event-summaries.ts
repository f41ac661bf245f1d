import type { EventInsights } from '@hackcamp/contract';
import { countOf, formatNumber, formatTime, shortDate } from '../../lib/format.ts';

/*
 * The sentence each Overview chart is named by (its role="img" label, shown under it too): the
 * figure an organiser looks for first, in words, so a screen reader or a glance gets it without
 * reading the bars. undefined where the chart shows its empty state instead.
 */

type AttendanceDay = EventInsights['attendanceByDay'][number];
type SubmissionsDay = EventInsights['submissionsByDay'][number];
type ScoreBin = EventInsights['scoreDistribution'][number];
type Judge = EventInsights['judges'][number];
type CheckIns = NonNullable<EventInsights['checkIns']>;

const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 100));

/** A score range of the distribution: "40–49", or "0" for a bar one score wide. */
export const scoreRange = (bin: Pick<ScoreBin, 'from' | 'to'>) => (bin.from === bin.to ? String(bin.from) : `${bin.from}–${bin.to}`);

/** The latest day that has come, against the day before it: is attendance falling off? */
export function attendanceSummary(days: readonly AttendanceDay[], participants: number): string | undefined {
  const come = days.filter((d) => !d.upcoming);
  const latest = come.at(-1);
  if (!latest || participants === 0) return undefined;
  const parts = [`${formatNumber(latest.late)} late`, `${formatNumber(latest.absent)} absent`, `${formatNumber(latest.unmarked)} not marked`];
  const today = `Day ${latest.day}: ${formatNumber(latest.present)} of ${formatNumber(participants)} present (${percent(latest.present, participants)}%), ${parts.join(', ')}`;
  const before = come.at(-2);
  return before ? `${today}; day ${before.day}: ${formatNumber(before.present)} present (${percent(before.present, participants)}%).` : `${today}.`;
}

/** Whether grading keeps up: everything handed in so far, and the latest task day's share of it. */
export function submissionsSummary(days: readonly SubmissionsDay[]): string | undefined {
  const withTasks = days.filter((d) => d.tasks > 0);
  if (withTasks.length === 0) return undefined;
  const total = withTasks.reduce((sum, d) => ({ submitted: sum.submitted + d.submitted, graded: sum.graded + d.graded, late: sum.late + d.late }), {
    submitted: 0,
    graded: 0,
    late: 0,
  });
  const all = `${countOf(total.submitted, 'submission')} so far, ${formatNumber(total.graded)} graded (${percent(total.graded, total.submitted)}%), ${formatNumber(total.late)} late`;
  const latest = [...withTasks].reverse().find((d) => d.submitted > 0);
  return latest ? `${all}; day ${latest.day}: ${formatNumber(latest.submitted)} submitted, ${formatNumber(latest.graded)} graded.` : `${all}.`;
}

/** Where most participants stand, and how far the top reaches. */
export function scoreDistributionSummary(bins: readonly ScoreBin[]): string | undefined {
  const people = bins.reduce((sum, b) => sum + b.count, 0);
  if (people === 0) return undefined;
  // The fullest bar; on a tie, the lower scores (the one that needs attention).
  const fullest = bins.reduce((best, b) => (b.count > best.count ? b : best));
  const top = bins.findLast((b) => b.count > 0)!;
  const most = `${countOf(people, 'participant')} by total score: the most, ${formatNumber(fullest.count)}, have ${scoreRange(fullest)} points`;
  return top === fullest ? `${most}.` : `${most}; the highest have ${scoreRange(top)} (${formatNumber(top.count)}).`;
}

const score = (value: number) => value.toFixed(2);

/** The harshest and the most lenient judge: why the ranking is normalised. */
export function judgesSummary(judges: readonly Judge[]): string | undefined {
  const scored = judges.filter((j): j is Judge & { mean: number } => j.evaluations > 0 && j.mean !== null);
  if (scored.length === 0) return undefined;
  const scores = countOf(
    scored.reduce((sum, j) => sum + j.evaluations, 0),
    'round score',
  );
  if (scored.length === 1) return `1 judge has given ${scores}, averaging ${score(scored[0]!.mean)}.`;
  const harshest = scored.reduce((low, j) => (j.mean < low.mean ? j : low));
  const kindest = scored.reduce((high, j) => (j.mean > high.mean ? j : high));
  return `${formatNumber(scored.length)} judges have given ${scores}; averages run from ${score(harshest.mean)} (${harshest.name}, the harshest) to ${score(kindest.mean)} (${kindest.name}, the most lenient).`;
}

/** How the latest window filled: who came of those expected, and its busiest minute. */
export function checkInSummary(window: CheckIns): string {
  const when = `Check-in of ${shortDate(window.date)}, ${formatTime(window.opensAt)}–${formatTime(window.closesAt)}`;
  const came = `${formatNumber(window.checkedInCount)} of ${formatNumber(window.expectedCount)} expected checked in`;
  const busiest = window.perMinute.reduce<CheckIns['perMinute'][number] | undefined>((best, m) => (m.count > (best?.count ?? 0) ? m : best), undefined);
  return busiest ? `${when}: ${came}; busiest minute ${formatTime(busiest.minute)} (${formatNumber(busiest.count)}).` : `${when}: ${came}.`;
}
