import { useState } from 'react';
import { cn } from '../../lib/cn.ts';

const sizes = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-20 text-2xl' } as const;

/** A person's picture, or the first letter of their name when there is none or it fails to load. */
export function Avatar({ name, src, size = 'md', className }: { name: string; src?: string | null; size?: keyof typeof sizes; className?: string }) {
  const [broken, setBroken] = useState(false);
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-blue-600 font-semibold text-white ring-2 ring-white dark:ring-slate-900',
        sizes[size],
        className,
      )}
    >
      {src && !broken ? <img src={src} alt="" className="size-full object-cover" onError={() => setBroken(true)} /> : <span aria-hidden="true">{initial}</span>}
    </span>
  );
}
