import { useResetPassword } from '../api/reset-password.ts';
import { NewPasswordForm } from './new-password-form.tsx';

/** The page a mailed link opens: the new password twice. `onDone` follows a successful reset. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const reset = useResetPassword();
  return (
    <NewPasswordForm
      idPrefix="reset"
      labels={{ password: 'New Password', confirm: 'Confirm New Password', submit: 'Set New Password' }}
      pending={reset.isPending}
      error={reset.isError ? reset.error : null}
      onSubmit={(newPassword) => reset.mutate({ token, newPassword }, { onSuccess: onDone })}
    />
  );
}
