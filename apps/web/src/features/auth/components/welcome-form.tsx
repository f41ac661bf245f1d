import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, resetPasswordFormSchema, type PublicUser } from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { useAcceptInvitation } from '../api/accept-invitation.ts';

/** The invitation link's page: the password twice; `onJoined` follows, already signed in. */
export function WelcomeForm({ token, onJoined }: { token: string; onJoined: (user: PublicUser) => void }) {
  const accept = useAcceptInvitation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { newPassword: '', confirmPassword: '' } });

  const onSubmit = handleSubmit(({ newPassword }) => accept.mutate({ token, newPassword }, { onSuccess: ({ user }) => onJoined(user) }));

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {accept.isError && <Alert tone="error" title={errorMessage(accept.error, MSG.unexpected)} />}
      <FormField id="welcome-new-password" label="New password" error={errors.newPassword?.message}>
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
      <FormField id="welcome-confirm-password" label="Confirm password" error={errors.confirmPassword?.message}>
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
      <Button type="submit" size="lg" className="w-full" loading={accept.isPending}>
        {accept.isPending ? 'Saving...' : 'Choose password and sign in'}
      </Button>
    </form>
  );
}
