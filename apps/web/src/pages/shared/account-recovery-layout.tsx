import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { PublicNav } from '../../components/layout/public-nav.tsx';
import { MAIN_CONTENT_ID } from '../../components/layout/skip-link.tsx';
import { Card } from '../../components/ui/card.tsx';

/** The frame of the two account recovery pages: the sign-in page's card, with a way back to it. */
export function AccountRecoveryLayout({ icon: Icon, title, intro, children }: { icon: LucideIcon; title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicNav />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="relative flex-1 overflow-hidden px-4 py-10 sm:py-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-80 bg-linear-to-b from-blue-100/70 to-transparent dark:from-blue-950/40"
        />
        <Card className="mx-auto w-full max-w-md p-6 shadow-lg shadow-slate-200/60 sm:p-8 dark:shadow-none">
          <div className="mb-7 text-center">
            <span className="mx-auto mb-4 flex size-12 items-center justify-center rounded-xl bg-blue-600 text-white shadow-md shadow-blue-600/30">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h1>
            <div className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">{intro}</div>
          </div>
          {children}
          <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
            <Link
              to="/login"
              className="rounded font-medium text-blue-700 hover:underline focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:text-blue-400"
            >
              Back to Sign In
            </Link>
          </p>
        </Card>
      </main>
    </div>
  );
}
