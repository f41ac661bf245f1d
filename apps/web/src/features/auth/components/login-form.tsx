import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { PublicUser } from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { useLogin } from '../api/login.ts';
import { checkLogin, type LoginField } from '../login-check.ts';
import { loginErrorMessage } from '../login-error-message.ts';

interface LoginFailure {
  message: string;
  field?: LoginField;
}

// A plain form, checked on submit only (messages clear as soon as the visitor edits): two fields
// need no form library, and the sign-in page's first load has no room for one.
export function LoginForm({ onSignedIn }: { onSignedIn: (user: PublicUser) => void }) {
  const login = useLogin();
  const [failure, setFailure] = useState<LoginFailure | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = event.currentTarget.elements;
    const value = (name: LoginField) => (fields.namedItem(name) as HTMLInputElement).value;
    const check = checkLogin({ email: value('email'), password: value('password') });
    if (!check.ok) {
      setFailure({ message: check.message, field: check.field });
      (fields.namedItem(check.field) as HTMLInputElement).focus();
      return;
    }
    setFailure(null);
    login.mutate(check.values, {
      onSuccess: ({ user }) => onSignedIn(user),
      onError: (error) => setFailure({ message: loginErrorMessage(error) }),
    });
  };

  const clearFailure = () => {
    if (failure) setFailure(null);
  };

  const invalid = (field: LoginField) => (failure?.field === field ? true : undefined);

  return (
    <form noValidate onSubmit={onSubmit} onChange={clearFailure} className="space-y-5">
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
          name="email"
        />
      </div>

      <div>
        <div className="flex items-baseline justify-between gap-3">
          <Label htmlFor="login-password">Password</Label>
          <Link
            to="/forgot-password"
            className="rounded text-sm font-medium text-blue-700 hover:underline focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:text-blue-400"
          >
            Forgot password?
          </Link>
        </div>
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          placeholder="Enter your password"
          aria-invalid={invalid('password')}
          name="password"
        />
      </div>

      <Button type="submit" size="lg" className="w-full" loading={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
