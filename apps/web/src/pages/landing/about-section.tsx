import { Code, Rocket, Users, type LucideIcon } from 'lucide-react';
import { EVENT, JUDGING, LIMITS, numberWord, type LandingDay } from '@hackcamp/contract';
import { EventCalendar } from './event-calendar.tsx';
import { FeatureItem } from './feature-item.tsx';
import { paragraphs } from './landing-content.ts';
import { SectionHeading } from './section-heading.tsx';

const HACKATHON_FIRST = EVENT.bootcampDays + 1;

/** How the event's days are laid out: numbers from the event's constants, topics from the curriculum. */
function phasesOf(curriculum: LandingDay[]): { icon: LucideIcon; when: string; title: string; text: string }[] {
  const first = curriculum[0]?.title;
  const last = curriculum.at(-1)?.title;
  const topics = first && last && first !== last ? `A topic a day from ${first} to ${last}` : 'A topic a day';
  return [
    { icon: Code, when: `Days 1-${EVENT.bootcampDays}`, title: 'Full stack bootcamp', text: `${topics}, with a task reviewed by your mentor.` },
    {
      icon: Users,
      when: `Day ${EVENT.bootcampDays}`,
      title: 'Team formation',
      text: `Form a team of ${LIMITS.teamMaxMembers - 1}-${LIMITS.teamMaxMembers} around a problem statement.`,
    },
    {
      icon: Rocket,
      when: `Days ${HACKATHON_FIRST}-${EVENT.totalDays}`,
      title: 'Hackathon',
      text: `${EVENT.totalDays - EVENT.bootcampDays} days to build and ship, scored by judges over ${numberWord(JUDGING.rounds.length)} rounds.`,
    },
  ];
}

type Props = { eventName: string; startDate: string; about: string; curriculum: LandingDay[] };

/** What the event is and how its days are laid out, with the calendar beside it. */
export function AboutSection({ eventName, startDate, about, curriculum }: Props) {
  const [lead, ...more] = paragraphs(about);
  return (
    <section
      id="about"
      aria-labelledby="about-title"
      className="scroll-mt-20 border-y border-slate-200 bg-white px-4 py-16 sm:py-24 dark:border-slate-800 dark:bg-slate-900/40"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="about-title"
          eyebrow="About"
          title={`How the ${EVENT.bootcampDays}+${EVENT.totalDays - EVENT.bootcampDays} days of ${eventName} work`}
        >
          {lead}
        </SectionHeading>
        {more.length > 0 && (
          <div className="mx-auto mt-4 max-w-2xl space-y-3 text-center text-slate-600 dark:text-slate-400">
            {more.map((p, i) => (
              <p key={i} className="whitespace-pre-line">
                {p}
              </p>
            ))}
          </div>
        )}
        <div className="mt-12 grid items-start gap-8 lg:grid-cols-[1fr_minmax(0,24rem)]">
          <ol className="grid gap-4">
            {phasesOf(curriculum).map(({ icon, when, title, text }) => (
              <FeatureItem key={title} icon={icon} eyebrow={when} title={title} text={text} />
            ))}
          </ol>
          <EventCalendar startDate={startDate} />
        </div>
      </div>
    </section>
  );
}
