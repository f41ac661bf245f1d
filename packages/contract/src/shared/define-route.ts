import type { z } from 'zod';
import type { Role } from './roles.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route. The server turns this into the route's guard and the API reference into
 * its security note, so the two cannot disagree. Ownership (my team, my participant) is checked
 * by the services on top.
 */
export type Access = 'public' | 'user' | 'bootcamp' | 'bootcamp-or-staff' | readonly Role[];

/** Statuses a route may fail with beyond those every route can answer (400, 500, 503). */
export type ErrorStatus = 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502;

/** A download: the body is the file itself, not JSON. */
export interface FileResponse {
  kind: 'file';
  contentType: string;
  description: string;
}
export const fileResponse = (contentType: string, description: string): FileResponse => ({ kind: 'file', contentType, description });

export interface RouteSpec {
  method: HttpMethod;
  /** Under /api, in Fastify's syntax (`/teams/:id`). */
  path: `/${string}`;
  /** The domain the API reference groups the call under. */
  tag: string;
  summary: string;
  description?: string;
  access: Access;
  /**
   * Callable by an account that must still replace its temporary password (reading its profile,
   * changing the password, signing out). Every other signed-in call refuses it with 403.
   */
  beforePasswordChange?: true;
  params?: z.ZodType;
  query?: z.ZodType;
  /** Request headers the route reads itself (the bearer token is every signed-in route's). */
  headers?: z.ZodType;
  body?: z.ZodType;
  /**
   * Which of the body's forms applies depends on who calls, which only the service knows: the
   * route then checks just that the body is an object, and the service parses it with the right
   * form. `body` still declares every accepted form, for the reference and the callers' types.
   */
  bodyParsedByService?: true;
  /** The body is a multipart form (file uploads); its fields are checked by the route itself. */
  multipart?: { description: string };
  /**
   * The success schemas; and a 409 or 503 of its own for the rare call whose failure carries more
   * than the shared error envelope (the health check says what is away, an early certificate
   * issue what is missing), extending apiFailureSchema.
   */
  response: { 200?: z.ZodType | FileResponse; 201?: z.ZodType; 409?: z.ZodType; 503?: z.ZodType };
  errors?: readonly ErrorStatus[];
}

/** Declares one call: identity checks only; the type keeps every schema for both sides to infer from. */
export const defineRoute = <const S extends RouteSpec>(spec: S): S => spec;

// Only the statuses the route declares (indexing a missing one would fall back to the constraint).
type SuccessOf<S extends RouteSpec> = Exclude<{ [K in keyof S['response']]: S['response'][K] }[Extract<keyof S['response'], 200 | 201>], undefined>;

/** What a call's success envelope carries under `data` (a Blob for downloads). */
export type ResponseData<S extends RouteSpec> =
  SuccessOf<S> extends infer R ? (R extends z.ZodType ? (z.output<R> extends { data: infer D } ? D : never) : Blob) : never;

type InputOf<T> = T extends z.ZodType ? z.input<T> : never;

/** What a caller passes: only the parts the route declares. */
export type RequestInput<S extends RouteSpec> = (S['params'] extends z.ZodType ? { params: InputOf<S['params']> } : { params?: never }) &
  (S['query'] extends z.ZodType ? { query?: InputOf<S['query']> } : { query?: never }) &
  (S['body'] extends z.ZodType ? { body: InputOf<S['body']> } : S['multipart'] extends object ? { body: FormData } : { body?: never });

/** The path with its `:params` filled in. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_, key: string) => encodeURIComponent(String(params?.[key] ?? '')));
}

/**
 * What a browser needs of a route to call it: its method and path. The full spec rides along as a
 * type only, so the caller's input and answer are still typed by the schemas, while the browser
 * never downloads them (or zod).
 */
export interface RouteRef<S extends RouteSpec = RouteSpec> {
  readonly method: S['method'];
  readonly path: S['path'];
  /** Never set: carries the spec's type for inference. */
  readonly spec?: S;
}

/** A table of calls by domain (like `api`) as references. */
export type RouteRefs<A> = {
  readonly [G in keyof A]: { readonly [R in keyof A[G]]: A[G][R] extends RouteSpec ? RouteRef<A[G][R]> : never };
};

/** Keeps only the method and path of every call in the table. */
export function routeRefs<A extends Record<string, Record<string, RouteSpec>>>(table: A): RouteRefs<A> {
  const refs: Record<string, Record<string, { method: HttpMethod; path: string }>> = {};
  for (const [group, routes] of Object.entries(table)) {
    refs[group] = {};
    for (const [name, spec] of Object.entries(routes)) refs[group][name] = { method: spec.method, path: spec.path };
  }
  return refs as RouteRefs<A>;
}
