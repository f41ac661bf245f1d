import { useEffect, useRef, useState } from 'react';
import { UserRoundSearch } from 'lucide-react';
import { LIMITS } from '@hackcamp/contract';
import { Pagination } from '../../components/ui/pagination.tsx';
import { SearchInput } from '../../components/ui/search-input.tsx';
import { ApiError } from '../../lib/api-errors.ts';
import { cn } from '../../lib/cn.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useLeaderboard, type LeaderboardRole } from '../../features/leaderboard/api/get-leaderboard.ts';
import { LoadError } from '../../components/ui/load-error.tsx';
import { RankedRow } from './ranked-row.tsx';
import { RowsSkeleton } from './rows-skeleton.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useSeesParticipantEmails } from '../../lib/participant-emails.ts';

// Paged on the server (20 a page) rather than the spec client's limit=1000: the participant list
// can run into thousands, and the server's ranks stay global on every page.
const PAGE_SIZE = LIMITS.leaderboardPageSize;

type RankedListProps = {
  role: LeaderboardRole;
  /** For the counts line and labels, e.g. ['participant', 'participants']. */
  noun: readonly [one: string, many: string];
  searchable?: boolean;
  currentUserId: string;
  /** The leaderboard call refuses hackathon-only participants; the page shows its notice instead. */
  onForbidden: () => void;
};

export function RankedList({ role, noun: [one, many], searchable = false, currentUserId, onForbidden }: RankedListProps) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const term = useDebouncedValue(search.trim(), 500);
  const board = useLeaderboard({ role, page, limit: PAGE_SIZE, search: term || undefined });
  const top = useRef<HTMLDivElement>(null);
  // The server matches emails only for those who see them (staff lists always show theirs).
  const byEmail = useSeesParticipantEmails() || role !== 'participant';

  const forbidden = board.error instanceof ApiError && board.error.status === 403;
  useEffect(() => {
    if (forbidden) onForbidden();
  }, [forbidden, onForbidden]);
  if (forbidden) return null;

  const changePage = (next: number) => {
    setPage(next);
    // The pager sits under 20 rows; the next page should start at its first row, not its last.
    if (top.current && top.current.getBoundingClientRect().top < 0) top.current.scrollIntoView({ block: 'start' });
  };

  const data = board.data;
  const total = data?.pagination.totalUsers ?? 0;
  const from = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const to = Math.min(page * PAGE_SIZE, total);

  return (
    <div ref={top} className="scroll-mt-20 space-y-4">
      {searchable && (
        <SearchInput
          type="search"
          aria-label={`Search ${many}`}
          placeholder={byEmail ? 'Search by name or email...' : 'Search by name...'}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
      )}
      {!data ? (
        board.isError ? (
          <LoadError title="Couldn’t load the rankings" error={board.error} onRetry={() => void board.refetch()} retrying={board.isFetching} />
        ) : (
          <RowsSkeleton />
        )
      ) : data.leaderboard.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700">
          <UserRoundSearch aria-hidden="true" className="size-8 text-slate-400 dark:text-slate-500" />
          <p className="text-slate-600 dark:text-slate-400">{term ? `No ${many} match “${term}”.` : 'No users found for this category.'}</p>
        </div>
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {data.pagination.totalPages > 1 ? `Showing ${from}–${to} of ${formatNumber(total)} ${many}` : `${formatNumber(total)} ${total === 1 ? one : many}`}
            {term && ` matching “${term}”`}
          </p>
          <ol
            aria-label={`Ranking of ${many}`}
            aria-busy={board.isPlaceholderData}
            className={cn(
              'divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-opacity dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900',
              board.isPlaceholderData && 'opacity-60',
            )}
          >
            {data.leaderboard.map((entry) => (
              <RankedRow key={entry._id} entry={entry} isMe={entry._id === currentUserId} />
            ))}
          </ol>
          {board.isError && (
            <LoadError title="Couldn’t refresh the rankings" error={board.error} onRetry={() => void board.refetch()} retrying={board.isFetching} />
          )}
          <Pagination page={page} totalPages={data.pagination.totalPages} onPageChange={changePage} ellipsis label={`Pages of ${many}`} />
        </>
      )}
    </div>
  );
}
