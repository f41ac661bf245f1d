import { useState, type ReactNode } from 'react';
import { KeyRound, Pencil, Power, Trash2 } from 'lucide-react';
import { PARTICIPANT_TYPE_LABELS, type AdminUser } from '@hackcamp/contract';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { RoleBadge } from '../../../components/ui/role-badge.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { countOf, formatDate } from '../../../lib/format.ts';
import { useUser } from '../api/get-user.ts';
import { EditUserForm } from './edit-user-form.tsx';
import { UserStatusBadge } from './user-status-badge.tsx';

type UserDetailsDialogProps = {
  userId: string | null;
  onClose: () => void;
  onDelete: (user: AdminUser) => void;
  onToggleStatus: (user: AdminUser) => void;
  /** Absent for one's own account. */
  onResetPassword?: (user: AdminUser) => void;
};

/** The View dialog: who the person is and where they stand in the event, with Edit. */
export function UserDetailsDialog({ userId, onClose, onDelete, onToggleStatus, onResetPassword }: UserDetailsDialogProps) {
  const [editing, setEditing] = useState(false);
  const user = useUser(userId);
  const close = () => {
    setEditing(false);
    onClose();
  };
  const u = user.data;

  return (
    <Dialog open={userId !== null} onOpenChange={(open) => !open && close()} title={editing ? 'Edit User' : 'User Details'} className="max-w-lg">
      {user.isLoading ? (
        <div role="status" aria-label="Loading" className="flex justify-center py-10">
          <Spinner />
        </div>
      ) : user.isError || !u ? (
        <LoadError title="Failed to load user" error={user.error} onRetry={() => void user.refetch()} retrying={user.isFetching} />
      ) : editing ? (
        <EditUserForm user={u} onDone={() => setEditing(false)} />
      ) : (
        <div className="space-y-5">
          <div className="flex items-center gap-3">
            <Avatar name={u.name} src={u.profilePicture} size="md" />
            <div className="min-w-0">
              <p className="font-semibold break-words text-slate-900 dark:text-white">{u.name}</p>
              <p className="text-sm break-all text-slate-600 dark:text-slate-400">{u.email}</p>
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <RoleBadge role={u.role} />
            <UserStatusBadge active={u.isActive} />
            {u.mustChangePassword && <span className="text-xs text-amber-700 dark:text-amber-300">Has not chosen a password yet</span>}
          </div>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
            <Fact label="Mobile">{u.mobile || 'N/A'}</Fact>
            <Fact label="Score">{countOf(u.totalScore, 'point')}</Fact>
            {u.role === 'participant' && (
              <>
                <Fact label="College">{u.collegeName || 'N/A'}</Fact>
                <Fact label="Participation">{u.participantType ? PARTICIPANT_TYPE_LABELS[u.participantType] : 'N/A'}</Fact>
                <Fact label="Mentor">{u.mentor?.name ?? 'Not assigned'}</Fact>
                <Fact label="Team">{u.team ? `${u.team.name}${u.team.role === 'leader' ? ' (Leader)' : ''}` : 'Not part of any team'}</Fact>
                <Fact label="Days present">{u.presentDays}</Fact>
                <Fact label="Submissions">{u.submissions}</Fact>
              </>
            )}
            {u.role !== 'participant' && <Fact label="Specialization">{u.specialization || 'General'}</Fact>}
            {u.role === 'mentor' && <Fact label="Assigned participants">{u.assignedParticipants}</Fact>}
            {u.role === 'judge' && <Fact label="Assigned teams">{u.assignedTeams}</Fact>}
            {(u.role === 'mentor' || u.role === 'judge') && <Fact label="Experience">{u.experience === null ? 'N/A' : `${u.experience} years`}</Fact>}
            <Fact label="Member since">{formatDate(u.createdAt) ?? 'N/A'}</Fact>
          </dl>
          <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end dark:border-slate-800">
            <Button variant="outline" size="sm" onClick={() => onToggleStatus(u)}>
              <Power aria-hidden="true" className="size-4" /> {u.isActive ? 'Deactivate' : 'Activate'}
            </Button>
            {onResetPassword && (
              <Button variant="outline" size="sm" onClick={() => onResetPassword(u)}>
                <KeyRound aria-hidden="true" className="size-4" /> Reset Password
              </Button>
            )}
            <Button variant="outline" size="sm" onClick={() => onDelete(u)} className="text-red-700 dark:text-red-400">
              <Trash2 aria-hidden="true" className="size-4" /> Delete
            </Button>
            <Button size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" className="size-4" /> Edit
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}
