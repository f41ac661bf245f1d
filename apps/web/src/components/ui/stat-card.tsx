import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from './card.tsx';
import { cn } from '../../lib/cn.ts';

const tones = {
  blue: 'bg-blue-50 text-blue-600 dark:bg-blue-500/15 dark:text-blue-400',
  green: 'bg-emerald-50 text-emerald-600 dark:bg-emerald-500/15 dark:text-emerald-400',
  violet: 'bg-violet-50 text-violet-600 dark:bg-violet-500/15 dark:text-violet-400',
  amber: 'bg-amber-50 text-amber-600 dark:bg-amber-500/15 dark:text-amber-400',
} as const;

/** One figure of a dashboard with its label and a line of context; a named group for screen readers. */
export function StatCard({
  icon: Icon,
  label,
  value,
  hint,
  tone = 'blue',
}: {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  tone?: keyof typeof tones;
}) {
  return (
    <Card role="group" aria-label={label} className="flex items-start gap-4 p-4 sm:p-5">
      <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-lg', tones[tone])}>
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-slate-600 dark:text-slate-400">{label}</p>
        <p className="text-2xl font-bold tracking-tight text-slate-900 tabular-nums dark:text-white">{value}</p>
        {hint && <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">{hint}</p>}
      </div>
    </Card>
  );
}
