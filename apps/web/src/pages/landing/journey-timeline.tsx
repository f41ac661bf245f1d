import { useEffect, useRef, useState } from 'react';
import { Flag } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { EVENT, JUDGING, LIMITS, numberWord, type LandingDay } from '@hackcamp/contract';
import { countWord } from './landing-content.ts';
import { reachedStep, scrollProgress } from './scroll-progress.ts';
import { SectionHeading } from './section-heading.tsx';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const HACKATHON_DAYS = EVENT.totalDays - EVENT.bootcampDays;

/** The bootcamp's days as a path that fills in as the reader scrolls down it, then the hackathon. */
export function JourneyTimeline({ curriculum }: { curriculum: LandingDay[] }) {
  const listRef = useRef<HTMLOListElement>(null);
  const [progress, setProgress] = useState(() => (typeof window !== 'undefined' && prefersReducedMotion() ? 1 : 0));

  useEffect(() => {
    // Reduced motion: the whole path is drawn at once and nothing moves on scroll.
    if (prefersReducedMotion()) return;
    const list = listRef.current;
    const main = list?.closest('main');
    if (!list || !main) return;
    // Where the list sits in the page is measured only when something changes size, in a
    // ResizeObserver callback (after layout, so nothing is forced), never while scrolling: a scroll
    // handler that reads the layout makes the browser lay the page out again on every frame.
    let top = 0;
    let height = 0;
    const update = () => setProgress(scrollProgress({ top: top - window.scrollY, height }, window.innerHeight));
    const resize = new ResizeObserver(() => {
      const box = list.getBoundingClientRect();
      top = box.top + window.scrollY;
      height = box.height;
      update();
    });
    for (const section of main.children) resize.observe(section);
    resize.observe(list);
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      resize.disconnect();
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);

  const reached = reachedStep(progress, curriculum.length);

  return (
    <section
      id="timeline"
      aria-labelledby="timeline-title"
      className="scroll-mt-20 border-y border-slate-200 bg-white px-4 py-16 sm:py-24 dark:border-slate-800 dark:bg-slate-900/40"
    >
      <div className="mx-auto max-w-3xl">
        <SectionHeading
          id="timeline-title"
          eyebrow="The journey"
          title={`${countWord(EVENT.bootcampDays)} days of bootcamp, then ${numberWord(HACKATHON_DAYS)} of hackathon`}
        >
          One topic a day, a task to practise it, and a mentor who reviews your work.
        </SectionHeading>
        <div className="relative mt-12">
          <div aria-hidden="true" className="absolute top-2 bottom-2 left-5 w-1 -translate-x-1/2 rounded-full bg-slate-200 dark:bg-slate-800">
            {/* Scaled, not resized: a transform animates without laying the page out again. */}
            <div
              className="h-full w-full origin-top rounded-full bg-blue-600 transition-transform duration-150"
              style={{ transform: `scaleY(${progress})` }}
              data-testid="journey-progress"
            />
          </div>
          <ol ref={listRef} className="space-y-5">
            {curriculum.map((item, i) => {
              const done = i <= reached;
              return (
                <li key={i} className="relative flex gap-4 pl-0" data-reached={done}>
                  <span
                    aria-hidden="true"
                    className={cn(
                      'relative z-10 flex size-10 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold transition-colors duration-300',
                      done
                        ? 'border-blue-600 bg-blue-600 text-white'
                        : 'border-slate-300 bg-white text-slate-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300',
                    )}
                  >
                    {item.day}
                  </span>
                  <div
                    className={cn(
                      'flex-1 rounded-xl border p-4 transition-colors duration-300',
                      done
                        ? 'border-blue-200 bg-blue-50/60 dark:border-blue-500/30 dark:bg-blue-500/10'
                        : 'border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900',
                    )}
                  >
                    <p className="text-xs font-semibold tracking-wide text-blue-700 uppercase dark:text-blue-400">Day {item.day}</p>
                    <h3 className="mt-0.5 font-semibold text-slate-900 dark:text-white">{item.title}</h3>
                    <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{item.text}</p>
                  </div>
                </li>
              );
            })}
            <li className="relative flex gap-4">
              <span aria-hidden="true" className="relative z-10 flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-500 text-slate-950">
                <Flag className="size-5" />
              </span>
              <div className="flex-1 rounded-xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-500/40 dark:bg-amber-500/10">
                <p className="text-xs font-semibold tracking-wide text-amber-800 uppercase dark:text-amber-300">
                  Days {EVENT.bootcampDays + 1}-{EVENT.totalDays}
                </p>
                <h3 className="mt-0.5 font-semibold text-slate-900 dark:text-white">The hackathon</h3>
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{`Teams of ${LIMITS.teamMaxMembers - 1}-${LIMITS.teamMaxMembers} build for ${numberWord(HACKATHON_DAYS)} days and present to the judges over ${numberWord(JUDGING.rounds.length)} rounds.`}</p>
              </div>
            </li>
          </ol>
        </div>
      </div>
    </section>
  );
}
