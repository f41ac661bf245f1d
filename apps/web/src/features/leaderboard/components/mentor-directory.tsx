import { TEAM_MSG, type LeaderboardEntry } from '@hackcamp/contract';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLeaderboard } from '../api/get-leaderboard.ts';

type Mentor = LeaderboardEntry;

const COLUMNS: DataColumn<Mentor>[] = [
  {
    key: 'mentor',
    header: 'Mentor',
    cell: (m) => (
      <span className="flex items-center gap-2 font-medium text-slate-900 dark:text-white">
        <Avatar name={m.name} src={m.profilePicture} size="sm" /> {m.name}
      </span>
    ),
  },
  { key: 'email', header: 'Email', className: 'break-all', cell: (m) => m.email },
  { key: 'description', header: 'Description', wide: true, cell: (m) => m.description || 'No description available' },
  { key: 'skills', header: 'Skills', wide: true, cell: (m) => (m.skills.length ? m.skills.join(', ') : 'No skills listed') },
];

export function MentorDirectory() {
  const mentors = useLeaderboard({ role: 'mentor', limit: 20 });
  return (
    <section aria-labelledby="mentor-directory-heading" className="space-y-4">
      <h2 id="mentor-directory-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        Mentor Directory
      </h2>
      {mentors.isLoading ? (
        <div className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : mentors.isError && !mentors.data ? (
        <LoadFailure message={TEAM_MSG.loadMentorsFailed} onRetry={() => void mentors.refetch()} retrying={mentors.isFetching} />
      ) : !mentors.data?.leaderboard.length ? (
        <p className="py-10 text-center text-slate-500 dark:text-slate-400">No users found</p>
      ) : (
        <DataTable label="Mentor Directory" columns={COLUMNS} rows={mentors.data.leaderboard} rowKey={(m) => m._id} minWidth="min-w-[640px]" />
      )}
    </section>
  );
}
