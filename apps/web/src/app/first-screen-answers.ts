import type { QueryClient } from '@tanstack/react-query';
import type { EventSettings, LandingContent, PublicResults } from '@hackcamp/contract';
import { landingKey } from '../features/landing-editor/api/query-keys.ts';
import { publicResultsKeys } from '../features/results/api/query-keys.ts';
import { eventSettingsKey } from '../lib/event-settings.ts';

/** The element the server writes them into (apps/server/src/plugins/first-screen-page.ts). */
const DATA_ID = 'first-screen-data';

/**
 * The public answers a page drawn by the server (app/first-screen.ts) was drawn from, put where
 * the queries keep them: the app's first render shows what the drawing showed, without asking.
 * Called from app/query-client.ts: imported from the app's other first modules, the settings'
 * module split the query library out of the entry into a chunk of its own (1.2 KB more to load).
 */
export function seedFirstScreenAnswers(client: QueryClient): void {
  const text = typeof document === 'undefined' ? null : document.getElementById(DATA_ID)?.textContent;
  if (!text) return;
  try {
    const data = JSON.parse(text) as Partial<{ settings: EventSettings; landing: LandingContent; results: PublicResults }>;
    if (data.settings) client.setQueryData(eventSettingsKey, data.settings);
    if (data.landing) client.setQueryData(landingKey, data.landing);
    // The results page's first page without a search, as it opens.
    if (data.results) client.setQueryData(publicResultsKeys.page({ page: 1, search: '' }), data.results);
  } catch {
    // Unreadable: the screens ask the API, as on a page without a drawing.
  }
}
