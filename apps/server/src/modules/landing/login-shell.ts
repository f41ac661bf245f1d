import { EVENT, type EventSettings } from '@hackcamp/contract';
import { escapeHtml } from '../../lib/html-text.ts';
import { BUTTON, PRIMARY, icon, publicPage } from './public-shell.ts';

const LOG_IN = '<path d="m10 17 5-5-5-5"></path><path d="M15 12H3"></path><path d="M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4"></path>';
const EYE =
  '<path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0"></path><circle cx="12" cy="12" r="3"></circle>';
const ZAP =
  '<path d="M15.914 4a1.5 1.5 0 00-2.474-1.561l-9 9A1.5 1.5 0 005.5 14h4.002a.5.5 0 01.471.666L8.086 20a1.5 1.5 0 002.475 1.56l9-9A1.5 1.5 0 0018.5 10h-3.997a.5.5 0 01-.472-.667z"></path>';
const SHIELD_CHECK =
  '<path d="M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z"></path><path d="m9 12 2 2 4-4"></path>';

// components/ui (label.tsx, input.tsx, password-input.tsx) as they render on the sign-in form.
const LABEL = 'mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300';
const INPUT =
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3.5 text-base text-slate-900 shadow-sm sm:text-sm placeholder:text-slate-400 transition-colors focus-visible:border-blue-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500/40 aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus-visible:ring-red-500/40 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500 dark:aria-[invalid=true]:border-red-400';
const LINK =
  'rounded text-sm font-medium text-blue-700 hover:underline focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none dark:text-blue-400';
const SHOW_PASSWORD =
  'absolute top-1/2 right-1.5 flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-700 dark:hover:bg-slate-800 dark:hover:text-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500';

const tile = (name: string, paths: string, title: string, text: string) =>
  `<div class="rounded-xl border border-slate-200 bg-white/70 p-4 dark:border-slate-800 dark:bg-slate-900/60">` +
  icon(name, 'mb-2 size-5 text-blue-600 dark:text-blue-400', paths) +
  `<h2 class="text-sm font-semibold text-slate-900 dark:text-white">${title}</h2>` +
  `<p class="mt-1 text-xs leading-relaxed text-slate-600 dark:text-slate-400">${text}</p></div>`;

/**
 * The sign-in page's first screen, as apps/web/src/pages/login/login-page.tsx and
 * features/auth/components/login-form.tsx draw it for a visitor, with the same classes (e2e
 * first-screen.spec.ts holds the two side by side): its largest paint no longer waits for the app.
 * The fields take typing at once; the app carries what was typed and where the caret was into its
 * own fields when it takes over (apps/web/src/app/drawn-input.ts). Until then the form does not
 * send: `method="dialog"` outside a dialog submits nowhere, so Enter or "Sign In" cannot put the
 * password in an address. `invited`: registration is open and the edition not over.
 */
export function loginShell(settings: EventSettings, invited: boolean): string {
  const form =
    `<form method="dialog" novalidate="" class="space-y-5">` +
    `<div><label for="login-email" class="${LABEL}">Email Address</label>` +
    `<input class="${INPUT}" id="login-email" autocomplete="email" inputmode="email" placeholder="Enter your email" type="email" name="email"></div>` +
    `<div><div class="flex items-baseline justify-between gap-3"><label for="login-password" class="${LABEL}">Password</label>` +
    `<a class="${LINK}" href="/forgot-password">Forgot password?</a></div>` +
    `<div class="relative"><input class="${INPUT} pr-11" id="login-password" autocomplete="current-password" placeholder="Enter your password" type="password" name="password">` +
    `<button type="button" aria-label="Show password" class="${SHOW_PASSWORD}">${icon('eye', 'size-4', EYE)}</button></div></div>` +
    `<button type="submit" class="${BUTTON} ${PRIMARY} h-12 gap-2 rounded-xl px-6 text-base w-full">Sign In</button>` +
    `</form>`;
  const register = invited
    ? `<p class="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">New here? <a class="${LINK.replace('text-sm ', '')}" href="/hackcamp/register">Create an account</a></p>`
    : '';
  const footer =
    `<footer class="border-t border-slate-200 bg-white px-4 py-10 text-center dark:border-slate-800 dark:bg-slate-900/50">` +
    `<h2 class="text-lg font-semibold text-slate-900 dark:text-white">Continue Your Coding Journey</h2>` +
    `<p class="mx-auto mt-2 max-w-md text-sm text-slate-600 dark:text-slate-400">${EVENT.bootcampDays} days of bootcamp and ${EVENT.totalDays - EVENT.bootcampDays} days of hackathon, ${escapeHtml(settings.publicDates)}.</p>` +
    `</footer>`;
  return publicPage(
    { at: '/login', signIn: false, results: settings.resultsPublished },
    {
      className: 'relative flex-1 overflow-hidden px-4 py-10 sm:py-16',
      html:
        `<div aria-hidden="true" class="pointer-events-none absolute inset-x-0 top-0 -z-10 h-80 bg-linear-to-b from-blue-100/70 to-transparent dark:from-blue-950/40"></div>` +
        `<div class="mx-auto w-full max-w-md">` +
        `<div class="rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900 p-6 shadow-lg shadow-slate-200/60 sm:p-8 dark:shadow-none">` +
        `<div class="mb-7 text-center">` +
        `<span class="mx-auto mb-4 flex size-12 items-center justify-center rounded-xl bg-blue-600 text-white shadow-md shadow-blue-600/30">${icon('log-in', 'size-6', LOG_IN)}</span>` +
        `<h1 class="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">Welcome Back</h1>` +
        `<p class="mt-1.5 text-sm text-slate-600 dark:text-slate-400">Sign in to continue your journey</p></div>` +
        form +
        register +
        `</div>` +
        `<div class="mt-6 grid grid-cols-2 gap-3">` +
        tile('zap', ZAP, 'Quick Access', 'Tasks, team and progress in one place.') +
        tile('shield-check', SHIELD_CHECK, 'Secure Login', 'Your session is protected and can be revoked.') +
        `</div></div>`,
    },
    '',
    footer,
  );
}
