import { useState } from 'react';
import { ArrowDownWideNarrow, ArrowUpNarrowWide, Eye, Gavel, Mail, Power, Trash2, UserPlus, X } from 'lucide-react';
import { toast } from 'sonner';
import { ADMIN_MSG, INVITE_MSG, PARTICIPANT_TYPES, ROLES, type AdminUser, type ParticipantType, type Role, type UserSortField } from '@hackcamp/contract';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { RoleBadge } from '../../../components/ui/role-badge.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useUsers } from '../api/get-users.ts';
import { useInvitationsByMail } from '../api/invitations-by-mail.ts';
import { useResendInvitation } from '../api/resend-invitation.ts';
import { errorMessage } from '../../../lib/api-errors.ts';
import { AddParticipantDialog } from './add-participant-dialog.tsx';
import { JoinedBadge } from './joined-badge.tsx';
import { AddStaffDialog } from './add-staff-dialog.tsx';
import { DeleteUserDialog } from './delete-user-dialog.tsx';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';
import { StatusToggleDialog, useActivateUser } from './status-toggle-dialog.tsx';
import { RESET_DESCRIPTION, TemporaryPasswordDialog, type CreatedAccount } from './temporary-password-dialog.tsx';
import { UserDetailsDialog } from './user-details-dialog.tsx';
import { UserStatusBadge } from './user-status-badge.tsx';

/** The spec's admin users page size. */
const PAGE_SIZE = 10;

const SORT_LABELS: Record<UserSortField, string> = { createdAt: 'Date joined', name: 'Name', email: 'Email', totalScore: 'Score' };
const ROLE_LABELS: Record<Role, string> = { participant: 'Participant', mentor: 'Mentor', judge: 'Judge', superadmin: 'Superadmin' };
/** Short enough for a table cell; a bootcamp participant is in the hackathon too. */
const TYPE_LABELS: Record<ParticipantType, string> = { bootcamp: 'Bootcamp', hackathon: 'Hackathon only' };

/**
 * The Users tab: search, role and participant type filters, sort, 10 per page, whether each person has signed in, and
 * View (edit, reset password), Resend invitation (with mail), (de)activate and Delete per person.
 */
