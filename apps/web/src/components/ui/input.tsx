import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const inputClasses = cn(
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3.5 text-base text-slate-900 shadow-sm sm:text-sm',
  'placeholder:text-slate-400 transition-colors',
  'focus-visible:border-blue-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500/40',
  'aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus-visible:ring-red-500/40',
  'disabled:cursor-not-allowed disabled:opacity-60',
  'dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500',
  'dark:aria-[invalid=true]:border-red-400',
);

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClasses, className)} {...props} />;
}
