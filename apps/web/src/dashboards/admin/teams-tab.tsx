import { useState } from 'react';
import { DropdownMenu } from 'radix-ui';
import { ChevronDown, FileArchive, FileDown, FileSpreadsheet, FileText, Printer, RotateCw, UserCheck, Users, UsersRound } from 'lucide-react';
import { toast } from 'sonner';
import { LIMITS, TEAM_MSG, type Team, type TeamSortKey } from '@hackcamp/contract';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { SearchInput } from '../../components/ui/search-input.tsx';
import { downloadExport, type ExportKind } from '../../features/exports/api/download-export.ts';
import { fetchAllTeams } from '../../features/team-reports/api/fetch-all-teams.ts';
import { useTeamStats } from '../../features/team-reports/api/get-team-stats.ts';
import { useTeamTable } from '../../features/team-reports/api/get-team-table.ts';
import { PrintableTeams } from '../../features/team-reports/components/printable-teams.tsx';
import { TeamsTable, type TeamSort } from '../../features/team-reports/components/teams-table.tsx';
import { downloadTeamsCsv } from '../../features/team-reports/teams-csv.ts';
import { errorMessage } from '../../lib/api-errors.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useEventSettings } from '../../lib/event-settings.ts';
import { StatTile } from '../shared/stat-tile.tsx';
import { CardSkeletons, EmptyState, LoadFailed, SectionHeader } from './section-parts.tsx';
import { countOf } from '../../lib/format.ts';

const PAGE_SIZE = 25;
// A column's first click sorts the way people expect: names A-Z, biggest and newest first.
const FIRST_ORDER: Record<TeamSortKey, 'asc' | 'desc'> = { teamNumber: 'asc', name: 'asc', members: 'desc', createdAt: 'desc' };

