import { Accordion } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { FAQS } from './landing-content.ts';
import { SectionHeading } from './section-heading.tsx';
import { useNearViewport } from './use-near-viewport.ts';

/** The seven questions students ask most, as an accordion (one open at a time, keyboard friendly). */
export function FaqSection() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-20 border-t border-slate-200 bg-white px-4 py-16 sm:py-24 dark:border-slate-800 dark:bg-slate-900/40">
      <div className="mx-auto max-w-3xl">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Questions, answered" />
        {/* Mounted on approach: each answer measures itself when it mounts, which costs a layout. */}
        <div ref={ref} className="mt-10 min-h-[25rem]">
          {near && (
            <Accordion.Root type="single" collapsible className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
              {FAQS.map(({ q, a }, i) => (
                <Accordion.Item key={q} value={`faq-${i}`}>
                  <Accordion.Header asChild>
                    <h3>
                      <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium text-slate-900 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none focus-visible:ring-inset dark:text-white dark:hover:bg-slate-800/60">
                        {q}
                        <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180" />
                      </Accordion.Trigger>
                    </h3>
                  </Accordion.Header>
                  <Accordion.Content className="px-5 pb-4 text-slate-600 dark:text-slate-400">{a}</Accordion.Content>
                </Accordion.Item>
              ))}
            </Accordion.Root>
          )}
        </div>
      </div>
    </section>
  );
}
