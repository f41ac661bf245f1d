import { fillPath, type ApiFailure, type FieldError, type RequestInput, type ResponseData, type RouteRef, type RouteSpec } from '@hackcamp/contract';
import { ApiError, NetworkError } from './api-errors.ts';
import { saveFile } from './save-file.ts';
import { TOKEN_KEY, clearSession } from './session.ts';

const API_BASE = '/api';
const LOGIN_PATH = '/auth/login';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  idempotencyKey?: string;
}

/** Waits before sending a keyed create again; a 503 or a lost answer may hide a commit (decision 0028). */
const KEYED_RETRY_DELAYS_MS = [1000, 3000, 0];

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function failureOf(body: unknown): { message?: string; errors: FieldError[] } {
  if (!body || typeof body !== 'object') return { errors: [] };
  const b = body as Partial<ApiFailure> & { error?: unknown };
  // Some error bodies carry `error` instead of `message`; the spec reads either.
  const message = typeof b.message === 'string' && b.message ? b.message : typeof b.error === 'string' && b.error ? b.error : undefined;
  const errors = Array.isArray(b.errors) ? b.errors.filter((e): e is FieldError => !!e && typeof e.msg === 'string') : [];
  return { message, errors };
}

/**
 * A dead or revoked token: drop it and send the visitor to sign in (a full load also empties every
 * cache). Also what the live stream does when the server refuses it.
 */
export function handleUnauthorized() {
  const onLoginPage = window.location.pathname === '/login';
  clearSession();
  if (!onLoginPage) window.location.assign('/login');
}

/**
 * Calls the API and returns the envelope's `data`. No timeout on purpose (the spec sets none):
 * callers that need to give up pass an AbortSignal. Throws ApiError for any non-2xx answer and
 * NetworkError when no answer came back. Private: the answer's type comes from the route that
 * `callApi` is given, never from a cast at the call site.
 */
async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = localStorage.getItem(TOKEN_KEY);
  if (token) headers.Authorization = `Bearer ${token}`;
  // FormData (file uploads) sets its own multipart Content-Type with the boundary.
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

  const init: RequestInit = {
    method,
    headers,
    body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
    signal: options.signal,
  };
  // A create with a key is sent again, with the same key, when its answer was lost or a 503: the
  // server answers a repeat with the first answer, so this never makes a second row.
  let response: Response | undefined;
  // The waits before each repeat; 0: no more repeats.
  for (const delay of options.idempotencyKey ? KEYED_RETRY_DELAYS_MS : [0]) {
    try {
      response = await send(path, init);
      if (response.status !== 503 || !delay) break;
    } catch (err) {
      if (!(err instanceof NetworkError) || !delay) throw err;
    }
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
  response = response!;
  const body = parseJson(await response.text().catch(() => ''));
  if (!response.ok) throw failure(path, response.status, body);

  // Callers that must trust the shape (sign-in) check it themselves; the rest rely on the contract.
  return (body && typeof body === 'object' ? (body as { data?: unknown }).data : undefined) as T;
}

async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(`${API_BASE}${path}`, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError(error);
  }
}

function failure(path: string, status: number, body: unknown): ApiError {
  if (status === 401 && path !== LOGIN_PATH) handleUnauthorized();
  const { message, errors } = failureOf(body);
  return new ApiError(status, message, errors);
}

/** The file name from a Content-Disposition header, preferring the UTF-8 form. */
function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (utf8?.[1]) {
    try {
      return decodeURIComponent(utf8[1]);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

/**
 * Downloads a protected file (the token cannot ride on a plain link) and hands it to the browser
 * as a saved file.
 */
export async function apiDownload(path: string, fallbackName = 'download'): Promise<void> {
  // The server hands out file URLs with the /api prefix (e.g. content.fileUrl); accept both forms.
  if (path.startsWith(`${API_BASE}/`)) path = path.slice(API_BASE.length);
  const token = localStorage.getItem(TOKEN_KEY);
  const response = await send(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw failure(path, response.status, parseJson(await response.text().catch(() => '')));
  saveFile(await response.blob(), fileNameOf(response.headers.get('Content-Disposition'), fallbackName));
}

/** A query object as URL parameters: empty values are left out, arrays repeat their key. */
function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Calls one route of the contract: the path, params, query and body are checked by the compiler
 * against the route's declaration, and the answer is typed by the schema the server promises
 * (and checks) for it. Every call of the web app goes through here. The input may be left out
 * only when the route requires nothing (no params, no body).
 */
/** The answer of a call, by its reference (`AnswerOf<typeof api.users.list>`). */
export type AnswerOf<R> = R extends RouteRef<infer S> ? ResponseData<S> : never;

type CallInput<S extends RouteSpec> = RequestInput<S> & { signal?: AbortSignal; idempotencyKey?: string };
// The input may be left out when nothing in it is required (no params, no body).
type CallArgs<S extends RouteSpec> = Partial<CallInput<S>> extends CallInput<S> ? [input?: CallInput<S>] : [input: CallInput<S>];

export function callApi<S extends RouteSpec>(route: RouteRef<S>, ...[input]: CallArgs<S>): Promise<ResponseData<S>> {
  const { params, query, body, signal, idempotencyKey } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
    idempotencyKey?: string;
  };
  const path = fillPath(route.path, params) + queryString(query);
  return apiRequest<ResponseData<S>>(route.method, path, { body, signal, idempotencyKey });
}
