import { lazy, startTransition, Suspense, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PublicNav } from '../../components/layout/public-nav.tsx';
import { useLanding } from '../../features/landing-editor/api/get-landing.ts';
import { DEFAULT_EVENT_SETTINGS, useEventSettings } from '../../lib/event-settings.ts';
import { useFollowPublicSettings } from '../../lib/follow-public-settings.ts';
import { useRegistrationInvited } from '../../lib/registration.ts';
import { homePathOf, useSession } from '../../lib/session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { HeroSection } from './hero-section.tsx';
import { builtInLanding } from './landing-content.ts';
import { MouseTrail } from './mouse-trail.tsx';
import { MAIN_CONTENT_ID } from '../../components/layout/skip-link.tsx';

// Only the hero is the first screen: the long rest of the page is its own chunk, fetched while the
// hero paints, so a phone gets to a working page sooner.
const BelowTheFold = lazy(() => import('./below-the-fold.tsx').then((m) => ({ default: m.BelowTheFold })));

const ANCHORS = [
  { href: '#about', label: 'About' },
  { href: '#tracks', label: 'Tracks' },
  { href: '#timeline', label: 'Timeline' },
  { href: '#rewards', label: 'Rewards' },
];

const anchorClass =
  'rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';

const footerLink =
  'rounded font-medium text-blue-700 hover:underline focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:text-blue-400';

export function LandingPage() {
  useDocumentTitle();
  // The event's name, dates, prize and countdown come from its configuration; until that answers
  // (or if it fails) the spec's values show, so the page never waits on the API.
  const settings = useEventSettings().data ?? DEFAULT_EVENT_SETTINGS;
  // The edition's texts: until they answer, the hero holds the built-in ones' place unseen; if
  // they fail, the built-in ones show (with dashes for the counts, never another edition's).
  const answer = useLanding();
  const fallback = useMemo(() => builtInLanding(settings.prizePool), [settings.prizePool]);
  const landing = answer.data ?? fallback;
  const waiting = answer.isPending;
  const { user } = useSession();
  // Results published while a visitor has the page open bring the Results link (signed in: live).
  useFollowPublicSettings(!user);
  const registration = useRegistrationInvited();
  // The hero paints first; the long rest of the page follows in interruptible renders.
  const [rest, setRest] = useState(false);
  useEffect(() => startTransition(() => setRest(true)), []);

  return (
    <div className="flex min-h-dvh flex-col">
      <MouseTrail />
      <PublicNav
        extra={
          <>
            <span className="hidden items-center lg:flex">
              {ANCHORS.map((a) => (
                <a key={a.href} href={a.href} className={anchorClass}>
                  {a.label}
                </a>
              ))}
            </span>
          </>
        }
        signIn
        results={settings.resultsPublished}
      />
      <nav aria-label="Sections" className="border-b border-slate-200 bg-white/70 lg:hidden dark:border-slate-800 dark:bg-slate-950/70">
        <div className="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-3 py-1.5">
          {/* The header has no room for it on the narrowest phones (public-nav.tsx). */}
          {settings.resultsPublished && (
            <Link to="/results" className={`${anchorClass} min-[360px]:hidden`}>
              Results
            </Link>
          )}
          {ANCHORS.map((a) => (
            <a key={a.href} href={a.href} className={anchorClass}>
              {a.label}
            </a>
          ))}
        </div>
      </nav>

      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1">
        <HeroSection settings={settings} home={user ? homePathOf(user) : null} registration={registration} landing={landing} loading={waiting} />
        {rest && !waiting && (
          <Suspense fallback={null}>
            <BelowTheFold eventName={settings.eventName} startDate={settings.startDate} prizePool={settings.prizePool} landing={landing} />
          </Suspense>
        )}
      </main>

      <footer className="border-t border-slate-200 px-4 py-10 text-center text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
        <p>
          {settings.eventName} · {settings.publicDates}
        </p>
        <p className="mt-2 flex flex-wrap items-center justify-center gap-x-4 gap-y-1">
          {user ? (
            <Link to={homePathOf(user)} className={footerLink}>
              Dashboard
            </Link>
          ) : (
            <>
              <Link to="/login" className={footerLink}>
                Sign in
              </Link>
              {registration.invited && (
                <Link to="/hackcamp/register" className={footerLink}>
                  Register
                </Link>
              )}
            </>
          )}
          <Link to="/photo-booth" className={footerLink}>
            Photo Booth
          </Link>
        </p>
      </footer>
    </div>
  );
}
