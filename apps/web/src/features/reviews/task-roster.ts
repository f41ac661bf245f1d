import type { Submission } from '@hackcamp/contract';
import { personMatcher } from '../../lib/person-match.ts';
import { isGraded } from './is-graded.ts';

/** Who a mentor follows: their participants who can hand in tasks. */
export interface RosterPerson {
  _id: string;
  name: string;
  email: string;
}

/** One line of a task's roster: a participant's submission, or a participant who has none yet. */
export type RosterRow = { person: RosterPerson; submission: Submission | null };

export const ROSTER_FILTERS = ['all', 'pending', 'graded', 'late', 'missing'] as const;
export type RosterFilter = (typeof ROSTER_FILTERS)[number];

export const ROSTER_FILTER_LABELS: Record<RosterFilter, string> = {
  all: 'All',
  pending: 'Pending',
  graded: 'Graded',
  late: 'Late',
  missing: 'No submission',
};

export const ROSTER_SORTS = ['name', 'submitted', 'score'] as const;
export type RosterSort = (typeof ROSTER_SORTS)[number];

export const ROSTER_SORT_LABELS: Record<RosterSort, string> = {
  name: 'Name',
  submitted: 'Submitted time',
  score: 'Score',
};

/**
 * Every submission of the task, plus a row for each participant who has not handed it in, so the
 * mentor sees whom to follow up with. A submission whose author is not (or no longer) in the
 * list still shows: it is work to grade.
 */
export function rosterRows(submissions: readonly Submission[], people: readonly RosterPerson[]): RosterRow[] {
  const rows: RosterRow[] = submissions.map((s) => ({ person: { _id: s.userId._id, name: s.userId.name, email: s.userId.email }, submission: s }));
  const handedIn = new Set(rows.map((r) => r.person._id));
  for (const p of people) if (!handedIn.has(p._id)) rows.push({ person: p, submission: null });
  return rows;
}

export function matchesFilter(row: RosterRow, filter: RosterFilter): boolean {
  const s = row.submission;
  switch (filter) {
    case 'all':
      return true;
    case 'missing':
      return s === null;
    case 'late':
      return s !== null && s.isLate;
    case 'graded':
      return s !== null && isGraded(s);
    case 'pending':
      return s !== null && !isGraded(s);
  }
}

/** How many rows each filter keeps, for the filter buttons. */
export function filterCounts(rows: readonly RosterRow[]): Record<RosterFilter, number> {
  const counts = Object.fromEntries(ROSTER_FILTERS.map((f) => [f, 0])) as Record<RosterFilter, number>;
  for (const row of rows) for (const f of ROSTER_FILTERS) if (matchesFilter(row, f)) counts[f]++;
  return counts;
}

const byName = (a: RosterRow, b: RosterRow) => a.person.name.localeCompare(b.person.name, undefined, { sensitivity: 'base' });

/**
 * By name (A to Z); by submitted time (latest first); by score (highest first, then work not yet
 * graded). Rows without a submission come last in the latter two, by name, as do ties.
 */
export function sortRows(rows: readonly RosterRow[], sort: RosterSort): RosterRow[] {
  const key = (r: RosterRow): number | null => {
    if (!r.submission) return null;
    if (sort === 'submitted') return Date.parse(r.submission.submittedAt);
    return r.submission.score;
  };
  return [...rows].sort((a, b) => {
    if (sort !== 'name') {
      const [ka, kb] = [key(a), key(b)];
      const rank = (r: RosterRow, k: number | null) => (k !== null ? 0 : r.submission ? 1 : 2);
      const [ra, rb] = [rank(a, ka), rank(b, kb)];
      if (ra !== rb) return ra - rb;
      if (ka !== null && kb !== null && ka !== kb) return kb - ka;
    }
    return byName(a, b);
  });
}

/**
 * The rows on screen: the search (every word in name or email) and the filter, sorted. `keep`
 * holds rows graded while this view was open, so a card does not vanish from under the mentor
 * when its grade takes it out of "Pending".
 */
export function visibleRows(
  rows: readonly RosterRow[],
  query: string,
  filter: RosterFilter,
  sort: RosterSort,
  keep: ReadonlySet<string> = new Set(),
): RosterRow[] {
  const matches = personMatcher(query);
  return sortRows(
    rows.filter((r) => matches(r.person) && (matchesFilter(r, filter) || (r.submission !== null && keep.has(r.submission._id)))),
    sort,
  );
}

/** A link's description is usually the submission's text too: shown once, the link then reads as its address. */
export function linkLabel(content: Pick<Submission['content'], 'text' | 'link' | 'linkTitle'>): string {
  const title = content.linkTitle.trim();
  return title && title !== content.text.trim() ? title : content.link;
}
