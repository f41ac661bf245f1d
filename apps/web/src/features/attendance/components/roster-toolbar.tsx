import { SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { EMPTY_ROSTER_QUERY, type RosterFilter, type RosterQuery, type RosterSort } from '../roster-view.ts';

/**
 * Search, filter and sort over the participants already loaded (a mentor's whole share is on the
 * page), with the count shown. `dayFilters` names the filters' day ("today", "on Day 3"); without
 * one (today is no event day) there is no day to be absent on, so the filters are left out.
 */
export function RosterToolbar({
  id,
  query,
  onChange,
  shown,
  total,
  dayFilters,
}: {
  /** Prefixes the fields' ids: the grid and Bulk Mark each have their own. */
  id: string;
  query: RosterQuery;
  onChange: (next: RosterQuery) => void;
  shown: number;
  total: number;
  dayFilters?: { absent: string; unmarked: string };
}) {
  return (
    // On a phone the filter has the row to itself (its labels are long), the sort shares one with the count.
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-[minmax(0,1fr)_13rem_11rem] sm:items-end">
      <div className="col-span-2 sm:col-span-1">
        <Label htmlFor={`${id}-search`} className="mb-1 text-xs">
          Search participants
        </Label>
        <SearchInput
          id={`${id}-search`}
          type="search"
          aria-label="Search participants"
          placeholder="Name or email"
          autoComplete="off"
          value={query.search}
          onChange={(e) => onChange({ ...query, search: e.target.value })}
        />
      </div>
      <div className="col-span-2 min-w-0 sm:col-span-1">
        <Label htmlFor={`${id}-filter`} className="mb-1 text-xs">
          Show
        </Label>
        <Select id={`${id}-filter`} value={dayFilters ? query.filter : 'all'} onChange={(e) => onChange({ ...query, filter: e.target.value as RosterFilter })}>
          <option value="all">Everyone</option>
          {dayFilters && <option value="absent">{dayFilters.absent}</option>}
          {dayFilters && <option value="unmarked">{dayFilters.unmarked}</option>}
        </Select>
      </div>
      <div className="min-w-0">
        <Label htmlFor={`${id}-sort`} className="mb-1 text-xs">
          Sort by
        </Label>
        <Select id={`${id}-sort`} value={query.sort} onChange={(e) => onChange({ ...query, sort: e.target.value as RosterSort })}>
          <option value="name">Name</option>
          <option value="attendance">Attendance (days present)</option>
          <option value="score">Score</option>
        </Select>
      </div>
      <p className="self-end pb-3 text-right text-sm text-slate-600 sm:col-span-3 sm:pb-0 sm:text-left dark:text-slate-400" aria-live="polite">
        Showing {shown} of {total}
      </p>
    </div>
  );
}

/** The search and filters left no one: say so, and undo them in one tap. */
export function RosterNoMatch({ query, onChange }: { query: RosterQuery; onChange: (next: RosterQuery) => void }) {
  return (
    <Card className="flex flex-col items-center px-6 py-10 text-center">
      <SearchX aria-hidden="true" className="size-8 text-slate-500 dark:text-slate-400" />
      <h3 className="mt-3 text-base font-semibold text-slate-900 dark:text-white">No participants match</h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">No one fits this search and filter.</p>
      <Button variant="outline" size="sm" className="mt-4" onClick={() => onChange({ ...EMPTY_ROSTER_QUERY, sort: query.sort })}>
        Clear search and filters
      </Button>
    </Card>
  );
}
