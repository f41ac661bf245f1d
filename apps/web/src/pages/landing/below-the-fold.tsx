import { lazy, memo, startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { LandingContent } from '@hackcamp/contract';
import { AboutSection } from './about-section.tsx';
import { FaqSection } from './faq-section.tsx';
import { JourneyTimeline } from './journey-timeline.tsx';
import { RewardsSection } from './rewards-section.tsx';
import { SectionHeading } from './section-heading.tsx';
import { TracksSection } from './tracks-section.tsx';
import { useNearViewport } from './use-near-viewport.ts';

// The three sample dashboards are most of the page's code, and mounting them is the page's
// heaviest render: their own chunk, fetched and mounted when the reader comes near.
const DemoShowcase = lazy(() => import('./demo/demo-showcase.tsx').then((m) => ({ default: m.DemoShowcase })));

type Props = { eventName: string; startDate: string; prizePool: string; landing: LandingContent };

function DemoSection() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <section id="demo" aria-labelledby="demo-title" className="scroll-mt-20 px-4 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="demo-title" eyebrow="Take a look" title="One platform for every role">
          Participants follow tasks and scores, mentors mark attendance and grade, admins run the event. Try each view.
        </SectionHeading>
        <div ref={ref} className="mt-10">
          {/* Holds about the demo's height until it mounts, so links to later sections land right. */}
          {near ? (
            <Suspense fallback={<div className="min-h-[40rem]" />}>
              <DemoShowcase />
            </Suspense>
          ) : (
            <div className="min-h-[40rem]" />
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * The sections that describe the edition, in page order (the story, then the rewards and FAQ); a
 * section with nothing to show is left out. The landing editor's preview renders the same.
 */
export function editionSections({ eventName, startDate, prizePool, landing }: Props): { story: ReactNode[]; rewards: ReactNode[] } {
  return {
    story: [
      <AboutSection key="about" eventName={eventName} startDate={startDate} about={landing.about} curriculum={landing.curriculum} />,
      landing.tracks.length > 0 && <TracksSection key="tracks" tracks={landing.tracks} />,
      <JourneyTimeline key="timeline" curriculum={landing.curriculum} />,
    ].filter(Boolean),
    rewards: [
      <RewardsSection key="rewards" prizePool={prizePool} rewards={landing.rewards} partners={landing.partners} />,
      landing.faq.length > 0 && <FaqSection key="faq" faq={landing.faq} />,
    ].filter(Boolean),
  };
}

/**
 * Everything under the hero. The sections mount one at a time, each in a transition the browser
 * can interrupt, after the first paint; and they render again only when the event's details
 * change (not when the settings or the session merely arrive). So no long task blocks a phone
 * while the page loads.
 */
export const BelowTheFold = memo(function BelowTheFold({ eventName, startDate, prizePool, landing }: Props) {
  const edition = editionSections({ eventName, startDate, prizePool, landing });
  // The demo sits between the timeline and the rewards.
  const sections: ReactNode[] = [...edition.story, <DemoSection key="demo" />, ...edition.rewards];
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown < sections.length) startTransition(() => setShown((n) => n + 1));
  }, [shown, sections.length]);

  // A link to /#faq asked for a section that did not exist at load: go there once it does.
  const arrived = useRef(false);
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (arrived.current || !target) return;
    arrived.current = true;
    target.scrollIntoView();
  }, [shown]);

  return <>{sections.slice(0, shown)}</>;
});
