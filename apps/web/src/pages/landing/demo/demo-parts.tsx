import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';

const iconTones = {
  blue: 'bg-blue-50 text-blue-700 dark:bg-blue-500/15 dark:text-blue-300',
  violet: 'bg-violet-50 text-violet-700 dark:bg-violet-500/15 dark:text-violet-300',
  green: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300',
  amber: 'bg-amber-50 text-amber-700 dark:bg-amber-500/15 dark:text-amber-300',
} as const;

/** A dashboard summary tile, shrunk so four fit in two rows on a phone. */
export function DemoStat({
  icon: Icon,
  label,
  value,
  hint,
  tone = 'blue',
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  hint?: string;
  tone?: keyof typeof iconTones;
}) {
  return (
    <Card className="flex min-w-0 flex-col gap-2 p-3 sm:flex-row sm:items-center sm:gap-3 sm:p-4">
      <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-lg', iconTones[tone])}>
        <Icon aria-hidden="true" className="size-[1.125rem]" />
      </span>
      <div className="min-w-0">
        <p className="truncate text-xs font-medium text-slate-600 sm:text-sm dark:text-slate-400">{label}</p>
        <p className="text-lg leading-tight font-bold text-slate-900 dark:text-white">{value}</p>
        {hint && <p className="truncate text-xs text-slate-600 dark:text-slate-400">{hint}</p>}
      </div>
    </Card>
  );
}

/** The greeting row each demo dashboard opens with, like the real dashboards' intro. */
export function DemoHeader({ eyebrow, title, subtitle, children }: { eyebrow: string; title: string; subtitle?: ReactNode; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-blue-700 uppercase dark:text-blue-300">{eyebrow}</p>
        <h3 className="mt-1 text-xl font-bold text-slate-900 sm:text-2xl dark:text-white">{title}</h3>
        {subtitle && <div className="mt-1 text-sm text-slate-600 dark:text-slate-400">{subtitle}</div>}
      </div>
      {children}
    </div>
  );
}

/** A card with a small heading that also names it, so tests and screen readers can find it (a group, not a landmark: a page full of mini landmarks is noise). */
export function DemoPanel({
  title,
  icon: Icon,
  action,
  className,
  children,
}: {
  title: string;
  icon?: LucideIcon;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card role="group" aria-labelledby={id} className={cn('min-w-0 p-4 sm:p-5', className)}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h4 id={id} className="flex items-center gap-2 text-base font-semibold text-slate-900 dark:text-white">
          {Icon && <Icon aria-hidden="true" className="size-4 text-slate-600 dark:text-slate-400" />}
          {title}
        </h4>
        {action}
      </div>
      {children}
    </Card>
  );
}