export function UsersManager({ currentUserId }: { currentUserId: string }) {
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [type, setType] = useState<ParticipantType | ''>('');
  const [sortBy, setSortBy] = useState<UserSortField>('createdAt');
  const [sortOrder, setSortOrder] = useState<'asc' | 'desc'>('desc');
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [deactivating, setDeactivating] = useState<AdminUser | null>(null);
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  const [addingJudge, setAddingJudge] = useState(false);
  const [addingParticipant, setAddingParticipant] = useState(false);
  const byMail = useInvitationsByMail();
  const resend = useResendInvitation();
  const [created, setCreated] = useState<CreatedAccount | null>(null);
  const [resetDone, setResetDone] = useState<CreatedAccount | null>(null);
  const { activate, pendingId } = useActivateUser();
  // Short: the list narrows as the organiser types, without a request per key.
  const debounced = useDebouncedValue(search.trim(), 250);

  const users = useUsers({
    page,
    limit: PAGE_SIZE,
    search: debounced || undefined,
    role: role || undefined,
    participantType: type || undefined,
    sortBy,
    sortOrder,
  });
  const data = users.data;
  const total = data?.pagination.total ?? 0;
  const from = total === 0 ? 0 : (page - 1) * PAGE_SIZE + 1;
  const to = Math.min(page * PAGE_SIZE, total);
  const filtered = search !== '' || role !== '' || type !== '' || sortBy !== 'createdAt' || sortOrder !== 'desc';
  // A deletion can leave the page past the end; show the last one that exists.
  if (data && page > data.pagination.pages) setPage(data.pagination.pages);

  const toggle = (u: AdminUser) => (u.isActive ? setDeactivating(u) : activate(u));
  const clear = () => {
    setSearch('');
    setRole('');
    setType('');
    setSortBy('createdAt');
    setSortOrder('desc');
    setPage(1);
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Users</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">Everyone in the event: find, review, deactivate or remove people.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setAddingParticipant(true)}>
            <UserPlus aria-hidden="true" className="size-4" /> Add participant
          </Button>
          <Button variant="outline" onClick={() => setAddingJudge(true)}>
            <Gavel aria-hidden="true" className="size-4" /> Add Judge
          </Button>
        </div>
      </div>

      <Card className="grid grid-cols-2 gap-3 p-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto_auto]">
        <SearchInput
          aria-label="Search users by name or email"
          placeholder="Search by name or email..."
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
          wrapperClassName="col-span-2 lg:col-span-1"
        />
        <Select
          aria-label="Filter by role"
          value={role}
          onChange={(e) => {
            const next = e.target.value as Role | '';
            setRole(next);
            // Only participants have a type: another role would list nobody.
            if (next !== '' && next !== 'participant') setType('');
            setPage(1);
          }}
        >
          <option value="">All roles</option>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </Select>
        <Select
          aria-label="Filter by participant type"
          value={type}
          onChange={(e) => {
            const next = e.target.value as ParticipantType | '';
            setType(next);
            if (next !== '' && role !== 'participant') setRole('participant');
            setPage(1);
          }}
        >
          <option value="">All types</option>
          {PARTICIPANT_TYPES.map((t) => (
            <option key={t} value={t}>
              {TYPE_LABELS[t]}
            </option>
          ))}
        </Select>
        <Select
          aria-label="Sort by"
          value={sortBy}
          onChange={(e) => {
            setSortBy(e.target.value as UserSortField);
            setPage(1);
          }}
        >
          {(Object.keys(SORT_LABELS) as UserSortField[]).map((key) => (
            <option key={key} value={key}>
              {SORT_LABELS[key]}
            </option>
          ))}
        </Select>
        <Button
          variant="outline"
          className="h-11"
          aria-label={`Sort direction: ${sortOrder === 'asc' ? 'ascending' : 'descending'}. Switch to ${sortOrder === 'asc' ? 'descending' : 'ascending'}`}
          onClick={() => {
            setSortOrder((o) => (o === 'asc' ? 'desc' : 'asc'));
            setPage(1);
          }}
        >
          {sortOrder === 'asc' ? <ArrowUpNarrowWide aria-hidden="true" className="size-4" /> : <ArrowDownWideNarrow aria-hidden="true" className="size-4" />}
          {sortOrder === 'asc' ? 'Ascending' : 'Descending'}
        </Button>
        <Button variant="ghost" className="h-11" onClick={clear} disabled={!filtered}>
          <X aria-hidden="true" className="size-4" /> Clear
        </Button>
      </Card>

      {users.isLoading ? (
        <div role="status" aria-label="Loading users" className="flex justify-center py-16">
          <Spinner className="size-8 text-blue-600" />
        </div>
      ) : users.isError || !data ? (
        <LoadError title={ADMIN_MSG.loadFailed} error={users.error} onRetry={() => void users.refetch()} retrying={users.isFetching} />
      ) : data.users.length === 0 ? (
        <Card className="py-14 text-center text-slate-500 dark:text-slate-400">{ADMIN_MSG.noUsers}</Card>
      ) : (
        <>
          <DataTable
            label="Users"
            rows={data.users}
            rowKey={(u) => u._id}
            busy={users.isFetching}
            stickyFirst
            minWidth="min-w-[860px]"
            columns={[
              {
                key: 'name',
                header: 'Name',
                className: 'max-w-48',
                cell: (u) => (
                  <span className="flex items-center gap-2">
                    <Avatar name={u.name} src={u.profilePicture} size="sm" />
                    <span className="truncate">{u.name}</span>
                    {u._id === currentUserId && <span className="shrink-0 text-xs font-normal text-slate-500 dark:text-slate-400">(you)</span>}
                  </span>
                ),
              },
              { key: 'email', header: 'Email', cell: (u) => <span className="text-slate-600 dark:text-slate-400">{u.email}</span> },
              { key: 'role', header: 'Role', cell: (u) => <RoleBadge role={u.role} /> },
              {
                key: 'type',
                header: 'Type',
                cell: (u) =>
                  u.role === 'participant' && u.participantType ? (
                    <Badge tone={u.participantType === 'hackathon' ? 'violet' : 'blue'}>{TYPE_LABELS[u.participantType]}</Badge>
                  ) : (
                    <span className="text-slate-500 dark:text-slate-400">—</span>
                  ),
              },
              {
                key: 'score',
                header: 'Score',
                align: 'right',
                cell: (u) => <span className="font-medium text-slate-900 tabular-nums dark:text-white">{u.totalScore}</span>,
              },
              { key: 'status', header: 'Status', cell: (u) => <UserStatusBadge active={u.isActive} /> },
              { key: 'joined', header: 'Sign-in', cell: (u) => <JoinedBadge user={u} /> },
            ]}
            actions={(u) => (
              <>
                <Button size="sm" variant="ghost" onClick={() => setViewing(u._id)} aria-label={`View ${u.name}`}>
                  <Eye aria-hidden="true" className="size-4" /> View
                </Button>
                {byMail && !u.joinedAt && u.isActive && (
                  <Button
                    size="sm"
                    variant="ghost"
                    loading={resend.isPending && resend.variables === u._id}
                    onClick={() =>
                      resend.mutate(u._id, {
                        onSuccess: () => toast.success(INVITE_MSG.sent(u.email)),
                        onError: (error) => toast.error(errorMessage(error, INVITE_MSG.resendFailed)),
                      })
                    }
                    aria-label={`Resend invitation to ${u.name}`}
                  >
                    {!(resend.isPending && resend.variables === u._id) && <Mail aria-hidden="true" className="size-4" />}
                    Resend invitation
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => toggle(u)}
                  loading={pendingId === u._id}
                  aria-label={`${u.isActive ? 'Deactivate' : 'Activate'} ${u.name}`}
                >
                  {pendingId !== u._id && <Power aria-hidden="true" className="size-4" />}
                  {u.isActive ? 'Deactivate' : 'Activate'}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-500/10"
                  onClick={() => setDeleting(u)}
                  aria-label={`Delete ${u.name}`}
                >
                  <Trash2 aria-hidden="true" className="size-4" /> Delete
                </Button>
              </>
            )}
          />
          <div className="flex flex-col items-center gap-3 sm:flex-row sm:justify-between">
            <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
              Showing {from} to {to} of {total} results
            </p>
            <Pagination page={page} totalPages={data.pagination.pages} onPageChange={setPage} ellipsis label="Users pages" />
          </div>
        </>
      )}

      <UserDetailsDialog
        userId={viewing}
        onClose={() => setViewing(null)}
        onDelete={(u) => {
          setViewing(null);
          setDeleting(u);
        }}
        // Your own password is changed on your profile, with the current one.
        onResetPassword={
          viewing === currentUserId
            ? undefined
            : (u) => {
                setViewing(null);
                setResetting(u);
              }
        }
        onToggleStatus={(u) => {
          if (u.isActive) {
            setViewing(null);
            setDeactivating(u);
          } else activate(u);
        }}
      />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} currentUserId={currentUserId} />
      <StatusToggleDialog user={deactivating} onClose={() => setDeactivating(null)} />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} onReset={setResetDone} />
      <AddStaffDialog kind="judge" open={addingJudge} onOpenChange={setAddingJudge} onCreated={setCreated} />
      <AddParticipantDialog open={addingParticipant} onOpenChange={setAddingParticipant} onCreated={setCreated} />
      <TemporaryPasswordDialog account={created} onClose={() => setCreated(null)} />
      <TemporaryPasswordDialog account={resetDone} onClose={() => setResetDone(null)} title="Password reset" description={RESET_DESCRIPTION} />
    </div>
  );
}
