import { Link } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { Button, buttonClasses } from '../components/ui/button.tsx';
import { Card } from '../components/ui/card.tsx';
import { MAIN_CONTENT_ID } from '../components/layout/skip-link.tsx';

/** Last line of defence for a render error or a screen's code failing to load (e.g. after a deploy). */
export function RouteError({ error }: { error: unknown }) {
  console.error(error);

  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex min-h-dvh items-center justify-center px-4">
      <Card role="alert" className="w-full max-w-md p-8 text-center">
        <TriangleAlert aria-hidden="true" className="mx-auto mb-4 size-10 text-amber-500" />
        <h1 className="text-xl font-semibold text-slate-900 dark:text-white">Something went wrong</h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">This screen could not be shown. Reloading usually fixes it.</p>
        <div className="mt-6 flex justify-center gap-3">
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Link to="/" reloadDocument className={buttonClasses('outline')}>
            Home
          </Link>
        </div>
      </Card>
    </main>
  );
}
