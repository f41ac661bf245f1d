import { useMemo, useState } from 'react';
import { Award, GraduationCap, KeyRound, Trash2, UserCheck, UserPlus } from 'lucide-react';
import { ADMIN_MSG, type MentorWithParticipants } from '@hackcamp/contract';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
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
import { countOf } from '../../../lib/format.ts';

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
            <DataTable
              label="Mentors"
              rows={rows}
              rowKey={(m) => m._id}
              stickyFirst
              minWidth="min-w-[860px]"
              columns={[
                {
                  key: 'name',
                  header: 'Name',
                  className: 'max-w-48',
                  cell: (m) => (
                    <span className="flex items-center gap-2">
                      <Avatar name={m.name} size="sm" />
                      <span className="truncate">{m.name}</span>
                    </span>
                  ),
                },
                { key: 'email', header: 'Email', cell: (m) => <span className="text-slate-600 dark:text-slate-400">{m.email}</span> },
                { key: 'mobile', header: 'Mobile', className: 'whitespace-nowrap', cell: (m) => m.mobile || 'N/A' },
                { key: 'specialization', header: 'Specialization', cell: (m) => m.specialization || 'General' },
                { key: 'experience', header: 'Experience', align: 'right', className: 'whitespace-nowrap', cell: (m) => `${m.experience ?? 0} years` },
                { key: 'participants', header: 'Participants', align: 'right', cell: (m) => m.participants.length },
                { key: 'status', header: 'Status', cell: (m) => <UserStatusBadge active={m.isActive} /> },
              ]}
              actions={(m) => (
                <>
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
                </>
              )}
            />
          )}
          {shown.length > 0 && (
            <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
              <p className="text-sm text-slate-600 dark:text-slate-400">
                Showing {(current - 1) * PAGE_SIZE + 1} to {Math.min(current * PAGE_SIZE, shown.length)} of {countOf(shown.length, 'mentor')}
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
