import { toast } from 'sonner';
import { ADMIN_MSG, type AdminUser } from '@hackcamp/contract';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { useToggleUserStatus } from '../api/toggle-user-status.ts';

/**
 * Deactivating signs the person out everywhere at once, so it asks first; activating does not
 * need to (the dialog is skipped by the caller then).
 */
export function StatusToggleDialog({ user, onClose }: { user: Pick<AdminUser, '_id' | 'name' | 'isActive'> | null; onClose: () => void }) {
  const toggle = useToggleUserStatus();
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Deactivate ${user?.name ?? 'user'}?`}
      description="They are signed out on every device at once and cannot sign in until you activate them again. Their records stay."
      confirmLabel="Deactivate"
      destructive
      pending={toggle.isPending}
      onConfirm={() =>
        user &&
        toggle.mutate(user._id, {
          onSuccess: (updated) => {
            toast.success(`${updated.name} ${updated.isActive ? 'activated' : 'deactivated'}`);
            onClose();
          },
          onError: (error) => toast.error(errorMessage(error, ADMIN_MSG.toggleFailed)),
        })
      }
    />
  );
}

/** Activation: no question asked. */
export function useActivateUser() {
  const toggle = useToggleUserStatus();
  return {
    pendingId: toggle.isPending ? toggle.variables : undefined,
    activate: (user: Pick<AdminUser, '_id' | 'name'>) =>
      toggle.mutate(user._id, {
        onSuccess: () => toast.success(`${user.name} activated`),
        onError: (error) => toast.error(errorMessage(error, ADMIN_MSG.toggleFailed)),
      }),
  };
}
