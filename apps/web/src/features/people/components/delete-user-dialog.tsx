import { toast } from 'sonner';
import { ADMIN_MSG, type AdminUser } from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { useUserImpact } from '../api/get-user-impact.ts';
import { deletionImpactLines } from '../deletion-impact.ts';

type DeleteUserDialogProps = {
  user: Pick<AdminUser, '_id' | 'name' | 'email' | 'role'> | null;
  onClose: () => void;
  /** The signed-in admin, warned that deleting their own account signs them out. */
  currentUserId: string;
  /** The spec's failure text differs by screen: 'Failed to delete mentor' on the Mentors tab. */
  failureText?: string;
  onDeleted?: () => void;
};

/** Asks before deleting anyone, after counting what goes with them (the server's impact call). */
export function DeleteUserDialog({ user, onClose, currentUserId, failureText = ADMIN_MSG.deleteUserFailed, onDeleted }: DeleteUserDialogProps) {
  const remove = useDeleteUser();
  const impact = useUserImpact(user?._id ?? null);
  const self = user?._id === currentUserId;
  const lines = impact.data ? deletionImpactLines(impact.data) : [];
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Delete ${user?.name ?? 'user'}?`}
      description={user ? `${user.email} will be deleted. This cannot be undone.` : ''}
      confirmLabel="Delete"
      destructive
      pending={remove.isPending}
      confirmDisabled={impact.isPending}
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
          {impact.isPending && (
            <p className="flex items-center gap-2" role="status">
              <Spinner className="size-4" /> Counting what goes with them...
            </p>
          )}
          {impact.isError && (
            <Alert tone="error" title={ADMIN_MSG.impactLoadFailed}>
              <Button size="sm" variant="outline" className="mt-2" onClick={() => void impact.refetch()} loading={impact.isFetching}>
                Try Again
              </Button>
            </Alert>
          )}
          {impact.data && lines.length > 0 && (
            <>
              <p className="font-medium text-slate-800 dark:text-slate-200">Deleted with them:</p>
              <ul className="list-disc space-y-1 pl-5" aria-label="Deleted with them">
                {lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          )}
          {impact.data && lines.length === 0 && <p>Nothing else goes with them: no submissions, attendance, votes, team or assignments.</p>}
          {user.role === 'superadmin' && <p>They lose access to the admin dashboard at once.</p>}
          {self && <p className="font-medium text-red-700 dark:text-red-400">This is your own account: you will be signed out.</p>}
        </div>
      )}
    </ConfirmDialog>
  );
}
