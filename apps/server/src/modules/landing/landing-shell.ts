import { LANDING_STAT_GRID, splitTagline, type EventSettings, type LandingContent } from '@hackcamp/contract';
import { escapeHtml } from '../../lib/html-text.ts';
import { ARROW_RIGHT, BUTTON, CALENDAR, CAMERA, MUTED, OUTLINE, PRIMARY, icon, publicPage } from './public-shell.ts';

/**
 * The landing page's first screen as static HTML, put into the served index.html so a phone paints
 * the event's name, headline and numbers before the app's script has arrived: the header, the row
 * of sections and the hero, as apps/web/src/pages/landing (landing-page.tsx, hero-section.tsx) and
 * components/layout (public-nav.tsx, app-header.tsx, brand.tsx) draw them for a visitor, with the
 * same classes, so React's first render replaces it with boxes of the same sizes (e2e
 * first-screen.spec.ts holds the two side by side). The countdown and the rest of the page come
 * with the app: they sit below the hero, so nothing drawn here moves when they arrive.
 * `ended`: the edition is over, in the event's time zone. Every text from the settings and the
 * landing texts goes through escapeHtml.
 */
export function landingShell(settings: EventSettings, landing: LandingContent, ended: boolean): string {
  const results = settings.resultsPublished;
  const sections =
    `<nav aria-label="Sections" class="border-b border-slate-200 bg-white/70 lg:hidden dark:border-slate-800 dark:bg-slate-950/70">` +
    `<div class="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-3 py-1.5">` +
    (results ? `<a href="/results" class="${ANCHOR} min-[360px]:hidden">Results</a>` : '') +
    anchors() +
    `</div></nav>`;
  return publicPage(
    { at: '/', signIn: true, results, extra: `<span class="hidden items-center lg:flex">${anchors()}</span>` },
    { className: 'flex-1', html: hero(settings, landing, ended) },
    sections,
  );
}

const ANCHOR =
  'rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';

/** landing-page.tsx's ANCHORS: in the header from 1024 px, in the row of sections below it. */
const anchors = () =>
  [
    ['#about', 'About'],
    ['#tracks', 'Tracks'],
    ['#timeline', 'Timeline'],
    ['#rewards', 'Rewards'],
  ]
    .map(([href, label]) => `<a href="${href}" class="${ANCHOR}">${label}</a>`)
    .join('');

/** `ended`: the edition is over (registration is closed for good). */
function hero(settings: EventSettings, landing: LandingContent, ended: boolean): string {
  const [lead, highlight] = splitTagline(landing.tagline);
  const registration =
    settings.registrationOpen && !ended
      ? `<p class="mt-4 ${MUTED}">New here? <a href="/hackcamp/register" class="rounded font-semibold text-blue-700 hover:underline focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:text-blue-400">Register for free</a></p>`
      : `<p class="mt-4 ${MUTED}">${ended ? 'This edition has ended; registration is closed.' : 'Registration is closed.'}</p>`;
  const stats = landing.stats
    .map(
      (stat) =>
        `<div class="flex flex-col-reverse rounded-xl border border-slate-200 bg-white p-5 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">` +
        `<dt class="mt-1 ${MUTED}">${escapeHtml(stat.label)}</dt>` +
        `<dd class="text-2xl font-bold break-words text-slate-900 sm:text-3xl dark:text-white">${escapeHtml(stat.value)}</dd></div>`,
    )
    .join('');
  return (
    `<section aria-labelledby="hero-title" class="relative overflow-hidden px-4 pt-14 pb-16 sm:pt-24 sm:pb-24">` +
    `<div aria-hidden="true" class="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_50%_-10%,var(--color-blue-200),transparent)] opacity-70 dark:bg-[radial-gradient(60rem_30rem_at_50%_-10%,var(--color-blue-900),transparent)]"></div>` +
    `<div class="mx-auto max-w-3xl text-center">` +
    `<p class="inline-flex items-center gap-2 rounded-full border border-blue-200 bg-white/80 px-3 py-1 text-sm font-medium text-blue-800 dark:border-blue-500/30 dark:bg-blue-500/10 dark:text-blue-300">` +
    `${icon('calendar', 'size-4', CALENDAR)}${escapeHtml(settings.eventName)} · ${escapeHtml(settings.publicDates)}</p>` +
    `<div><h1 id="hero-title" class="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-6xl dark:text-white">` +
    escapeHtml(lead) +
    (highlight ? `<span class="text-blue-600 dark:text-blue-400">${escapeHtml(highlight)}</span>` : '') +
    `</h1>` +
    (landing.intro ? `<p class="mx-auto mt-6 max-w-2xl text-lg text-pretty text-slate-600 dark:text-slate-400">${escapeHtml(landing.intro)}</p>` : '') +
    `</div>` +
    `<div class="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">` +
    `<a class="${BUTTON} ${PRIMARY} h-12 gap-2 rounded-xl px-6 text-base w-full sm:w-auto" href="/login">Let's Build${icon('arrow-right', 'size-5', ARROW_RIGHT)}</a>` +
    `<a class="${BUTTON} ${OUTLINE} h-12 gap-2 rounded-xl px-6 text-base w-full sm:w-auto" href="/photo-booth">${icon('camera', 'size-5', CAMERA)}Make your badge</a>` +
    `</div>` +
    registration +
    `</div>` +
    `<dl class="${LANDING_STAT_GRID[landing.stats.length] ?? LANDING_STAT_GRID[4]}">${stats}</dl>` +
    `</section>`
  );
}
