import type { ReactNode } from 'react';
import { Sparkles } from 'lucide-react';
import { cn } from '../../lib/cn.ts';

type ComingSoonProps = {
  title: string;
  description: ReactNode;
  /** What will appear here, so the empty space says something true. */
  items?: string[];
  className?: string;
};

export function ComingSoon({ title, description, items, className }: ComingSoonProps) {
  return (
    <section
      aria-label={title}
      className={cn('rounded-xl border border-dashed border-slate-300 bg-white/60 p-6 sm:p-8 dark:border-slate-700 dark:bg-slate-900/40', className)}
    >
      <div className="flex items-start gap-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-600 dark:bg-blue-500/15 dark:text-blue-400">
          <Sparkles aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900 dark:text-slate-50">{title}</h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>
        </div>
      </div>
      {items && items.length > 0 && (
        <ul className="mt-5 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {items.map((item) => (
            <li key={item} className="flex items-center gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
              <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-blue-500" />
              {item}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
