import type { ReactNode } from 'react';
import { SearchX } from 'lucide-react';
import { Button } from './button.tsx';
import { Card } from './card.tsx';
import { Label } from './label.tsx';
import { SearchInput } from './search-input.tsx';
import { Select } from './select.tsx';

export type ToolbarOption<V extends string> = { value: V; label: string };

/** The sorts every staff list of people offers. */
export const PEOPLE_SORTS = [
  { value: 'name', label: 'Name' },
  { value: 'attendance', label: 'Attendance (days present)' },
  { value: 'score', label: 'Score' },
] as const satisfies readonly ToolbarOption<string>[];
export type PeopleSort = (typeof PEOPLE_SORTS)[number]['value'];

type PeopleToolbarProps<F extends string> = {
  /** Prefixes the fields' ids: two toolbars can share a page. */
  id: string;
  search: string;
  onSearch: (search: string) => void;
  filter: F;
  /** 'Everyone' first; a filter that does not apply now (no event day today) is left out by the caller. */
  filters: readonly ToolbarOption<F>[];
  onFilter: (filter: F) => void;
  sort: PeopleSort;
  onSort: (sort: PeopleSort) => void;
  /** "Showing 12 of 64", and anything the list adds to it. */
  count: ReactNode;
};

/**
 * Search, filter and sort over people already on the page (a mentor's whole share is loaded),
 * with the count shown: the attendance grid, Bulk Mark and Daily Reports share it.
 */
export function PeopleToolbar<F extends string>({ id, search, onSearch, filter, filters, onFilter, sort, onSort, count }: PeopleToolbarProps<F>) {
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
          value={search}
          onChange={(e) => onSearch(e.target.value)}
        />
      </div>
      <div className="col-span-2 min-w-0 sm:col-span-1">
        <Label htmlFor={`${id}-filter`} className="mb-1 text-xs">
          Show
        </Label>
        <Select id={`${id}-filter`} value={filter} onChange={(e) => onFilter(e.target.value as F)}>
          {filters.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </Select>
      </div>
      <div className="min-w-0">
        <Label htmlFor={`${id}-sort`} className="mb-1 text-xs">
          Sort by
        </Label>
        <Select id={`${id}-sort`} value={sort} onChange={(e) => onSort(e.target.value as PeopleSort)}>
          {PEOPLE_SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </Select>
      </div>
      <p className="self-end pb-3 text-right text-sm text-slate-600 sm:col-span-3 sm:pb-0 sm:text-left dark:text-slate-400" aria-live="polite">
        {count}
      </p>
    </div>
  );
}

/** The search and filters left no one: say so, and undo them in one tap. */
export function PeopleNoMatch({ onClear }: { onClear: () => void }) {
  return (
    <Card className="flex flex-col items-center px-6 py-10 text-center">
      <SearchX aria-hidden="true" className="size-8 text-slate-500 dark:text-slate-400" />
      <h3 className="mt-3 text-base font-semibold text-slate-900 dark:text-white">No participants match</h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">No one fits this search and filter.</p>
      <Button variant="outline" size="sm" className="mt-4" onClick={onClear}>
        Clear search and filters
      </Button>
    </Card>
  );
}
