import { useState, type FormEvent } from 'react';
import { TEAM_MSG } from '@hackcamp/contract';
import { Button } from '../../components/ui/button.tsx';
import { LoadFailure } from '../../components/ui/load-failure.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { SearchInput } from '../../components/ui/search-input.tsx';
import { useHackathonMentors } from '../../features/mentors/api/get-hackathon-mentors.ts';
import { MentorCard } from '../../features/mentors/components/mentor-card.tsx';

/** Mentors, a page of LIMITS.hackathonPageSize; the search runs on Enter or the Search button. */
export function MentorsTab() {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const mentors = useHackathonMentors({ page, search: search || undefined });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draft.trim());
    setPage(1);
  };

  return (
    <div className="space-y-5">
      <h2 className="text-xl font-bold text-slate-900 dark:text-white">Mentors</h2>
      <form role="search" onSubmit={submit} className="flex gap-2">
        <SearchInput
          wrapperClassName="min-w-0 flex-1"
          aria-label="Search mentors"
          placeholder="Search mentors by name, email or specialization..."
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            // Emptying the box drops the search at once, as on the problems tab.
            if (!e.target.value.trim() && search) {
              setSearch('');
              setPage(1);
            }
          }}
        />
        <Button type="submit">Search</Button>
      </form>
      {mentors.isLoading ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : mentors.isError && !mentors.data ? (
        <LoadFailure message={TEAM_MSG.loadMentorsFailed} onRetry={() => void mentors.refetch()} retrying={mentors.isFetching} />
      ) : mentors.data?.mentors.length ? (
        <>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {mentors.data.mentors.map((m) => (
              <li key={m._id} className="min-w-0">
                <MentorCard mentor={m} />
              </li>
            ))}
          </ul>
          <Pagination page={page} totalPages={mentors.data.pagination.totalPages} onPageChange={setPage} label="Mentor pages" />
        </>
      ) : (
        <p className="py-10 text-center text-slate-500 dark:text-slate-400">No mentors found.</p>
      )}
    </div>
  );
}
