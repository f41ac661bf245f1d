import { Star } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

const sizes = { sm: 'size-3.5', md: 'size-4', lg: 'size-6' } as const;

/** A rating as stars (rounded to whole stars), read out as "n out of 5 stars". */
export function Stars({ value, max = 5, size = 'sm', className }: { value: number; max?: number; size?: keyof typeof sizes; className?: string }) {
  const filled = Math.round(value);
  return (
    <span role="img" aria-label={`${value} out of ${max} stars`} className={cn('inline-flex items-center gap-0.5', className)}>
      {Array.from({ length: max }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={cn(sizes[size], i < filled ? 'fill-amber-400 text-amber-400' : 'fill-transparent text-slate-300 dark:text-slate-600')}
        />
      ))}
    </span>
  );
}
