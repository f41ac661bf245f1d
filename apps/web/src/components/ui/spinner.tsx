import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

/** Decorative spinner; the surrounding control carries the accessible busy state. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('ui-spinner', className)} />;
}

/** Full-area loading state announced to assistive technology. */
export function PageSpinner({ className }: { className?: string }) {
  return (
    <div role="status" aria-label="Loading" className={cn('ui-page-spinner', className)}>
      <Spinner className="size-8 text-blue-600 dark:text-blue-400" />
    </div>
  );
}
