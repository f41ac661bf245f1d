import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** A styled label; callers pass `htmlFor` (the rule cannot see through the spread). */
export function Label({ className, htmlFor, children, ...props }: ComponentProps<'label'>) {
  return (
    <label htmlFor={htmlFor} className={cn('ui-label', className)} {...props}>
      {children}
    </label>
  );
}
