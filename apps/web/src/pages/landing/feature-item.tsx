import type { LucideIcon } from 'lucide-react';

/** A list item of the landing page: an icon tile, an optional eyebrow, a title and a line. */
export function FeatureItem({ icon: Icon, eyebrow, title, text }: { icon: LucideIcon; eyebrow?: string; title: string; text: string }) {
  return (
    <li className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-blue-50 text-blue-700 dark:bg-blue-500/15 dark:text-blue-300">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div>
        {eyebrow && <p className="text-xs font-semibold tracking-wide text-blue-700 uppercase dark:text-blue-400">{eyebrow}</p>}
        <h3 className={eyebrow ? 'mt-0.5 text-lg font-semibold text-slate-900 dark:text-white' : 'font-semibold text-slate-900 dark:text-white'}>{title}</h3>
        <p className="mt-1 text-sm leading-relaxed text-slate-600 dark:text-slate-400">{text}</p>
      </div>
    </li>
  );
}
