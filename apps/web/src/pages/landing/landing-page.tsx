import { Link } from 'react-router';
import { ArrowRight, Calendar, Camera, Code, Rocket, Users, type LucideIcon } from 'lucide-react';
import { EVENT } from '@hackcamp/contract';
import { PublicNav } from '../../components/layout/public-nav.tsx';
import { buttonClasses } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const STATS = [
  { value: '20+', label: 'Mentors' },
  { value: '250+', label: 'Participants' },
  { value: '10+2', label: 'Days' },
  { value: EVENT.prizePool, label: 'Prize pool' },
];

const PHASES: { icon: LucideIcon; when: string; title: string; text: string }[] = [
  {
    icon: Code,
    when: 'Days 1-10 · 4-13 Aug',
    title: 'Full stack bootcamp',
    text: 'Daily tasks from Java and OOP to Spring Boot, React and deployment, reviewed by your mentor.',
  },
  {
    icon: Users,
    when: 'Day 10',
    title: 'Team formation',
    text: 'Form a team of 5-6 and pick a problem statement in health, sports, education, technology and more.',
  },
  {
    icon: Rocket,
    when: 'Days 11-12 · 14-15 Aug',
    title: 'Hackathon',
    text: 'Two days to build and ship, evaluated by judges over three rounds.',
  },
];

export function LandingPage() {
  useDocumentTitle();
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicNav />

      <main className="flex-1">
        <section className="relative overflow-hidden px-4 pt-16 pb-20 sm:pt-24 sm:pb-28">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_50%_-10%,var(--color-blue-200),transparent)] opacity-70 dark:bg-[radial-gradient(60rem_30rem_at_50%_-10%,var(--color-blue-900),transparent)]"
          />
          <div className="mx-auto max-w-3xl text-center">
            <p className="inline-flex items-center gap-2 rounded-full border border-blue-200 bg-white/80 px-3 py-1 text-sm font-medium text-blue-700 dark:border-blue-500/30 dark:bg-blue-500/10 dark:text-blue-300">
              <Calendar aria-hidden="true" className="size-4" />
              {EVENT.publicDates}
            </p>
            <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-6xl dark:text-white">
              Learn for ten days. <span className="text-blue-600 dark:text-blue-400">Build for two.</span>
            </h1>
            <p className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-slate-600 dark:text-slate-400">
              {EVENT.name} is a {EVENT.totalDays}-day college coding event: a full stack bootcamp with daily tasks and
              mentors, followed by a two-day team hackathon.
            </p>
            <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
              <Link to="/login" className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
                Let's Build
                <ArrowRight aria-hidden="true" className="size-5" />
              </Link>
              <Link to="/photo-booth" className={buttonClasses('outline', 'lg', 'w-full sm:w-auto')}>
                <Camera aria-hidden="true" className="size-5" />
                Make your badge
              </Link>
            </div>
          </div>

          <dl className="mx-auto mt-16 grid max-w-4xl grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
            {STATS.map((stat) => (
              <Card key={stat.label} className="flex flex-col-reverse p-5 text-center">
                <dt className="mt-1 text-sm text-slate-600 dark:text-slate-400">{stat.label}</dt>
                <dd className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">{stat.value}</dd>
              </Card>
            ))}
          </dl>
        </section>

        <section aria-labelledby="how-it-works" className="border-t border-slate-200 bg-white px-4 py-16 sm:py-20 dark:border-slate-800 dark:bg-slate-900/40">
          <div className="mx-auto max-w-5xl">
            <h2 id="how-it-works" className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
              How the {EVENT.totalDays} days work
            </h2>
            <ol className="mt-10 grid gap-4 md:grid-cols-3">
              {PHASES.map(({ icon: Icon, when, title, text }) => (
                <li key={title}>
                  <Card className="h-full p-6">
                    <span className="mb-4 flex size-11 items-center justify-center rounded-lg bg-blue-50 text-blue-600 dark:bg-blue-500/15 dark:text-blue-400">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <p className="text-xs font-semibold tracking-wide text-blue-600 uppercase dark:text-blue-400">{when}</p>
                    <h3 className="mt-1 text-lg font-semibold text-slate-900 dark:text-white">{title}</h3>
                    <p className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-400">{text}</p>
                  </Card>
                </li>
              ))}
            </ol>
          </div>
        </section>
      </main>

      <footer className="border-t border-slate-200 px-4 py-8 text-center text-sm text-slate-500 dark:border-slate-800 dark:text-slate-400">
        {EVENT.name} · {EVENT.publicDates} ·{' '}
        <Link to="/login" className="rounded font-medium text-blue-600 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 dark:text-blue-400">
          Sign in
        </Link>
      </footer>
    </div>
  );
}
