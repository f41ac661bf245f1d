import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { MSG, changePasswordFormSchema, type PublicUser } from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { updateUser } from '../../../lib/session.ts';
import { passwordChangeFailure } from '../account-failures.ts';
import { useChangePassword } from '../api/change-password.ts';

/**
 * First sign-in with a generated password: the person types it once more and chooses their own.
 * The server refuses everything else until this succeeds, so nothing else is offered.
 */
export function ChoosePasswordForm({ user }: { user: PublicUser }) {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast.success(MSG.passwordChanged);
          // The fresh profile (fetched with the new token) confirms it; no need to wait for it.
          updateUser({ ...user, mustChangePassword: false });
        },
      },
    ),
  );
  const failure = change.isError ? passwordChangeFailure(change.error) : null;

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {failure && (
        <Alert tone="error" title={failure.title}>
          {failure.description}
        </Alert>
      )}
      <FormField id="temporary-password" label="Temporary Password" error={errors.currentPassword?.message}>
        {(a11y) => (
          <PasswordInput
            {...a11y}
            autoComplete="current-password"
            showLabel="Show temporary password"
            hideLabel="Hide temporary password"
            {...register('currentPassword')}
          />
        )}
      </FormField>
      <FormField id="choose-new-password" label="New Password" error={errors.newPassword?.message}>
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
      <FormField id="choose-confirm-password" label="Confirm New Password" error={errors.confirmPassword?.message}>
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
      <Button type="submit" className="w-full" loading={change.isPending}>
        {change.isPending ? 'Saving...' : 'Save and Continue'}
      </Button>
    </form>
  );
}
