import { useState } from 'react';
import { LIMITS } from '@hackcamp/contract';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useLeaderboard } from '../api/get-leaderboard.ts';
import { RankMark } from './rank-mark.tsx';
import { countOf, formatNumber } from '../../../lib/format.ts';
import { useSeesParticipantEmails } from '../../../lib/participant-emails.ts';

const PAGE_SIZE = LIMITS.leaderboardPageSize;

export function ParticipantsLeaderboard() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim(), 500);
  const board = useLeaderboard({ role: 'participant', page, limit: PAGE_SIZE, search: debounced || undefined });
  const data = board.data;
  const total = data?.pagination.totalUsers ?? 0;
  const from = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const to = Math.min(page * PAGE_SIZE, total);
  // The server matches emails only for those who see them; the column follows the answer itself.
  const byEmail = useSeesParticipantEmails();
  const withEmail = !!data?.leaderboard.some((e) => e.email);

  return (
    <div className="space-y-4">
      <SearchInput
        aria-label="Search participants"
        placeholder={byEmail ? 'Search participants by name or email...' : 'Search participants by name...'}
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setPage(1);
        }}
      />
      {board.isLoading ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : !data?.leaderboard.length ? (
        // Load failures are only logged in the spec; the empty state is what a participant sees.
        <p className="py-10 text-center text-slate-500 dark:text-slate-400">No users found</p>
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            Showing {from}-{to} of {countOf(total, 'participant')}
            {debounced ? ` for "${debounced}"` : ''}
          </p>
          {/* On a phone Email and College fold under the name, so Rank, Participant and Score fit.
              Without emails (participants, unless the organiser shows them) there is no Email column. */}
          <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
            <table className="w-full text-left text-sm sm:min-w-[640px]">
              <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:bg-slate-900 dark:text-slate-400">
                <tr>
                  <th scope="col" className="px-3 py-3 sm:px-4">
                    Rank
                  </th>
                  <th scope="col" className="px-3 py-3 sm:px-4">
                    Participant
                  </th>
                  {withEmail && (
                    <th scope="col" className="px-4 py-3 max-sm:hidden">
                      Email
                    </th>
                  )}
                  <th scope="col" className="px-4 py-3 max-sm:hidden">
                    College
                  </th>
                  <th scope="col" className="px-3 py-3 text-right sm:px-4">
                    Score
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                {data.leaderboard.map((e) => (
                  <tr key={e._id} className={e.rank <= 3 ? 'bg-amber-50/60 dark:bg-amber-500/5' : undefined}>
                    <td className="px-3 py-3 sm:px-4">
                      <RankMark rank={e.rank} />
                    </td>
                    {/* On a phone the cell takes the row's spare width (w-full with max-w-0), so the
                        email and college end in an ellipsis instead of wrapping letter by letter. */}
                    <td className="px-3 py-3 max-sm:w-full max-sm:max-w-0 sm:px-4">
                      <span className="flex items-center gap-2 font-medium text-slate-900 dark:text-white">
                        <Avatar name={e.name} src={e.profilePicture} size="sm" className="max-sm:hidden" />
                        <span className="min-w-0 wrap-break-word">{e.name}</span>
                      </span>
                      {e.email && (
                        <span className="mt-0.5 block truncate text-xs text-slate-600 sm:hidden dark:text-slate-400" title={e.email}>
                          {e.email}
                        </span>
                      )}
                      <span className="block truncate text-xs text-slate-600 sm:hidden dark:text-slate-400" title={e.collegeName || undefined}>
                        {e.collegeName || 'N/A'}
                      </span>
                    </td>
                    {withEmail && <td className="px-4 py-3 text-slate-600 max-sm:hidden dark:text-slate-400">{e.email}</td>}
                    <td className="px-4 py-3 text-slate-600 max-sm:hidden dark:text-slate-400">{e.collegeName || 'N/A'}</td>
                    <td className="px-3 py-3 text-right font-semibold whitespace-nowrap text-slate-900 sm:px-4 dark:text-white">
                      {countOf(e.totalScore, 'point')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="space-y-2">
            <Pagination page={page} totalPages={data.pagination.totalPages} onPageChange={setPage} ellipsis label="Leaderboard pages" />
            <p className="text-center text-xs text-slate-500 dark:text-slate-400">
              Page {page} of {data.pagination.totalPages} • {formatNumber(total)} total participants
            </p>
          </div>
        </>
      )}
    </div>
  );
}
