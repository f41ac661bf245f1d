import { KeyRound } from 'lucide-react';
import type { PublicUser } from '@hackcamp/contract';
import { AppHeader } from '../../components/layout/app-header.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ThemeToggle } from '../../components/ui/theme-toggle.tsx';
import { ChoosePasswordForm } from '../../features/account/components/choose-password-form.tsx';
import { LogoutButton } from '../../features/auth/components/logout-button.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Shown in place of every signed-in page until an account with a temporary password has its own. */
export function ChoosePasswordPage({ user }: { user: PublicUser }) {
  useDocumentTitle('Choose a new password');
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader
        actions={
          <>
            <ThemeToggle />
            <LogoutButton />
          </>
        }
      />
      <main className="flex-1 px-4 py-10 sm:py-16">
        <Card className="mx-auto w-full max-w-md p-6 sm:p-8">
          <div className="mb-7 text-center">
            <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-xl bg-blue-600 text-white shadow-md shadow-blue-600/30">
              <KeyRound aria-hidden="true" className="size-6" />
            </span>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">Choose a new password</h1>
            <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">
              Welcome, {user.name}! Your account has a temporary password, given to you by an organiser. Choose your own to continue.
            </p>
          </div>
          <ChoosePasswordForm user={user} />
        </Card>
      </main>
    </div>
  );
}
