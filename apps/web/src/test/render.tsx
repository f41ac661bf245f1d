import type { ReactElement } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { EventSettings } from '@hackcamp/contract';
import { createQueryClient } from '../app/query-client.ts';
import { Toaster } from '../app/toaster.tsx';
import { DEFAULT_EVENT_SETTINGS, eventSettingsKey } from '../lib/event-settings.ts';

export interface ScreenOptions {
  /** The address the screen opens at (with its `?query`). */
  path?: string;
  /** The route pattern the screen is mounted under, for `useParams` (`/judge/evaluate/:teamId`). */
  route?: string;
  /** The event's settings as GET /config would answer them: the defaults with these changes. */
  settings?: Partial<EventSettings>;
}

/**
 * Renders a screen as the app does: the app's own query client (fresh for each test, no retries so
 * a failure shows at once), a router at `path`, the toasts, and the event settings already known.
 * Returns Testing Library's queries, a user-event `user` and the `client` and `router` to inspect.
 */
export function renderScreen(ui: ReactElement, { path = '/', route = '*', settings }: ScreenOptions = {}) {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  client.setQueryData(eventSettingsKey, { ...DEFAULT_EVENT_SETTINGS, ...settings });
  const router = createMemoryRouter([{ path: route, element: ui }], { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, user, client, router };
}
