import { eventEndsAt, type EventSettings, type LandingContent } from '@hackcamp/contract';
import type { ConfigService } from '../config/config.service.ts';
import { landingShell } from './landing-shell.ts';
import type { LandingService } from './landing.service.ts';

/** A public page's first screen, drawn by the server into the index.html it serves (plugins/first-screen-page.ts). */
export interface FirstScreen {
  /** Which screen it is: the web app waits for that screen's code before it replaces the drawing. */
  name: 'landing';
  /** What goes inside #root. */
  html: string;
  /** The public answers it was drawn from (GET /api/config/config and /api/config/landing), which the app starts with. */
  data: { settings: EventSettings; landing: LandingContent };
}

export type FirstScreens = ReturnType<typeof createFirstScreens>;

/**
 * The landing page's first screen, from the settings and the landing texts as their services hold
 * them: drawn again only when either is replaced (a settings change on any node, the landing's
 * 30 s counts) or the edition ends, never per request.
 */
export function createFirstScreens(deps: { config: ConfigService; landing: LandingService; clock?: () => Date }) {
  const clock = deps.clock ?? (() => new Date());
  const drawn = new WeakMap<LandingContent, WeakMap<EventSettings, { ended: boolean; screen: FirstScreen }>>();

  return {
    /** The first screen of the page at `path` (no query), or null for a page the server does not draw. */
    async forPath(path: string): Promise<FirstScreen | null> {
      if (path !== '/') return null;
      const [settings, landing] = await Promise.all([deps.config.get(), deps.landing.get()]);
      const now = clock();
      // Registration is offered until the edition's end in the event's time zone, as on the page.
      const ended = now >= eventEndsAt(settings.startDate, settings.timeZone);
      let bySettings = drawn.get(landing);
      if (!bySettings) drawn.set(landing, (bySettings = new WeakMap()));
      const held = bySettings.get(settings);
      if (held && held.ended === ended) return held.screen;
      const screen: FirstScreen = { name: 'landing', html: landingShell(settings, landing, ended), data: { settings, landing } };
      bySettings.set(settings, { ended, screen });
      return screen;
    },
  };
}
