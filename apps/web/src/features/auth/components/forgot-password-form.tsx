import { useState, type FormEvent } from 'react';
import { MSG, forgotPasswordSchema } from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-errors.ts';
import { useForgotPassword } from '../api/forgot-password.ts';

/** One field; the answer is the same sentence whether or not the email has an account. */
export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const [fieldError, setFieldError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement;
    const parsed = forgotPasswordSchema.safeParse({ email: input.value });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      input.focus();
      return;
    }
    setFieldError(undefined);
    forgot.mutate(parsed.data);
  };

  if (forgot.isSuccess) {
    return <Alert tone="success" title={forgot.data.byEmail ? MSG.forgotPasswordSent : MSG.recoveryByEmailOff} />;
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {forgot.isError && <Alert tone="error" title={errorMessage(forgot.error, MSG.unexpected)} />}
      <FormField id="forgot-email" label="Email Address" error={fieldError}>
        {(a11y) => <Input {...a11y} name="email" type="email" autoComplete="email" inputMode="email" placeholder="Enter your email" />}
      </FormField>
      <Button type="submit" size="lg" className="w-full" loading={forgot.isPending}>
        {forgot.isPending ? 'Sending...' : 'Email Me a Link'}
      </Button>
    </form>
  );
}
