import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

/** A text field's look (primitives.css); a caller's utilities win over it. */
export const inputClasses = 'ui-input';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClasses, className)} {...props} />;
}
