import { toast } from 'sonner';
import { ADMIN_MSG, type AdminUser } from '@hackcamp/contract';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { useDeleteUser } from '../api/delete-user.ts';

type DeleteUserDialogProps = {
  user: Pick<AdminUser, '_id' | 'name' | 'email' | 'role'> | null;
  onClose: () => void;
  /** The signed-in admin, warned that deleting their own account signs them out. */
  currentUserId: string;
  /** The spec's failure text differs by screen: 'Failed to delete mentor' on the Mentors tab. */
  failureText?: string;
  onDeleted?: () => void;
};

const CONSEQUENCES: Record<AdminUser['role'], string> = {
  participant:
    'Their attendance, submissions and votes are deleted with them. A team they lead passes to its next member, or is disbanded if they are its last.',
  mentor: 'Their participants are left without a mentor until you assign them again.',
  judge: 'Their team assignments and evaluations are deleted with them.',
  superadmin: 'They lose access to the admin dashboard at once.',
};

/** Asks before deleting anyone, saying what goes with them. */
export function DeleteUserDialog({ user, onClose, currentUserId, failureText = ADMIN_MSG.deleteUserFailed, onDeleted }: DeleteUserDialogProps) {
  const remove = useDeleteUser();
  const self = user?._id === currentUserId;
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Delete ${user?.name ?? 'user'}?`}
      description={user ? `${user.email} will be deleted. This cannot be undone.` : ''}
      confirmLabel="Delete"
      destructive
      pending={remove.isPending}
      onConfirm={() =>
        user &&
        remove.mutate(user._id, {
          onSuccess: () => {
            toast.success(`${user.name} deleted`);
            onClose();
            onDeleted?.();
          },
          onError: (error) => toast.error(errorMessage(error, failureText)),
        })
      }
    >
      {user && (
        <div className="space-y-2 text-sm text-slate-600 dark:text-slate-400">
          <p>{CONSEQUENCES[user.role]}</p>
          {self && <p className="font-medium text-red-700 dark:text-red-400">This is your own account: you will be signed out.</p>}
        </div>
      )}
    </ConfirmDialog>
  );
}
