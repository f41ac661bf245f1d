import type { ReactNode } from 'react';
import { CircleAlert, RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';

/** Rows of grey bars in the table's place while it loads. */
export function JudgeTableSkeleton() {
  return (
    <Card className="space-y-3 p-5" role="status" aria-label="Loading">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="h-9 animate-pulse rounded-md bg-slate-100 dark:bg-slate-800" />
      ))}
    </Card>
  );
}

/** A failed load with the spec's Retry button. */
export function JudgeLoadError({ message, onRetry, retrying, children }: { message: string; onRetry: () => void; retrying: boolean; children?: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-4 rounded-xl border border-red-200 bg-red-50 p-5 sm:flex-row sm:items-center dark:border-red-500/30 dark:bg-red-500/10"
    >
      <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-red-600 dark:text-red-400" />
      <p className="min-w-0 flex-1 font-medium text-red-800 dark:text-red-200">{message}</p>
      <div className="flex gap-2">
        {children}
        <Button variant="outline" size="sm" onClick={onRetry} loading={retrying}>
          {!retrying && <RotateCw aria-hidden="true" className="size-4" />}
          Retry
        </Button>
      </div>
    </div>
  );
}
