import type { ReactNode } from 'react';
import { RotateCw } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';

/** A tab's heading, a line on what it is for, and its main actions. */
export function SectionHeader({ id, title, description, actions }: { id?: string; title: string; description?: string; actions?: ReactNode }) {
  return (
    <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h2 id={id} className="text-xl font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        {description && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

/** A load that failed: the spec's message and a way to try again. */
export function LoadFailed({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <Card role="alert" className="mx-auto max-w-md p-8 text-center">
      <p className="font-medium text-slate-900 dark:text-white">{message}</p>
      <Button className="mt-4" variant="outline" onClick={onRetry} loading={retrying}>
        {!retrying && <RotateCw aria-hidden="true" className="size-4" />} Try Again
      </Button>
    </Card>
  );
}

/** Grey blocks the shape of the cards that are loading. */
export function CardSkeletons({
  count = 3,
  className = 'h-40',
  columns = 'sm:grid-cols-2 lg:grid-cols-3',
}: {
  count?: number;
  className?: string;
  columns?: string;
}) {
  return (
    <div role="status" aria-label="Loading" className={`grid gap-4 ${columns}`}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`animate-pulse rounded-xl border border-slate-200 bg-slate-100 dark:border-slate-800 dark:bg-slate-900 ${className}`} />
      ))}
    </div>
  );
}

/** Nothing to show yet, said plainly. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 px-4 py-12 text-center text-slate-500 dark:border-slate-700 dark:text-slate-400">
      {children}
    </p>
  );
}
