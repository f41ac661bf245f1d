import { RESULTS_MSG, type EventSettings } from '@hackcamp/contract';
import { escapeHtml } from '../../lib/html-text.ts';
import { icon, publicPage } from './public-shell.ts';

const TROPHY =
  '<path d="M10 14.66V17a1 1 0 0 1-1 1 2 2 0 0 0-2 2v2"></path><path d="M14 14.66V17a1 1 0 0 0 1 1 2 2 0 0 1 2 2v2"></path><path d="M17.916 10H19.5A2.5 2.5 0 0 0 22 7.5V5a1 1 0 0 0-1-1h-3"></path><path d="M4 22h16"></path><path d="M6 9a6 6 0 0 0 12 0V3a1 1 0 0 0-1-1H7a1 1 0 0 0-1 1z"></path><path d="M6.084 10H4.5A2.5 2.5 0 0 1 2 7.5V5a1 1 0 0 1 1-1h3"></path>';
const HOURGLASS =
  '<path d="M5 22h14"></path><path d="M5 2h14"></path><path d="M17 22v-4.172a2 2 0 0 0-.586-1.414L12 12l-4.414 4.414A2 2 0 0 0 7 17.828V22"></path><path d="M7 2v4.172a2 2 0 0 0 .586 1.414L12 12l4.414-4.414A2 2 0 0 0 17 6.172V2"></path>';

/**
 * The results page's first screen while the results are not published (its usual state until the
 * closing ceremony, and the one whose largest paint waited for the app and then for the API): the
 * header, the page's title and dates, and "Results are not out yet", as
 * apps/web/src/pages/results/results-page.tsx and components/ui/empty-state.tsx draw them, with
 * the same classes (e2e first-screen.spec.ts holds the two side by side). Published results are
 * the app's to draw.
 */
export function unpublishedResultsShell(settings: EventSettings): string {
  return publicPage(
    { at: '/results', signIn: false, results: false },
    {
      className: 'relative flex-1 overflow-hidden px-4 py-8 sm:py-12',
      html:
        `<div aria-hidden="true" class="pointer-events-none absolute inset-x-0 top-0 -z-10 h-96 bg-linear-to-b from-amber-100/60 to-transparent dark:from-amber-950/30"></div>` +
        `<div class="mx-auto w-full max-w-5xl">` +
        `<div class="mx-auto mb-8 max-w-2xl text-center sm:mb-10">` +
        `<span class="inline-flex items-center gap-1.5 rounded-full border border-amber-200 bg-white/80 px-3 py-1 text-xs font-semibold text-amber-700 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-300">${icon('trophy', 'size-3.5', TROPHY)}Results</span>` +
        `<h1 class="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">${escapeHtml(settings.eventName)} results</h1>` +
        `<p class="mt-2 text-slate-600 dark:text-slate-400">${escapeHtml(settings.publicDates)}</p>` +
        `</div>` +
        `<div class="rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900 flex flex-col items-center px-6 py-14 text-center">` +
        `<span class="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400">${icon('hourglass', 'size-6', HOURGLASS)}</span>` +
        `<h3 class="mt-4 text-base font-semibold text-slate-900 dark:text-white">${escapeHtml(RESULTS_MSG.notOut)}</h3>` +
        `<p class="mt-1 text-sm text-slate-600 dark:text-slate-400">${escapeHtml(RESULTS_MSG.notOutDetail)}</p>` +
        `</div></div>`,
    },
  );
}
