import { useMemo, useState } from 'react';
import { Award, GraduationCap, KeyRound, Trash2, UserCheck, UserPlus } from 'lucide-react';
import { ADMIN_MSG, type MentorWithParticipants } from '@hackcamp/contract';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatCard } from '../../../components/ui/stat-card.tsx';
import { useMentorsWithParticipants } from '../api/get-mentors-with-participants.ts';
import { averageExperience } from '../mentor-stats.ts';
import { AddStaffDialog } from './add-staff-dialog.tsx';
import { DeleteUserDialog } from './delete-user-dialog.tsx';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';
import { RESET_DESCRIPTION, TemporaryPasswordDialog, type CreatedAccount } from './temporary-password-dialog.tsx';
import { UserStatusBadge } from './user-status-badge.tsx';

/** The spec's mentors table page size. */
const PAGE_SIZE = 10;

/** The Mentors tab: stats, search, the table (10 per page), Add Mentor and Delete. */
export function MentorsManager({ currentUserId }: { currentUserId: string }) {
  const mentors = useMentorsWithParticipants();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<CreatedAccount | null>(null);
  const [resetDone, setResetDone] = useState<CreatedAccount | null>(null);
  const [deleting, setDeleting] = useState<MentorWithParticipants | null>(null);
  const [resetting, setResetting] = useState<MentorWithParticipants | null>(null);

  const all = mentors.data;
  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    if (!all || !q) return all ?? [];
    return all.filter((m) => [m.name, m.email, m.specialization ?? ''].some((v) => v.toLowerCase().includes(q)));
  }, [all, search]);
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const rows = shown.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Mentors</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">The people guiding participants through the bootcamp.</p>
        </div>
        <Button onClick={() => setAdding(true)}>
          <UserPlus aria-hidden="true" className="size-4" /> Add Mentor
        </Button>
      </div>

      {mentors.isLoading ? (
        <div role="status" aria-label="Loading mentors" className="flex justify-center py-16">
          <Spinner className="size-8 text-blue-600" />
        </div>
      ) : mentors.isError || !all ? (
        <LoadError title={ADMIN_MSG.loadFailed} error={mentors.error} onRetry={() => void mentors.refetch()} retrying={mentors.isFetching} />
      ) : (
        <>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            <StatCard icon={GraduationCap} label="Total Mentors" value={all.length} />
            <StatCard icon={UserCheck} tone="green" label="Active Mentors" value={all.filter((m) => m.isActive).length} />
            <StatCard icon={Award} tone="violet" label="Average Experience" value={`${averageExperience(all)} years`} />
          </div>
          <SearchInput
            aria-label="Search mentors"
            placeholder="Search mentors by name, email or specialization..."
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
          />
          {rows.length === 0 ? (
            <Card className="py-14 text-center text-slate-500 dark:text-slate-400">
              {all.length === 0 ? 'No mentors yet. Add the first one.' : 'No mentors match your search.'}
            </Card>
          ) : (
            <Card className="overflow-hidden">
              <div className="overflow-x-auto">
                <table className="w-full min-w-[860px] text-left text-sm">
                  <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:bg-slate-900 dark:text-slate-400">
                    <tr>
                      <th scope="col" className="sticky left-0 z-10 bg-slate-50 px-4 py-3 dark:bg-slate-900">
                        Name
                      </th>
                      <th scope="col" className="px-4 py-3">
                        Email
                      </th>
                      <th scope="col" className="px-4 py-3">
                        Mobile
                      </th>
                      <th scope="col" className="px-4 py-3">
                        Specialization
                      </th>
                      <th scope="col" className="px-4 py-3 text-right">
                        Experience
                      </th>
                      <th scope="col" className="px-4 py-3 text-right">
                        Participants
                      </th>
                      <th scope="col" className="px-4 py-3">
                        Status
                      </th>
                      <th scope="col" className="px-4 py-3 text-right">
                        Actions
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                    {rows.map((m) => (
                      <tr key={m._id}>
                        <th scope="row" className="sticky left-0 z-10 max-w-48 bg-white px-4 py-3 font-medium text-slate-900 dark:bg-slate-900 dark:text-white">
                          <span className="flex items-center gap-2">
                            <Avatar name={m.name} size="sm" />
                            <span className="truncate">{m.name}</span>
                          </span>
                        </th>
                        <td className="px-4 py-3 text-slate-600 dark:text-slate-400">{m.email}</td>
                        <td className="px-4 py-3 whitespace-nowrap text-slate-600 dark:text-slate-400">{m.mobile || 'N/A'}</td>
                        <td className="px-4 py-3 text-slate-700 dark:text-slate-300">{m.specialization || 'General'}</td>
                        <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">{m.experience ?? 0} years</td>
                        <td className="px-4 py-3 text-right tabular-nums">{m.participants.length}</td>
                        <td className="px-4 py-3">
                          <UserStatusBadge active={m.isActive} />
                        </td>
                        <td className="px-4 py-3 text-right">
                          <div className="flex justify-end gap-1">
                            <Button size="sm" variant="ghost" onClick={() => setResetting(m)} aria-label={`Reset the password of ${m.name}`}>
                              <KeyRound aria-hidden="true" className="size-4" /> Reset Password
                            </Button>
                            <Button
                              size="sm"
                              variant="ghost"
                              className="text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-500/10"
                              onClick={() => setDeleting(m)}
                              aria-label={`Delete ${m.name}`}
                            >
                              <Trash2 aria-hidden="true" className="size-4" /> Delete
                            </Button>
                          </div>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </Card>
          )}
          {shown.length > 0 && (
            <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
              <p className="text-sm text-slate-600 dark:text-slate-400">
                Showing {(current - 1) * PAGE_SIZE + 1} to {Math.min(current * PAGE_SIZE, shown.length)} of {shown.length} mentors
              </p>
              <Pagination page={current} totalPages={pages} onPageChange={setPage} label="Mentors pages" />
            </div>
          )}
        </>
      )}

      <AddStaffDialog kind="mentor" open={adding} onOpenChange={setAdding} onCreated={setCreated} />
      <TemporaryPasswordDialog account={created} onClose={() => setCreated(null)} />
      <TemporaryPasswordDialog account={resetDone} onClose={() => setResetDone(null)} title="Password reset" description={RESET_DESCRIPTION} />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} onReset={setResetDone} />
      <DeleteUserDialog
        user={deleting && { ...deleting, role: 'mentor' }}
        onClose={() => setDeleting(null)}
        currentUserId={currentUserId}
        failureText={ADMIN_MSG.deleteMentorFailed}
      />
    </div>
  );
}
