import type { ReactNode } from 'react';

/** The eyebrow + title + intro that opens every landing section, so they read as one page. */
export function SectionHeading({ id, eyebrow, title, children }: { id: string; eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase dark:text-blue-400">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white">
        {title}
      </h2>
      {children && <p className="mt-4 text-lg text-pretty text-slate-600 dark:text-slate-400">{children}</p>}
    </div>
  );
}