/** Every team: figures, search, sort, selection, CSV and printable exports, member lists. */
export function TeamsTab() {
  const eventName = useEventSettings().data?.eventName ?? 'HackCamp';
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), 400);
  const [sort, setSort] = useState<TeamSort>({ sortBy: 'teamNumber', sortOrder: 'asc' });
  // The page belongs to one search and order: a new search or order starts again at page 1.
  const listKey = `${query}|${sort.sortBy}|${sort.sortOrder}`;
  const [paging, setPaging] = useState({ key: listKey, page: 1 });
  const page = paging.key === listKey ? paging.page : 1;
  const table = useTeamTable({ page, limit: PAGE_SIZE, search: query, ...sort });
  const stats = useTeamStats();
  const [selected, setSelected] = useState<Map<string, Team>>(() => new Map());
  const [busy, setBusy] = useState<'csv' | 'pdf' | ExportKind | null>(null);
  const [printing, setPrinting] = useState<Team[] | null>(null);

  const teams = table.data?.teams ?? [];
  const selectedIds = new Set(selected.keys());
  const scope = selected.size > 0 ? `${selected.size} selected` : 'all';

  const onSort = (key: TeamSortKey) =>
    setSort((s) => (s.sortBy === key ? { sortBy: key, sortOrder: s.sortOrder === 'asc' ? 'desc' : 'asc' } : { sortBy: key, sortOrder: FIRST_ORDER[key] }));
  const toggle = (team: Team) =>
    setSelected((old) => {
      const next = new Map(old);
      if (!next.delete(team._id)) next.set(team._id, team);
      return next;
    });
  const togglePage = (select: boolean) =>
    setSelected((old) => {
      const next = new Map(old);
      for (const t of teams) {
        if (select) next.set(t._id, t);
        else next.delete(t._id);
      }
      return next;
    });

  async function run(kind: NonNullable<typeof busy>, work: () => Promise<void> | void) {
    setBusy(kind);
    try {
      await work();
    } catch (error) {
      toast.error(errorMessage(error, TEAM_MSG.exportFailed));
    } finally {
      setBusy(null);
    }
  }
  const exportCsv = () => run('csv', () => (selected.size > 0 ? downloadTeamsCsv([...selected.values()]) : downloadExport('teams')));
  const exportPdf = () =>
    run('pdf', async () =>
      setPrinting(selected.size > 0 ? [...selected.values()].sort((a, b) => a.teamNumber - b.teamNumber) : await fetchAllTeams({ search: query, ...sort })),
    );
  const refresh = () => void Promise.all([table.refetch(), stats.refetch()]);

  let body;
  if (table.isLoading) body = <CardSkeletons count={1} className="h-96" columns="" />;
  else if (table.isError || !table.data)
    body = <LoadFailed message={errorMessage(table.error, TEAM_MSG.loadTeamsDataFailed)} onRetry={refresh} retrying={table.isFetching} />;
  else if (teams.length === 0) body = <EmptyState>{query ? `No teams match "${query}".` : TEAM_MSG.noTeamsFound}</EmptyState>;
  else {
    const { totalTeams, totalPages } = table.data.pagination;
    const first = (page - 1) * PAGE_SIZE + 1;
    body = (
      <>
        <TeamsTable teams={teams} sort={sort} onSort={onSort} selected={selectedIds} onToggle={toggle} onTogglePage={togglePage} />
        <div className="mt-4 flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            Showing {first} to {first + teams.length - 1} of {countOf(totalTeams, 'team')}
          </p>
          <Pagination page={page} totalPages={totalPages} onPageChange={(p) => setPaging({ key: listKey, page: p })} ellipsis label="Team pages" />
        </div>
      </>
    );
  }

  const s = stats.data;
  return (
    <section aria-labelledby="admin-teams-heading">
      <SectionHeader
        id="admin-teams-heading"
        title="Teams"
        description="Every hackathon team with its members. Select teams to export only those."
        actions={
          <Button variant="outline" onClick={refresh} loading={table.isFetching || stats.isFetching}>
            {!(table.isFetching || stats.isFetching) && <RotateCw aria-hidden="true" className="size-4" />} Refresh
          </Button>
        }
      />
      <div className="mb-6 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <StatTile icon={Users} label="Total Teams" value={s ? String(s.totalTeams) : '…'} />
        <StatTile icon={UsersRound} label="Total Participants" value={s ? String(s.totalMembers) : '…'} />
        <StatTile icon={UserCheck} label="Average Team Size" value={s ? String(s.averageSize) : '…'} />
        <StatTile icon={FileText} label="With Problem Statement" value={s ? String(s.withProblemStatement) : '…'} />
      </div>
      <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-center">
        <SearchInput
          aria-label="Search teams by name"
          placeholder="Search teams by name..."
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          maxLength={LIMITS.searchMax}
          wrapperClassName="lg:w-80"
        />
        <div className="flex flex-wrap items-center gap-2 lg:ml-auto">
          {selected.size > 0 && (
            <Button variant="ghost" size="sm" onClick={() => setSelected(new Map())}>
              Clear selection ({selected.size})
            </Button>
          )}
          <Button variant="outline" size="sm" onClick={() => void exportCsv()} loading={busy === 'csv'}>
            {busy !== 'csv' && <FileSpreadsheet aria-hidden="true" className="size-4" />} Export CSV ({scope})
          </Button>
          <Button variant="outline" size="sm" onClick={() => void exportPdf()} loading={busy === 'pdf'}>
            {busy !== 'pdf' && <Printer aria-hidden="true" className="size-4" />} Export PDF ({scope})
          </Button>
          <MoreExports busy={busy} onExport={(kind) => void run(kind, () => downloadExport(kind))} />
        </div>
      </div>
      {body}
      {printing && <PrintableTeams teams={printing} eventName={eventName} onDone={() => setPrinting(null)} />}
    </section>
  );
}

/** The event's other files: attendance per day, scores, every submission, and all of it in one zip. */
function MoreExports({ busy, onExport }: { busy: string | null; onExport: (kind: ExportKind) => void }) {
  const item =
    'flex h-9 cursor-pointer items-center gap-2 rounded-md px-2.5 text-sm text-slate-700 outline-none select-none data-highlighted:bg-slate-100 dark:text-slate-200 dark:data-highlighted:bg-slate-800';
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className={buttonClasses('outline', 'sm')}
        disabled={busy === 'attendance' || busy === 'scores' || busy === 'submissions' || busy === 'report'}
      >
        <FileDown aria-hidden="true" className="size-4" /> More exports <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-52 rounded-lg border border-slate-200 bg-white p-1 shadow-xl dark:border-slate-800 dark:bg-slate-900"
        >
          <DropdownMenu.Item className={item} onSelect={() => onExport('attendance')}>
            <FileSpreadsheet aria-hidden="true" className="size-4" /> Attendance (CSV)
          </DropdownMenu.Item>
          <DropdownMenu.Item className={item} onSelect={() => onExport('scores')}>
            <FileSpreadsheet aria-hidden="true" className="size-4" /> Scores (CSV)
          </DropdownMenu.Item>
          <DropdownMenu.Item className={item} onSelect={() => onExport('submissions')}>
            <FileSpreadsheet aria-hidden="true" className="size-4" /> Submissions (CSV)
          </DropdownMenu.Item>
          <DropdownMenu.Item className={item} onSelect={() => onExport('report')}>
            <FileArchive aria-hidden="true" className="size-4" /> Full event report (zip)
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
