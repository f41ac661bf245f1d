import { ADMIN_MSG } from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { useResetPassword } from '../api/reset-password.ts';
import type { CreatedAccount } from './temporary-password-dialog.tsx';

interface Person {
  _id: string;
  name: string;
  email: string;
}

/**
 * "Reset password" for someone who lost theirs: asks first (it signs them out everywhere), then
 * hands the generated password to `onReset`, which shows it the one time it exists.
 */
export function ResetPasswordDialog({ user, onClose, onReset }: { user: Person | null; onClose: () => void; onReset: (account: CreatedAccount) => void }) {
  const reset = useResetPassword();
  const close = () => {
    reset.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => {
        if (!open && !reset.isPending) close();
      }}
      title={user ? `Reset the password of ${user.name}?` : 'Reset password'}
      description="They are signed out on every device at once. You get a temporary password to give them privately; they choose their own at their next sign-in."
      confirmLabel="Reset Password"
      pending={reset.isPending}
      onConfirm={() => {
        if (!user) return;
        reset.mutate(user._id, {
          onSuccess: (temporaryPassword) => {
            const account = { name: user.name, email: user.email, temporaryPassword };
            close();
            onReset(account);
          },
        });
      }}
    >
      {reset.isError && <Alert tone="error" title={errorMessage(reset.error, ADMIN_MSG.resetPasswordFailed)} />}
    </ConfirmDialog>
  );
}
