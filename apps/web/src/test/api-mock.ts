import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ApiFailure, FieldError, RequestInput, ResponseData, RouteRef, RouteSpec } from '@hackcamp/contract';
import { api } from '../lib/api-routes.ts';

/**
 * The network boundary of component tests: MSW answers the app's own `fetch` to /api, so the
 * screen runs its real client (lib/api-client.ts), query hooks and cache updates. Answers are
 * typed by the route's response schema, so a contract change breaks the test at compile time.
 */
export const server = setupServer();

/** A request the screen sent to a mocked route: what a test asserts on. */
export interface Received<S extends RouteSpec> {
  params: Record<string, string>;
  query: Record<string, string>;
  body: RequestInput<S>['body'];
}

const FAILURE = Symbol('failure');
interface Failure {
  [FAILURE]: true;
  status: number;
  body: ApiFailure;
}

/** An error answer in the API's envelope, as the server words it. */
export function failure(status: number, message: string, errors?: FieldError[]): Failure {
  return { [FAILURE]: true, status, body: { success: false, message, ...(errors && { errors }) } };
}

type Reply<S extends RouteSpec> = ResponseData<S> | Failure;

const ROUTES: RouteRef[] = Object.values(api).flatMap((group) => Object.values(group));

/** How well `pattern` matches `path`, as the server's router ranks them: a fixed segment beats a parameter. */
function rank(pattern: string, path: string): string | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  let score = '';
  for (const [i, part] of want.entries()) {
    if (part.startsWith(':')) score += '0';
    else if (part === got[i]) score += '1';
    else return null;
  }
  return score;
}

/** The route the server would run for this call: `/submissions/pending` is not `/submissions/:id`. */
function routeOf(method: string, path: string): RouteRef | undefined {
  let best: { route: RouteRef; score: string } | undefined;
  for (const route of ROUTES) {
    const score = route.method === method ? rank(`/api${route.path}`, path) : null;
    if (score !== null && (!best || score > best.score)) best = { route, score };
  }
  return best?.route;
}

/**
 * Answers every call of `route` with `reply` (or what `reply` makes of the request, in order of
 * arrival), and returns the list the requests land in. A later mock of the same route wins.
 */
export function mockApi<S extends RouteSpec>(
  route: RouteRef<S>,
  reply: Reply<S> | ((request: Received<S>, index: number) => Reply<S> | Promise<Reply<S>>),
): Received<S>[] {
  const received: Received<S>[] = [];
  const method = route.method.toLowerCase() as Lowercase<S['method']>;
  server.use(
    http[method](`/api${route.path}`, async ({ request, params }) => {
      const meant = routeOf(request.method, new URL(request.url).pathname);
      if (meant && meant.path !== route.path) return undefined; // another route's call: its own mock answers
      const text = request.method === 'GET' ? '' : await request.text();
      const sent: Received<S> = {
        params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
        query: Object.fromEntries(new URL(request.url).searchParams),
        body: (text ? JSON.parse(text) : undefined) as RequestInput<S>['body'],
      };
      received.push(sent);
      const answer =
        typeof reply === 'function' ? await (reply as (r: Received<S>, i: number) => Reply<S> | Promise<Reply<S>>)(sent, received.length - 1) : reply;
      if (answer && typeof answer === 'object' && FAILURE in answer) return HttpResponse.json(answer.body, { status: answer.status });
      return HttpResponse.json({ success: true, data: answer });
    }),
  );
  return received;
}

/** A list's only page, as a paged answer describes it (`total` items in all). */
export const onePage = (total: number) => ({ currentPage: 1, totalPages: 1, hasNextPage: false, hasPrevPage: false, total });

/** Requests no mock answered: each fails the test that made it (src/test/setup.ts). */
export const unhandled: string[] = [];
