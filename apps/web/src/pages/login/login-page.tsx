import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { LogIn, ShieldCheck, Zap, type LucideIcon } from 'lucide-react';
import { EVENT, type PublicUser } from '@hackcamp/contract';
import { PublicNav } from '../../components/layout/public-nav.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { DEFAULT_EVENT_SETTINGS, useEventSettings } from '../../lib/event-settings.ts';
import { useRegistrationInvited } from '../../lib/registration.ts';
import { homePathOf, useSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { MAIN_CONTENT_ID } from '../../components/layout/skip-link.tsx';

function InfoTile({ icon: Icon, title, text }: { icon: LucideIcon; title: string; text: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white/70 p-4 dark:border-slate-800 dark:bg-slate-900/60">
      <Icon aria-hidden="true" className="mb-2 size-5 text-blue-600 dark:text-blue-400" />
      <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{title}</h2>
      <p className="mt-1 text-xs leading-relaxed text-slate-600 dark:text-slate-400">{text}</p>
    </div>
  );
}

/**
 * Where sign-in goes back to: only the check-in page (a phone camera opened its QR code while
 * signed out), which needs its `?code=`; every other sign-in goes home as before.
 */
function returnPathOf(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && (from === '/check-in' || from.startsWith('/check-in?')) ? from : null;
}

export function LoginPage() {
  useDocumentTitle('Sign in');
  const navigate = useNavigate();
  const session = useSession();
  const registration = useRegistrationInvited();
  const publicDates = (useEventSettings().data ?? DEFAULT_EVENT_SETTINGS).publicDates;

  const back = returnPathOf(useLocation().state);
  const goToHome = (user: PublicUser) => {
    void navigate(back ?? homePathOf(user), { replace: true });
  };

  // Already signed in (a bookmark, the back button): nothing to do here. A token the server no
  // longer accepts is cleared by the first call the dashboard makes, which brings them back.
  if (session.status === 'authenticated' && session.user) return <Navigate to={back ?? homePathOf(session.user)} replace />;

  return (
    <div className="flex min-h-dvh flex-col">
      <PublicNav />

      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="relative flex-1 overflow-hidden px-4 py-10 sm:py-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-80 bg-linear-to-b from-blue-100/70 to-transparent dark:from-blue-950/40"
        />
        <div className="mx-auto w-full max-w-md">
          <Card className="p-6 shadow-lg shadow-slate-200/60 sm:p-8 dark:shadow-none">
            <div className="mb-7 text-center">
              <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-xl bg-blue-600 text-white shadow-md shadow-blue-600/30">
                <LogIn aria-hidden="true" className="size-6" />
              </span>
              <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">Welcome Back</h1>
              <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">Sign in to continue your journey</p>
            </div>
            <LoginForm onSignedIn={goToHome} />
            {registration.invited && (
              <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
                New here?{' '}
                <Link
                  to="/hackcamp/register"
                  className="rounded font-medium text-blue-700 hover:underline focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:text-blue-400"
                >
                  Create an account
                </Link>
              </p>
            )}
          </Card>

          <div className="mt-6 grid grid-cols-2 gap-3">
            <InfoTile icon={Zap} title="Quick Access" text="Tasks, team and progress in one place." />
            <InfoTile icon={ShieldCheck} title="Secure Login" text="Your session is protected and can be revoked." />
          </div>
        </div>
      </main>

      <footer className="border-t border-slate-200 bg-white px-4 py-10 text-center dark:border-slate-800 dark:bg-slate-900/50">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Continue Your Coding Journey</h2>
        <p className="mx-auto mt-2 max-w-md text-sm text-slate-600 dark:text-slate-400">
          {EVENT.bootcampDays} days of bootcamp and {EVENT.totalDays - EVENT.bootcampDays} days of hackathon, {publicDates}.
        </p>
      </footer>
    </div>
  );
}
