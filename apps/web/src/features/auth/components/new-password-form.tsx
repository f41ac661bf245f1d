import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MSG, resetPasswordFormSchema } from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';

/**
 * A mailed link's page (a reset or an invitation): the new password twice, checked against each
 * other before `onSubmit` gets it. The labels are each page's own.
 */
export function NewPasswordForm(props: {
  idPrefix: string;
  labels: { password: string; confirm: string; submit: string };
  pending: boolean;
  error: unknown;
  onSubmit: (newPassword: string) => void;
}) {
  const { idPrefix, labels, pending, error } = props;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { newPassword: '', confirmPassword: '' } });

  return (
    <form noValidate onSubmit={handleSubmit(({ newPassword }) => props.onSubmit(newPassword))} className="space-y-5">
      {error != null && <Alert tone="error" title={errorMessage(error, MSG.unexpected)} />}
      <FormField id={`${idPrefix}-new-password`} label={labels.password} error={errors.newPassword?.message}>
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
      <FormField id={`${idPrefix}-confirm-password`} label={labels.confirm} error={errors.confirmPassword?.message}>
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
      <Button type="submit" size="lg" className="w-full" loading={pending}>
        {pending ? 'Saving...' : labels.submit}
      </Button>
    </form>
  );
}
