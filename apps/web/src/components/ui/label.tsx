import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** A styled label; callers pass `htmlFor` (the rule cannot see through the spread). */
export function Label({ className, htmlFor, children, ...props }: ComponentProps<'label'>) {
  return (
    <label htmlFor={htmlFor} className={cn('mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300', className)} {...props}>
      {children}
    </label>
  );
}
