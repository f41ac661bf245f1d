import { CircleAlert, RotateCw } from 'lucide-react';
import { Button } from './button.tsx';
import { errorMessage } from '../../lib/api-errors.ts';
import { cn } from '../../lib/cn.ts';

type LoadErrorProps = {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  className?: string;
};

/** A failed load in place of the content it stands for, with a way to try again. */
export function LoadError({ title, error, onRetry, retrying, className }: LoadErrorProps) {
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-start gap-4 rounded-xl border border-red-200 bg-red-50 p-5 sm:flex-row sm:items-center dark:border-red-500/30 dark:bg-red-500/10',
        className,
      )}
    >
      <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-red-600 dark:text-red-400" />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-red-800 dark:text-red-200">{title}</p>
        <p className="mt-0.5 text-sm text-red-700 dark:text-red-300">{errorMessage(error, 'Check your connection and try again.')}</p>
      </div>
      <Button variant="outline" size="sm" onClick={onRetry} loading={retrying}>
        {!retrying && <RotateCw aria-hidden="true" className="size-4" />}
        Try again
      </Button>
    </div>
  );
}
