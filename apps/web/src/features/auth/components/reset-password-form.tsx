import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, resetPasswordFormSchema } from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { useResetPassword } from '../api/reset-password.ts';

/** The page a mailed link opens: the new password twice. `onDone` follows a successful reset. */
export function ResetPasswordForm({ token, onDone }: { token: string; onDone: () => void }) {
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { newPassword: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(({ newPassword }) => reset.mutate({ token, newPassword }, { onSuccess: onDone }));

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {reset.isError && <Alert tone="error" title={errorMessage(reset.error, MSG.unexpected)} />}
      <FormField id="reset-new-password" label="New Password" error={errors.newPassword?.message}>
        {(a11y) => (
          <PasswordInput
            {...a11y}
            autoComplete="new-password"
            placeholder="At least 6 characters"
            showLabel="Show new password"
            hideLabel="Hide new password"
            {...register('newPassword')}
          />
        )}
      </FormField>
      <FormField id="reset-confirm-password" label="Confirm New Password" error={errors.confirmPassword?.message}>
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
      <Button type="submit" size="lg" className="w-full" loading={reset.isPending}>
        {reset.isPending ? 'Saving...' : 'Set New Password'}
      </Button>
    </form>
  );
}
