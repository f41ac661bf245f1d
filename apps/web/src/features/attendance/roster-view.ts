import type { PeopleSort } from '../../components/ui/people-toolbar.tsx';
import { personMatcher } from '../../lib/person-match.ts';

/** Who the grid and Bulk Mark show: everyone, or those a day still needs a mark or a word for. */
export type RosterFilter = 'all' | 'absent' | 'unmarked';
export type RosterSort = PeopleSort;

export interface RosterQuery {
  search: string;
  filter: RosterFilter;
  sort: RosterSort;
}

export const EMPTY_ROSTER_QUERY: RosterQuery = { search: '', filter: 'all', sort: 'name' };

export interface RosterPerson {
  _id: string;
  name: string;
  email: string;
  totalScore?: number;
}

export interface RosterRecord {
  userId: { _id: string };
  date: string;
  status: string;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/** Per person: their status on `date` and the days they were present, read once from the records. */
export function attendanceIndex(records: readonly RosterRecord[], date: string) {
  const onDate = new Map<string, string>();
  const present = new Map<string, number>();
  for (const r of records) {
    if (r.date === date) onDate.set(r.userId._id, r.status);
    if (r.status === 'present') present.set(r.userId._id, (present.get(r.userId._id) ?? 0) + 1);
  }
  return { statusOn: (id: string) => onDate.get(id), daysPresent: (id: string) => present.get(id) ?? 0 };
}

/**
 * The people shown for a search, a filter about `date` (the event's today in the grid, the chosen
 * day in Bulk Mark) and a sort. Attendance and score sort highest first; ties keep name order, so
 * the list never jumps between equal people.
 */
export function rosterView<P extends RosterPerson>(people: readonly P[], records: readonly RosterRecord[], date: string, query: RosterQuery): P[] {
  const matches = personMatcher(query.search);
  const index = attendanceIndex(records, date);
  const shown = people.filter((p) => {
    if (!matches(p)) return false;
    if (query.filter === 'absent') return index.statusOn(p._id) === 'absent';
    if (query.filter === 'unmarked') return index.statusOn(p._id) === undefined;
    return true;
  });
  const sorted = shown.toSorted(byName);
  if (query.sort === 'attendance') return sorted.toSorted((a, b) => index.daysPresent(b._id) - index.daysPresent(a._id));
  if (query.sort === 'score') return sorted.toSorted((a, b) => (b.totalScore ?? 0) - (a.totalScore ?? 0));
  return sorted;
}

/** Whether anything narrows or reorders the list: "Clear" has something to undo. */
export const isNarrowed = (query: RosterQuery) => query.search.trim() !== '' || query.filter !== 'all';
