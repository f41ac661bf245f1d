import { Link } from 'react-router';
import { Code } from 'lucide-react';
import { EVENT } from '@hackcamp/contract';
import { cn } from '../../lib/cn.ts';

/** The event title with its mark; links home (or to the dashboard inside the signed-in area). */
export function Brand({ to = '/', className }: { to?: string; className?: string }) {
  return (
    <Link
      to={to}
      className={cn(
        'flex items-center gap-2 rounded-lg font-bold tracking-tight text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 dark:text-white',
        className,
      )}
    >
      <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-lg bg-blue-600 text-white shadow-sm">
        <Code className="size-4.5" strokeWidth={2.5} />
      </span>
      {/* Below 400 px the mark alone holds the place, so the header fits a 320 px phone. */}
      <span className="text-base max-[399px]:sr-only sm:text-lg">{EVENT.name}</span>
    </Link>
  );
}
