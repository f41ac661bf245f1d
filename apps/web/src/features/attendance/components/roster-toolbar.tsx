import { PeopleNoMatch, PeopleToolbar, type ToolbarOption } from '../../../components/ui/people-toolbar.tsx';
import { EMPTY_ROSTER_QUERY, type RosterFilter, type RosterQuery } from '../roster-view.ts';

/**
 * The grid's and Bulk Mark's search, filter and sort. `dayFilters` names the filters' day
 * ("today", "on Day 3"); without one (today is no event day) there is no day to be absent on, so
 * the filters are left out.
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
  const filters: ToolbarOption<RosterFilter>[] = [{ value: 'all', label: 'Everyone' }];
  if (dayFilters) filters.push({ value: 'absent', label: dayFilters.absent }, { value: 'unmarked', label: dayFilters.unmarked });
  return (
    <PeopleToolbar
      id={id}
      search={query.search}
      onSearch={(search) => onChange({ ...query, search })}
      filter={dayFilters ? query.filter : 'all'}
      filters={filters}
      onFilter={(filter) => onChange({ ...query, filter })}
      sort={query.sort}
      onSort={(sort) => onChange({ ...query, sort })}
      count={`Showing ${shown} of ${total}`}
    />
  );
}

export function RosterNoMatch({ query, onChange }: { query: RosterQuery; onChange: (next: RosterQuery) => void }) {
  return <PeopleNoMatch onClear={() => onChange({ ...EMPTY_ROSTER_QUERY, sort: query.sort })} />;
}
