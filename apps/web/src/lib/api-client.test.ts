import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-routes.ts';
import { callApi } from './api-client.ts';
import { newIdempotencyKey } from './idempotency-key.ts';
import { ApiError } from './api-errors.ts';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

let sent: Sent[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: { success: true, data: {} } };

beforeEach(() => {
  sent = [];
  const store = new Map<string, string>([['token', 'tok']]);
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  });
  vi.stubGlobal('window', { location: { pathname: '/dashboard', assign: vi.fn() } });
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, method: init.method ?? 'GET', headers: init.headers as Record<string, string>, body: init.body });
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('callApi', () => {
  it('builds the path from the route, its params and a query object without empty values', async () => {
    answer = { status: 200, body: { success: true, data: { teams: [], pagination: {} } } };
    await callApi(api.teams.list, { query: { search: 'a b&c', problemStatementId: '', page: 2, limit: undefined } });
    await callApi(api.teams.removeMember, { params: { id: 'team/1', userId: 'u 2' } });
    expect(sent.map((s) => [s.method, s.url])).toEqual([
      ['GET', '/api/teams?search=a+b%26c&page=2'],
      ['DELETE', '/api/teams/team%2F1/members/u%202'],
    ]);
    expect(sent[0]!.headers.Authorization).toBe('Bearer tok');
  });

  it('sends the body as JSON (a form as it is) and returns the envelope data', async () => {
    answer = { status: 201, body: { success: true, message: 'Created', data: { team: { name: 'T' } } } };
    const team = await callApi(api.teams.create, { body: { name: 'Team', problemStatement: 'p' } });
    expect(team).toEqual({ team: { name: 'T' } });
    expect(sent[0]!.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(sent[0]!.body as string)).toEqual({ name: 'Team', problemStatement: 'p' });

    const form = new FormData();
    form.set('taskId', 't');
    await callApi(api.submissions.submit, { body: form });
    expect(sent[1]!.body).toBe(form);
    expect(sent[1]!.headers['Content-Type']).toBeUndefined();
  });

  it('throws ApiError with the server message and field errors', async () => {
    answer = { status: 409, body: { success: false, message: 'Team name already taken', errors: [{ field: 'name', msg: 'Taken' }] } };
    const error = await callApi(api.teams.create, { body: { name: 'Team', problemStatement: 'p' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, serverMessage: 'Team name already taken', errors: [{ field: 'name', msg: 'Taken' }] });
  });

  it('is checked by the compiler against the route', () => {
    // Never called: these lines only have to type-check (or fail to, where marked).
    const typed = () => {
      // @ts-expect-error a route with params needs them
      void callApi(api.teams.get);
      // @ts-expect-error an undeclared query field
      void callApi(api.teams.list, { query: { nope: 1 } });
      // @ts-expect-error a route without a body takes none
      void callApi(api.auth.logout, { body: {} });
      void callApi(api.auth.profile).then((d) => {
        // @ts-expect-error the profile answer carries no token
        void d.token;
        return d.user.email satisfies string;
      });
    };
    expect(typeof typed).toBe('function');
  });
});

describe('creates with an Idempotency-Key', () => {
  it('sends the key, and sends the same key again after a 503 until an answer comes', async () => {
    vi.useFakeTimers();
    try {
      const answers = [
        { status: 503, body: { success: false, message: 'The service is briefly unavailable.' } },
        { status: 201, body: { success: true, data: { team: { _id: 't1' } } } },
      ];
      vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
        sent.push({ url, method: init.method ?? 'GET', headers: init.headers as Record<string, string>, body: init.body });
        const next = answers.shift()!;
        return new Response(JSON.stringify(next.body), { status: next.status });
      });
      const key = newIdempotencyKey();
      expect(key).toMatch(/^[0-9a-f]{32}$/);
      expect(newIdempotencyKey()).not.toBe(key);
      const created = callApi(api.teams.create, { body: { name: 'Team', problemStatement: 'p' }, idempotencyKey: key });
      await vi.runAllTimersAsync();
      expect(await created).toEqual({ team: { _id: 't1' } });
      expect(sent.map((s) => s.headers['Idempotency-Key'])).toEqual([key, key]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends a call without a key once, whatever the answer', async () => {
    answer = { status: 503, body: { success: false, message: 'The service is briefly unavailable.' } };
    await expect(callApi(api.teams.create, { body: { name: 'Team', problemStatement: 'p' } })).rejects.toBeInstanceOf(ApiError);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['Idempotency-Key']).toBeUndefined();
  });
});
