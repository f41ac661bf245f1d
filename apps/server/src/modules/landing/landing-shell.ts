import { EVENT, splitTagline, type EventSettings, type LandingContent } from '@hackcamp/contract';
import { escapeHtml } from '../../lib/html-text.ts';

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
  return (
    `<a href="#main-content" class="${SKIP_LINK}">Skip to main content</a>` +
    `<div class="flex min-h-dvh flex-col">` +
    header(results) +
    `<nav aria-label="Sections" class="border-b border-slate-200 bg-white/70 lg:hidden dark:border-slate-800 dark:bg-slate-950/70">` +
    `<div class="mx-auto flex max-w-6xl gap-1 overflow-x-auto px-3 py-1.5">` +
    (results ? `<a href="/results" class="${ANCHOR} min-[360px]:hidden">Results</a>` : '') +
    anchors() +
    `</div></nav>` +
    `<main id="main-content" tabindex="-1" class="flex-1">${hero(settings, landing, ended)}</main>` +
    `</div>`
  );
}

const SKIP_LINK =
  'sr-only rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100] focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-300';
const ANCHOR =
  'rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';
const NAV_ITEM =
  'rounded-lg px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors sm:px-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500';
const NAV_ITEM_IDLE = 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';
const BUTTON =
  'inline-flex shrink-0 items-center justify-center font-medium whitespace-nowrap transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2 ring-offset-white dark:ring-offset-slate-950 disabled:pointer-events-none disabled:opacity-60';
const PRIMARY = 'bg-blue-600 text-white shadow-sm hover:bg-blue-700 active:bg-blue-800 dark:bg-blue-600 dark:hover:bg-blue-500';
const OUTLINE =
  'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';
const MUTED = 'text-sm text-slate-600 dark:text-slate-400';

/** lucide's icons as lucide-react writes them; `paths` is the icon's own markup. */
const icon = (name: string, size: string, paths: string, strokeWidth = 2) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-${name} ${size}" aria-hidden="true">${paths}</svg>`;
const CODE = '<path d="m16 18 6-6-6-6"></path><path d="m8 6-6 6 6 6"></path>';
const MOON = '<path d="M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401"></path>';
const SUN =
  '<circle cx="12" cy="12" r="4"></circle><path d="M12 2v2"></path><path d="M12 20v2"></path><path d="m4.93 4.93 1.41 1.41"></path><path d="m17.66 17.66 1.41 1.41"></path><path d="M2 12h2"></path><path d="M20 12h2"></path><path d="m6.34 17.66-1.41 1.41"></path><path d="m19.07 4.93-1.41 1.41"></path>';
const CALENDAR = '<path d="M8 2v3"></path><path d="M16 2v3"></path><rect x="3" y="3" width="18" height="18" rx="2"></rect><path d="M3 9h18"></path>';
const ARROW_RIGHT = '<path d="M5 12h14"></path><path d="m12 5 7 7-7 7"></path>';
const CAMERA =
  '<path d="M13.997 4a2 2 0 0 1 1.76 1.05l.486.9A2 2 0 0 0 18.003 7H20a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2h1.997a2 2 0 0 0 1.759-1.048l.489-.904A2 2 0 0 1 10.004 4z"></path><circle cx="12" cy="13" r="3"></circle>';

const anchors = () =>
  [
    ['#about', 'About'],
    ['#tracks', 'Tracks'],
    ['#timeline', 'Timeline'],
    ['#rewards', 'Rewards'],
  ]
    .map(([href, label]) => `<a href="${href}" class="${ANCHOR}">${label}</a>`)
    .join('');

function header(results: boolean): string {
  // Both theme icons: the stylesheet shows the one of the theme index.html's script chose (data-theme-icon).
  const themeIcons =
    icon('moon', 'size-5', MOON).replace('<svg ', '<svg data-theme-icon="moon" ') + icon('sun', 'size-5', SUN).replace('<svg ', '<svg data-theme-icon="sun" ');
  return (
    `<header class="sticky top-0 z-40 border-b border-slate-200/80 bg-white/85 backdrop-blur-md dark:border-slate-800/80 dark:bg-slate-950/85">` +
    `<div class="mx-auto flex h-16 items-center gap-2 px-3 sm:gap-3 sm:px-6 max-w-6xl">` +
    `<a class="flex items-center gap-2 rounded-lg font-bold tracking-tight text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 dark:text-white" href="/">` +
    `<span aria-hidden="true" class="flex size-8 items-center justify-center rounded-lg bg-blue-600 text-white shadow-sm">${icon('code', 'size-4.5', CODE, 2.5)}</span>` +
    `<span class="text-base max-[399px]:sr-only sm:text-lg">${escapeHtml(EVENT.name)}</span></a>` +
    `<div class="ml-auto flex items-center gap-0.5 sm:gap-2">` +
    `<nav aria-label="Main" class="flex items-center">` +
    `<a aria-current="page" class="${NAV_ITEM} text-blue-700 dark:text-blue-400 max-sm:hidden" href="/">Home</a>` +
    `<a class="${NAV_ITEM} ${NAV_ITEM_IDLE}" href="/photo-booth">Photo Booth</a>` +
    (results ? `<a class="${NAV_ITEM} ${NAV_ITEM_IDLE} max-[359px]:hidden" href="/results">Results</a>` : '') +
    `<span class="hidden items-center lg:flex">${anchors()}</span>` +
    `</nav>` +
    `<button type="button" class="${BUTTON} text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800 size-10 rounded-lg" aria-label="Toggle theme">${themeIcons}</button>` +
    `<a class="${BUTTON} ${PRIMARY} h-9 gap-1.5 rounded-lg px-3 text-sm ml-1" href="/login">Sign in</a>` +
    `</div></div></header>`
  );
}

// hero-section.tsx's STAT_COLUMNS as tailwind-merge leaves them beside the grid's own classes.
const STAT_GRID = [
  '',
  'mx-auto mt-14 grid gap-3 sm:gap-4 sm:grid-cols-1 max-w-xs grid-cols-1',
  'mx-auto mt-14 grid grid-cols-2 gap-3 sm:gap-4 sm:grid-cols-2 max-w-xl',
  'mx-auto mt-14 grid max-w-4xl grid-cols-2 gap-3 sm:gap-4 sm:grid-cols-3',
  'mx-auto mt-14 grid max-w-4xl grid-cols-2 gap-3 sm:gap-4 sm:grid-cols-4',
  'mx-auto mt-14 grid max-w-4xl grid-cols-2 gap-3 sm:gap-4 sm:grid-cols-3 lg:grid-cols-5',
  'mx-auto mt-14 grid max-w-4xl grid-cols-2 gap-3 sm:gap-4 sm:grid-cols-3 lg:grid-cols-6',
];

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
    `<dl class="${STAT_GRID[landing.stats.length] ?? STAT_GRID[4]}">${stats}</dl>` +
    `</section>`
  );
}
