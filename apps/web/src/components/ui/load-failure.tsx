import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';

type LoadFailureProps = {
  /** The screen's own sentence (the spec's), never the server's text: that is for the log. */
  message: string;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
};

/** A list that could not be loaded: what failed, and a way to try again. */
export function LoadFailure({ message, onRetry, retrying = false, className }: LoadFailureProps) {
  return (
    <div role="alert" className={cn('ui-load-failure', className)}>
      <p className="text-sm font-medium text-red-700 dark:text-red-400">{message}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry} loading={retrying}>
        Try Again
      </Button>
    </div>
  );
}
