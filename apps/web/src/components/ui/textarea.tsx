import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';
import { inputClasses } from './input.tsx';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(inputClasses, 'ui-textarea', className)} {...props} />;
}
