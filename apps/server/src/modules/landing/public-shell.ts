import { EVENT } from '@hackcamp/contract';
import { escapeHtml } from '../../lib/html-text.ts';

// What the public pages' first screens (landing-shell.ts, results-shell.ts) share: the header as
// components/layout (public-nav.tsx, app-header.tsx, brand.tsx, ui/theme-toggle.tsx) draws it for
// a visitor, the skip link, lucide's icons and the buttons' classes, as the React components
// write them, so the app's first render replaces a drawing with boxes of the same sizes.

const SKIP_LINK =
  'sr-only rounded-lg bg-blue-700 px-4 py-2 text-sm font-semibold text-white shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[100] focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-300';
const NAV_ITEM =
  'rounded-lg px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors sm:px-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500';
const NAV_ITEM_IDLE = 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white';
export const BUTTON =
  'inline-flex shrink-0 items-center justify-center font-medium whitespace-nowrap transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2 ring-offset-white dark:ring-offset-slate-950 disabled:pointer-events-none disabled:opacity-60';
export const PRIMARY = 'bg-blue-600 text-white shadow-sm hover:bg-blue-700 active:bg-blue-800 dark:bg-blue-600 dark:hover:bg-blue-500';
export const OUTLINE =
  'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';
export const MUTED = 'text-sm text-slate-600 dark:text-slate-400';

/** lucide's icons as lucide-react writes them; `paths` is the icon's own markup. */
export const icon = (name: string, size: string, paths: string, strokeWidth = 2) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-${name} ${size}" aria-hidden="true">${paths}</svg>`;
const CODE = '<path d="m16 18 6-6-6-6"></path><path d="m8 6-6 6 6 6"></path>';
const MOON = '<path d="M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401"></path>';
const SUN =
  '<circle cx="12" cy="12" r="4"></circle><path d="M12 2v2"></path><path d="M12 20v2"></path><path d="m4.93 4.93 1.41 1.41"></path><path d="m17.66 17.66 1.41 1.41"></path><path d="M2 12h2"></path><path d="M20 12h2"></path><path d="m6.34 17.66-1.41 1.41"></path><path d="m19.07 4.93-1.41 1.41"></path>';
export const CALENDAR = '<path d="M8 2v3"></path><path d="M16 2v3"></path><rect x="3" y="3" width="18" height="18" rx="2"></rect><path d="M3 9h18"></path>';
export const ARROW_RIGHT = '<path d="M5 12h14"></path><path d="m12 5 7 7-7 7"></path>';
export const CAMERA =
  '<path d="M13.997 4a2 2 0 0 1 1.76 1.05l.486.9A2 2 0 0 0 18.003 7H20a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2h1.997a2 2 0 0 0 1.759-1.048l.489-.904A2 2 0 0 1 10.004 4z"></path><circle cx="12" cy="13" r="3"></circle>';

/**
 * PublicNav for a visitor (components/layout/public-nav.tsx): the brand, Home and Photo Booth,
 * Results once published, `extra` links, the theme toggle, and Sign in where the page offers it.
 * `signIn` is the landing page's variant: its brand stands for Home on a phone. `at` is the path
 * of the page, whose link is the current one.
 */
function header({ at, signIn, results, extra = '' }: { at: string; signIn: boolean; results: boolean; extra?: string }): string {
  // Both theme icons: the stylesheet shows the one of the theme index.html's script chose (data-theme-icon).
  const themeIcons =
    icon('moon', 'size-5', MOON).replace('<svg ', '<svg data-theme-icon="moon" ') + icon('sun', 'size-5', SUN).replace('<svg ', '<svg data-theme-icon="sun" ');
  const navItem = (href: string, label: string, className?: string) =>
    href === at
      ? `<a aria-current="page" class="${NAV_ITEM} text-blue-700 dark:text-blue-400${className ? ` ${className}` : ''}" href="${href}">${label}</a>`
      : `<a class="${NAV_ITEM} ${NAV_ITEM_IDLE}${className ? ` ${className}` : ''}" href="${href}">${label}</a>`;
  return (
    `<header class="sticky top-0 z-40 border-b border-slate-200/80 bg-white/85 backdrop-blur-md dark:border-slate-800/80 dark:bg-slate-950/85">` +
    `<div class="mx-auto flex h-16 items-center gap-2 px-3 sm:gap-3 sm:px-6 max-w-6xl">` +
    `<a class="flex items-center gap-2 rounded-lg font-bold tracking-tight text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 dark:text-white" href="/">` +
    `<span aria-hidden="true" class="flex size-8 items-center justify-center rounded-lg bg-blue-600 text-white shadow-sm">${icon('code', 'size-4.5', CODE, 2.5)}</span>` +
    `<span class="text-base max-[399px]:sr-only sm:text-lg">${escapeHtml(EVENT.name)}</span></a>` +
    `<div class="ml-auto flex items-center gap-0.5 sm:gap-2">` +
    `<nav aria-label="Main" class="flex items-center">` +
    navItem('/', 'Home', signIn ? 'max-sm:hidden' : undefined) +
    navItem('/photo-booth', 'Photo Booth') +
    (results ? navItem('/results', 'Results', 'max-[359px]:hidden') : '') +
    extra +
    `</nav>` +
    `<button type="button" class="${BUTTON} text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800 size-10 rounded-lg" aria-label="Toggle theme">${themeIcons}</button>` +
    (signIn ? `<a class="${BUTTON} ${PRIMARY} h-9 gap-1.5 rounded-lg px-3 text-sm ml-1" href="/login">Sign in</a>` : '') +
    `</div></div></header>`
  );
}

/**
 * A public page's first screen: the skip link, the page's column with the header, `between` (a row
 * under it), <main> and `after` (its footer).
 */
export function publicPage(nav: Parameters<typeof header>[0], main: { className: string; html: string }, between = '', after = ''): string {
  return (
    `<a href="#main-content" class="${SKIP_LINK}">Skip to main content</a>` +
    `<div class="flex min-h-dvh flex-col">` +
    header(nav) +
    between +
    `<main id="main-content" tabindex="-1" class="${main.className}">${main.html}</main>` +
    after +
    `</div>`
  );
}
