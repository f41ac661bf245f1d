import { useId, useState, type KeyboardEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import type { LandingFaq } from '@hackcamp/contract';
import { SectionHeading } from './section-heading.tsx';

/**
 * The questions students ask most, as an accordion: one answer open at a time, each
 * question a button that says whether it is expanded, arrow keys move between questions. Written
 * out rather than taken from Radix: its answers measure themselves when they mount, a forced layout per answer
 * while the page loads, for panels that never animate.
 */
export function FaqSection({ faq }: { faq: LandingFaq[] }) {
  const ids = useId();
  const [open, setOpen] = useState<number | null>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = faq.length - 1;
    const next = { ArrowDown: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    document.getElementById(`${ids}-q${next}`)?.focus();
  };

  return (
    <section
      id="faq"
      aria-labelledby="faq-title"
      className="scroll-mt-20 border-t border-slate-200 bg-white px-4 py-16 sm:py-24 dark:border-slate-800 dark:bg-slate-900/40"
    >
      <div className="mx-auto max-w-3xl">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Questions, answered" />
        <div className="mt-10 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {faq.map(({ q, a }, i) => {
            const expanded = open === i;
            return (
              <div key={i}>
                <h3>
                  <button
                    type="button"
                    id={`${ids}-q${i}`}
                    aria-expanded={expanded}
                    aria-controls={`${ids}-a${i}`}
                    onClick={() => setOpen(expanded ? null : i)}
                    onKeyDown={(e) => onKeyDown(e, i)}
                    className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium text-slate-900 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none focus-visible:ring-inset dark:text-white dark:hover:bg-slate-800/60"
                  >
                    {q}
                    <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-slate-500 transition-transform group-aria-expanded:rotate-180" />
                  </button>
                </h3>
                <div
                  id={`${ids}-a${i}`}
                  role="region"
                  aria-labelledby={`${ids}-q${i}`}
                  hidden={!expanded}
                  className="px-5 pb-4 text-slate-600 dark:text-slate-400"
                >
                  {a}
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
