import type { ReactNode } from 'react';

type DashboardIntroProps = {
  /** Small label above the heading naming the dashboard. */
  eyebrow?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  /** Badges or actions beside the heading. */
  aside?: ReactNode;
};

export function DashboardIntro({ eyebrow, title, subtitle, aside }: DashboardIntroProps) {
  return (
    <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        {eyebrow && <p className="mb-1 text-sm font-semibold tracking-wide text-blue-600 uppercase dark:text-blue-400">{eyebrow}</p>}
        <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl dark:text-white">{title}</h1>
        {subtitle && <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">{subtitle}</p>}
      </div>
      {aside && <div className="flex shrink-0 flex-wrap items-center gap-2">{aside}</div>}
    </div>
  );
}
