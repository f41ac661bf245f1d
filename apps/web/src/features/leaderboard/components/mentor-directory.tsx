import { TEAM_MSG } from '@hackcamp/contract';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLeaderboard } from '../api/get-leaderboard.ts';

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
        <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
          <table className="w-full min-w-[640px] text-left text-sm">
            <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:bg-slate-900 dark:text-slate-400">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Mentor
                </th>
                <th scope="col" className="px-4 py-3">
                  Email
                </th>
                <th scope="col" className="px-4 py-3">
                  Description
                </th>
                <th scope="col" className="px-4 py-3">
                  Skills
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {mentors.data.leaderboard.map((m) => (
                <tr key={m._id}>
                  <td className="px-4 py-3">
                    <span className="flex items-center gap-2 font-medium text-slate-900 dark:text-white">
                      <Avatar name={m.name} src={m.profilePicture} size="sm" /> {m.name}
                    </span>
                  </td>
                  <td className="px-4 py-3 text-slate-600 dark:text-slate-400">{m.email}</td>
                  <td className="px-4 py-3 text-slate-600 dark:text-slate-400">{m.description || 'No description available'}</td>
                  <td className="px-4 py-3 text-slate-600 dark:text-slate-400">{m.skills.length ? m.skills.join(', ') : 'No skills listed'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
