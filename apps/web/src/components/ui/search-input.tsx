import type { ComponentProps } from 'react';
import { Search } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Input } from './input.tsx';

type SearchInputProps = ComponentProps<'input'> & { 'aria-label': string; wrapperClassName?: string };

/** A text field with a magnifier inside it; it needs an accessible name since it shows no label. */
export function SearchInput({ className, wrapperClassName, ...props }: SearchInputProps) {
  return (
    <div className={cn('relative', wrapperClassName)}>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
      <Input className={cn('pl-9', className)} {...props} />
    </div>
  );
}
