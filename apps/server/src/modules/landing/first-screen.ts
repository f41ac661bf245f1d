import { eventEndsAt, type EventSettings, type LandingContent, type PublicResults } from '@hackcamp/contract';
import type { ConfigService } from '../config/config.service.ts';
import { UNPUBLISHED_RESULTS } from '../results/results.service.ts';
import { landingShell } from './landing-shell.ts';
import { loginShell } from './login-shell.ts';
import type { LandingService } from './landing.service.ts';
import { unpublishedResultsShell } from './results-shell.ts';

/** A public page's first screen, drawn by the server into the index.html it serves (plugins/first-screen-page.ts). */
export interface FirstScreen {
  /** Which screen it is: the web app waits for that screen's code before it replaces the drawing. */
  name: 'landing' | 'results' | 'login';
  /** What goes inside #root. */
  html: string;
  /**
   * The public answers it was drawn from, which the app starts with: GET /api/config/config, and
   * /api/config/landing or /api/results (its first page, no search).
   */
  data: { settings: EventSettings; landing?: LandingContent; results?: PublicResults };
}

export type FirstScreens = ReturnType<typeof createFirstScreens>;

/**
 * The first screens of the landing page, the sign-in page and the results page while unpublished, from the
 * settings and the landing texts as their services hold them: drawn again only when one of those
 * is replaced (a change on any node, the landing's 30 s counts) or the edition ends, never per
 * request.
 */
export function createFirstScreens(deps: { config: ConfigService; landing: LandingService; clock?: () => Date }) {
  const clock = deps.clock ?? (() => new Date());
  const landings = new WeakMap<LandingContent, WeakMap<EventSettings, { ended: boolean; screen: FirstScreen }>>();
  const unpublished = new WeakMap<EventSettings, FirstScreen>();
  const logins = new WeakMap<EventSettings, { ended: boolean; screen: FirstScreen }>();
  /** The edition is over in the event's time zone: registration is no longer offered. */
  const hasEnded = (settings: EventSettings) => clock() >= eventEndsAt(settings.startDate, settings.timeZone);

  async function landingScreen(): Promise<FirstScreen> {
    const [settings, landing] = await Promise.all([deps.config.get(), deps.landing.get()]);
    // Registration is offered until the edition's end in the event's time zone, as on the page.
    const ended = hasEnded(settings);
    let bySettings = landings.get(landing);
    if (!bySettings) landings.set(landing, (bySettings = new WeakMap()));
    const held = bySettings.get(settings);
    if (held && held.ended === ended) return held.screen;
    const screen: FirstScreen = { name: 'landing', html: landingShell(settings, landing, ended), data: { settings, landing } };
    bySettings.set(settings, { ended, screen });
    return screen;
  }

  async function loginScreen(): Promise<FirstScreen> {
    const settings = await deps.config.get();
    // "Create an account" as registration.ts offers it: open, and the edition not over.
    const ended = hasEnded(settings);
    const held = logins.get(settings);
    if (held && held.ended === ended) return held.screen;
    const screen: FirstScreen = { name: 'login', html: loginShell(settings, settings.registrationOpen && !ended), data: { settings } };
    logins.set(settings, { ended, screen });
    return screen;
  }

  async function resultsScreen(): Promise<FirstScreen | null> {
    const settings = await deps.config.get();
    // Published results are the app's to draw (and GET /api/results answers them, not this).
    if (settings.resultsPublished) return null;
    let screen = unpublished.get(settings);
    if (!screen)
      unpublished.set(settings, (screen = { name: 'results', html: unpublishedResultsShell(settings), data: { settings, results: UNPUBLISHED_RESULTS } }));
    return screen;
  }

  return {
    /** The first screen of the page at `path` (no query), or null for a page the server does not draw. */
    async forPath(path: string): Promise<FirstScreen | null> {
      if (path === '/') return landingScreen();
      if (path === '/results' || path === '/results/') return resultsScreen();
      if (path === '/login') return loginScreen();
      return null;
    },
  };
}
