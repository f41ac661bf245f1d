import { useEffect, useRef } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { Team, TeamSortKey } from '@hackcamp/contract';
import { Badge } from '../../../components/ui/badge.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDate } from '../../../lib/format.ts';

export type TeamSort = { sortBy: TeamSortKey; sortOrder: 'asc' | 'desc' };

type TeamsTableProps = {
  teams: Team[];
  sort: TeamSort;
  onSort: (key: TeamSortKey) => void;
  selected: ReadonlySet<string>;
  onToggle: (team: Team) => void;
  onTogglePage: (select: boolean) => void;
};

/**
 * The admin's team table: sortable by name, members and creation, rows selectable for export.
 * On a phone each team is a card, with select-all and the sort buttons above them.
 */
export function TeamsTable({ teams, sort, onSort, selected, onToggle, onTogglePage }: TeamsTableProps) {
  const selectedOnPage = teams.filter((t) => selected.has(t._id)).length;
  return (
    <DataTable
      label="Teams"
      caption={`Teams, ${sortCaption(sort)}`}
      rows={teams}
      rowKey={(team) => team._id}
      stickyFirst
      minWidth="min-w-[60rem]"
      rowClassName={(team) => (selected.has(team._id) ? 'bg-blue-50 hover:bg-blue-50 dark:bg-blue-950 dark:hover:bg-blue-950' : undefined)}
      phoneToolbar={
        <>
          <span className="flex items-center gap-2">
            <PageCheckbox total={teams.length} selected={selectedOnPage} onChange={onTogglePage} />
            <span aria-hidden="true">All</span>
          </span>
          {/* Wraps on the narrowest phones (320 px) instead of widening the page. */}
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            Sort:
            <SortButton label="Team" column="name" sort={sort} onSort={onSort} />
            <SortButton label="Members" column="members" sort={sort} onSort={onSort} />
            <SortButton label="Created" column="createdAt" sort={sort} onSort={onSort} />
          </span>
        </>
      }
      columns={[
        {
          key: 'team',
          ariaSort: ariaSort(sort, 'name'),
          header: (
            <div className="flex items-center gap-3">
              <PageCheckbox total={teams.length} selected={selectedOnPage} onChange={onTogglePage} />
              <SortButton label="Team" column="name" sort={sort} onSort={onSort} />
            </div>
          ),
          className: 'w-40 font-normal sm:w-64',
          cell: (team) => (
            <div className="flex items-start gap-3">
              <input
                type="checkbox"
                checked={selected.has(team._id)}
                onChange={() => onToggle(team)}
                aria-label={`Select ${team.name}`}
                className="mt-0.5 size-4 shrink-0 accent-blue-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500"
              />
              <span className="min-w-0">
                <span className="block font-semibold wrap-break-word text-slate-900 dark:text-white">{team.name}</span>
                <span className="text-xs font-normal text-slate-500 dark:text-slate-400">Team #{team.teamNumber}</span>
              </span>
            </div>
          ),
        },
        {
          key: 'problem',
          header: 'Problem Statement',
          phoneLabel: 'Problem',
          className: 'min-w-40 max-w-64',
          cell: (team) =>
            team.problemStatement ? (
              <span className="wrap-break-word">{team.problemStatement.title}</span>
            ) : (
              <span className="text-slate-400 dark:text-slate-500">Not chosen</span>
            ),
        },
        {
          key: 'leader',
          header: 'Leader',
          className: 'min-w-64',
          cell: (team) =>
            team.leader ? (
              <>
                <span className="block text-slate-900 dark:text-white">{team.leader.name}</span>
                <span className="text-xs wrap-anywhere text-slate-500 dark:text-slate-400">{team.leader.email}</span>
              </>
            ) : (
              <span className="text-slate-400 dark:text-slate-500">None</span>
            ),
        },
        {
          key: 'members',
          ariaSort: ariaSort(sort, 'members'),
          header: <SortButton label="Members" column="members" sort={sort} onSort={onSort} />,
          phoneLabel: 'Members',
          className: 'min-w-56',
          wide: true,
          cell: (team) => (
            <>
              <span className="text-xs font-medium text-slate-500 dark:text-slate-400">
                {team.memberCount}/{team.maxMembers}
              </span>
              <ul className="mt-1 flex max-w-72 flex-wrap gap-x-3 gap-y-1" aria-label={`Members of ${team.name}`}>
                {team.members.map((m) => (
                  <li key={m.user._id} className="flex min-w-0 items-center gap-1.5 wrap-anywhere text-slate-800 sm:whitespace-nowrap dark:text-slate-200">
                    {m.user.name}
                    {m.role === 'leader' && <Badge tone="amber">Leader</Badge>}
                  </li>
                ))}
              </ul>
            </>
          ),
        },
        {
          key: 'created',
          ariaSort: ariaSort(sort, 'createdAt'),
          header: <SortButton label="Created" column="createdAt" sort={sort} onSort={onSort} />,
          phoneLabel: 'Created',
          className: 'whitespace-nowrap text-slate-600 dark:text-slate-400',
          cell: (team) => formatDate(team.createdAt),
        },
      ]}
    />
  );
}

const LABELS: Record<TeamSortKey, string> = { teamNumber: 'team number', name: 'name', members: 'members', createdAt: 'created' };
const sortCaption = (sort: TeamSort) => `sorted by ${LABELS[sort.sortBy]}, ${sort.sortOrder === 'asc' ? 'ascending' : 'descending'}`;
const ariaSort = (sort: TeamSort, column: TeamSortKey): 'ascending' | 'descending' | 'none' =>
  sort.sortBy === column ? (sort.sortOrder === 'asc' ? 'ascending' : 'descending') : 'none';

function SortButton({ label, column, sort, onSort }: { label: string; column: TeamSortKey; sort: TeamSort; onSort: (key: TeamSortKey) => void }) {
  const active = sort.sortBy === column;
  const Icon = !active ? ArrowUpDown : sort.sortOrder === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={() => onSort(column)}
      className={cn(
        '-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 font-semibold tracking-wide uppercase hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:hover:text-white',
        active && 'text-blue-700 dark:text-blue-300',
      )}
    >
      {label}
      <Icon aria-hidden="true" className="size-3.5" />
    </button>
  );
}

/** Selects or clears the page's rows; shows "some" when only part of the page is selected. */
function PageCheckbox({ total, selected, onChange }: { total: number; selected: number; onChange: (select: boolean) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = selected > 0 && selected < total;
  }, [selected, total]);
  return (
    <input
      ref={ref}
      type="checkbox"
      checked={total > 0 && selected === total}
      disabled={total === 0}
      onChange={(e) => onChange(e.target.checked)}
      aria-label="Select all teams on this page"
      className="size-4 shrink-0 accent-blue-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500"
    />
  );
}
