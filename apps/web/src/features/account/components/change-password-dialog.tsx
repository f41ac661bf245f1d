import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, changePasswordFormSchema } from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { passwordChangeFailure, toastFailure } from '../account-failures.ts';
import { useChangePassword } from '../api/change-password.ts';

type ChangePasswordDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChanged: () => void;
};

export function ChangePasswordDialog({ open, onOpenChange, onChanged }: ChangePasswordDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Change Password" description="Other devices signed in to your account will be signed out.">
      <ChangePasswordForm onChanged={onChanged} onCancel={() => onOpenChange(false)} />
    </Dialog>
  );
}

function ChangePasswordForm({ onChanged, onCancel }: { onChanged: () => void; onCancel: () => void }) {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  // The confirmation is checked by the schema and never sent: a mismatch makes no request.
  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate({ currentPassword, newPassword }, { onSuccess: onChanged, onError: (error) => toastFailure(passwordChangeFailure(error)) }),
  );
  // The toast is the spec's; the same words stay in the dialog too, because a modal dialog hides
  // everything outside it (the toast included) from assistive technology while it is open.
  const failure = change.isError ? passwordChangeFailure(change.error) : null;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {failure && (
        <Alert tone="error" title={failure.title}>
          {failure.description}
        </Alert>
      )}
      <FormField id="current-password" label="Current Password" error={errors.currentPassword?.message}>
        {(a11y) => (
          <PasswordInput
            {...a11y}
            autoComplete="current-password"
            showLabel="Show current password"
            hideLabel="Hide current password"
            {...register('currentPassword')}
          />
        )}
      </FormField>
      <FormField id="new-password" label="New Password" error={errors.newPassword?.message}>
        {(a11y) => (
          <PasswordInput
            {...a11y}
            autoComplete="new-password"
            placeholder={MSG.passwordHint}
            showLabel="Show new password"
            hideLabel="Hide new password"
            {...register('newPassword')}
          />
        )}
      </FormField>
      <FormField id="confirm-password" label="Confirm New Password" error={errors.confirmPassword?.message}>
        {(a11y) => (
          <PasswordInput
            {...a11y}
            autoComplete="new-password"
            showLabel="Show confirmed password"
            hideLabel="Hide confirmed password"
            {...register('confirmPassword')}
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={change.isPending}>
          {change.isPending ? 'Updating...' : 'Update Password'}
        </Button>
      </div>
    </form>
  );
}
