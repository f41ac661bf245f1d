import { Code, Rocket, Users, type LucideIcon } from 'lucide-react';
import { EventCalendar } from './event-calendar.tsx';
import { FeatureItem } from './feature-item.tsx';
import { SectionHeading } from './section-heading.tsx';

const PHASES: { icon: LucideIcon; when: string; title: string; text: string }[] = [
  {
    icon: Code,
    when: 'Days 1-10',
    title: 'Full stack bootcamp',
    text: 'A topic a day from Java and OOP to Spring Boot, React and deployment, with a task reviewed by your mentor.',
  },
  {
    icon: Users,
    when: 'Day 10',
    title: 'Team formation',
    text: 'Form a team of 5-6 around a problem statement in health, sports, agriculture, yoga, education or technology.',
  },
  {
    icon: Rocket,
    when: 'Days 11-12',
    title: 'Hackathon',
    text: 'Two days to build and ship, scored by judges over three rounds.',
  },
];

/** What the event is and how its twelve days are laid out, with the calendar beside it. */
export function AboutSection({ eventName, startDate }: { eventName: string; startDate: string }) {
  return (
    <section
      id="about"
      aria-labelledby="about-title"
      className="scroll-mt-20 border-y border-slate-200 bg-white px-4 py-16 sm:py-24 dark:border-slate-800 dark:bg-slate-900/40"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="about-title" eyebrow="About" title={`How the 10+2 days of ${eventName} work`}>
          No prerequisites and no fee: bring a laptop and the will to build. Hackathon-only places are open too.
        </SectionHeading>
        <div className="mt-12 grid items-start gap-8 lg:grid-cols-[1fr_minmax(0,24rem)]">
          <ol className="grid gap-4">
            {PHASES.map(({ icon, when, title, text }) => (
              <FeatureItem key={title} icon={icon} eyebrow={when} title={title} text={text} />
            ))}
          </ol>
          <EventCalendar startDate={startDate} />
        </div>
      </div>
    </section>
  );
}
