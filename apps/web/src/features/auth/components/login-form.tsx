import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema, type LoginInput, type PublicUser } from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { useLogin } from '../api/login.ts';
import { loginErrorMessage } from '../login-error-message.ts';

/** The spec checks email before password and shows only the first failure. */
const FIELD_ORDER = ['email', 'password'] as const;
type LoginField = (typeof FIELD_ORDER)[number];

interface LoginFailure {
  message: string;
  field?: LoginField;
}

export function LoginForm({ onSignedIn }: { onSignedIn: (user: PublicUser) => void }) {
  const login = useLogin();
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const { register, handleSubmit } = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
    // Messages clear as soon as the visitor edits, so there is nothing to re-validate live.
    reValidateMode: 'onSubmit',
  });

  const onInvalid = (errors: FieldErrors<LoginInput>) => {
    const field = FIELD_ORDER.find((name) => errors[name]?.message);
    if (field) setFailure({ message: errors[field]?.message ?? '', field });
  };

  const onValid = (values: LoginInput) => {
    setFailure(null);
    login.mutate(values, {
      onSuccess: ({ user }) => onSignedIn(user),
      onError: (error) => setFailure({ message: loginErrorMessage(error) }),
    });
  };

  const clearFailure = () => {
    if (failure) setFailure(null);
  };

  const invalid = (field: LoginField) => (failure?.field === field ? true : undefined);

  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} onChange={clearFailure} className="space-y-5">
      {failure && <Alert tone="error" title={failure.message} />}

      <div>
        <Label htmlFor="login-email">Email Address</Label>
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="Enter your email"
          aria-invalid={invalid('email')}
          {...register('email')}
        />
      </div>

      <div>
        <Label htmlFor="login-password">Password</Label>
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          placeholder="Enter your password"
          aria-invalid={invalid('password')}
          {...register('password')}
        />
      </div>

      <Button type="submit" size="lg" className="w-full" loading={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
