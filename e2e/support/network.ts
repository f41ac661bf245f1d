import { expect, type Page, type Request } from '@playwright/test';

/** The live stream stays open as long as someone is signed in: it is never "in flight" for our purposes. */
const isLiveStream = (request: Request) => new URL(request.url()).pathname === '/api/events';

const inFlight = new WeakMap<Page, Set<Request>>();

/** Starts counting `page`'s requests (once per page); the fixtures' page is counted from its first. */
export function trackRequests(page: Page): Set<Request> {
  let pending = inFlight.get(page);
  if (pending) return pending;
  const requests = new Set<Request>();
  const done = (request: Request) => requests.delete(request);
  page.on('request', (request) => void (isLiveStream(request) || requests.add(request)));
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  inFlight.set(page, (pending = requests));
  return pending;
}

/**
 * What `waitForLoadState('networkidle')` waited for before the live stream: no request in flight
 * for `quietMs`, the stream aside (with it open, 'networkidle' never comes).
 */
export async function networkQuiet(page: Page, quietMs = 500) {
  if (!inFlight.has(page)) await page.waitForLoadState('load');
  const pending = trackRequests(page);
  let quietSince = Date.now();
  await expect
    .poll(
      () => {
        if (pending.size > 0) quietSince = Date.now();
        return Date.now() - quietSince >= quietMs;
      },
      { intervals: [50], timeout: 30_000, message: 'the page settles: no request in flight but the live stream' },
    )
    .toBe(true);
}
