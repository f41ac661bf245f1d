import { Link, useNavigate } from 'react-router';
import { UserPlus } from 'lucide-react';
import { toast } from 'sonner';
import { EVENT, MSG } from '@hackcamp/contract';
import { PublicNav } from '../../components/layout/public-nav.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Card } from '../../components/ui/card.tsx';
import { RegisterForm } from '../../features/auth/components/register-form.tsx';
import { DEFAULT_EVENT_SETTINGS, useEventSettings } from '../../lib/event-settings.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { MAIN_CONTENT_ID } from '../../components/layout/skip-link.tsx';

/** /:name/register: the path segment is only part of the shared sign-up link. */
export function RegisterPage() {
  useDocumentTitle('Register');
  const navigate = useNavigate();
  const settings = useEventSettings().data ?? DEFAULT_EVENT_SETTINGS;
  // The server refuses sign-ups while closed; saying so first spares filling in the form.
  const closed = settings.registrationOpen === false;
  const publicDates = settings.publicDates;

  const onRegistered = () => {
    toast.success(MSG.registered);
    void navigate('/login');
  };

  return (
    <div className="flex min-h-dvh flex-col">
      <PublicNav />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="relative flex-1 overflow-hidden px-4 py-10 sm:py-14">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-80 bg-linear-to-b from-blue-100/70 to-transparent dark:from-blue-950/40"
        />
        <div className="mx-auto w-full max-w-2xl">
          <Card className="p-6 shadow-lg shadow-slate-200/60 sm:p-8 dark:shadow-none">
            <div className="mb-7 text-center">
              <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-xl bg-blue-600 text-white shadow-md shadow-blue-600/30">
                <UserPlus aria-hidden="true" className="size-6" />
              </span>
              <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">Join {EVENT.name}</h1>
              <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">Register for the bootcamp and hackathon, {publicDates}. It's free.</p>
            </div>
            {closed ? <Alert tone="error" title={MSG.registrationClosed} /> : <RegisterForm onRegistered={onRegistered} />}
            <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
              Already have an account?{' '}
              <Link
                to="/login"
                className="rounded font-medium text-blue-600 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 dark:text-blue-400"
              >
                Sign in
              </Link>
            </p>
          </Card>
        </div>
      </main>
    </div>
  );
}
