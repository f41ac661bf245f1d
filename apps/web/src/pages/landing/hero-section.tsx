import { Link } from 'react-router';
import { ArrowRight, Calendar, Camera } from 'lucide-react';
import { LANDING_STAT_GRID, type EventSettings, type LandingContent } from '@hackcamp/contract';
import { buttonClasses } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { CountdownCard } from './countdown-card.tsx';
import { splitTagline } from './landing-content.ts';

type HeroProps = {
  settings: EventSettings;
  /** Where a signed-in visitor's dashboard is; null for everyone else. */
  home: string | null;
  registration: { invited: boolean; ended: boolean };
  landing: Pick<LandingContent, 'tagline' | 'intro' | 'stats'>;
  /** The texts are the built-in ones until the server's arrive: held in place, not shown. */
  loading?: boolean;
};

/** The first screen: what, when, the numbers that matter, and the one thing to do next. */
export function HeroSection({ settings, home, registration, landing, loading = false }: HeroProps) {
  const [lead, highlight] = splitTagline(landing.tagline);
  const stats = landing.stats;
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden px-4 pt-14 pb-16 sm:pt-24 sm:pb-24">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_50%_-10%,var(--color-blue-200),transparent)] opacity-70 dark:bg-[radial-gradient(60rem_30rem_at_50%_-10%,var(--color-blue-900),transparent)]"
      />
      <div className="mx-auto max-w-3xl text-center">
        <p className="inline-flex items-center gap-2 rounded-full border border-blue-200 bg-white/80 px-3 py-1 text-sm font-medium text-blue-800 dark:border-blue-500/30 dark:bg-blue-500/10 dark:text-blue-300">
          <Calendar aria-hidden="true" className="size-4" />
          {settings.eventName} · {settings.publicDates}
        </p>
        <div aria-busy={loading || undefined}>
          <h1
            id="hero-title"
            className={cn('mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-6xl dark:text-white', loading && 'invisible')}
          >
            {lead}
            {highlight && <span className="text-blue-600 dark:text-blue-400">{highlight}</span>}
          </h1>
          {landing.intro && (
            <p className={cn('mx-auto mt-6 max-w-2xl text-lg text-pretty text-slate-600 dark:text-slate-400', loading && 'invisible')}>{landing.intro}</p>
          )}
        </div>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link to={home ?? '/login'} className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
            {home ? 'Go to your dashboard' : "Let's Build"}
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
          <Link to="/photo-booth" className={buttonClasses('outline', 'lg', 'w-full sm:w-auto')}>
            <Camera aria-hidden="true" className="size-5" />
            Make your badge
          </Link>
        </div>
        {!home &&
          (registration.invited ? (
            <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
              New here?{' '}
              <Link
                to="/hackcamp/register"
                className="rounded font-semibold text-blue-700 hover:underline focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:text-blue-400"
              >
                Register for free
              </Link>
            </p>
          ) : (
            <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
              {registration.ended ? 'This edition has ended; registration is closed.' : 'Registration is closed.'}
            </p>
          ))}
      </div>

      <dl className={LANDING_STAT_GRID[stats.length]}>
        {stats.map((stat, i) => (
          <div
            key={`${i}-${stat.label}`}
            className="flex flex-col-reverse rounded-xl border border-slate-200 bg-white p-5 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <dt className="mt-1 text-sm text-slate-600 dark:text-slate-400">{stat.label}</dt>
            <dd className="text-2xl font-bold break-words text-slate-900 sm:text-3xl dark:text-white">
              {loading && stat.computed !== 'prizePool' && stat.computed !== 'days' ? (
                <span aria-label="Loading" className="mx-auto block h-[1lh] w-12 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
              ) : (
                stat.value
              )}
            </dd>
          </div>
        ))}
      </dl>

      <CountdownCard target={settings.countdownTarget} startDate={settings.startDate} />
    </section>
  );
}
