import { allRoutes, api } from '@hackcamp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let doc: { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown>; securitySchemes: Record<string, unknown> } };
interface Operation {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  responses: Record<string, { description: string; content?: Record<string, { schema?: Record<string, unknown> }> }>;
}

beforeAll(async () => {
  t = await startTestApp();
  const res = await t.app.inject({ url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })));

describe('the API reference', () => {
  it('documents every route the server registered, and nothing else', () => {
    const registered = t.app.registeredRoutes
      .filter((r) => r.url.startsWith('/api/') && !r.hidden && r.method !== 'HEAD')
      .map((r) => `${r.method} ${toOpenApiPath(r.url)}`)
      .sort();
    const documented = operations()
      .map((o) => o.key)
      .sort();
    expect(registered.length).toBeGreaterThan(30);
    expect(documented).toEqual(registered);
  });

  it('holds exactly the calls the contract declares', () => {
    const declared = allRoutes()
      .map((r) => `${r.method} /api${toOpenApiPath(r.path)}`)
      .sort();
    expect(
      operations()
        .map((o) => o.key)
        .sort(),
    ).toEqual(declared);
  });

  it('gives every call a summary, one tag, a described schema for its success and the shared error envelope', () => {
    for (const { key, op } of operations()) {
      expect(op.summary, key).toBeTruthy();
      expect(op.tags, key).toHaveLength(1);
      const successes = Object.entries(op.responses).filter(([status]) => status.startsWith('2'));
      expect(successes.length, key).toBeGreaterThan(0);
      for (const [status, response] of successes) {
        const content = Object.values(response.content ?? {});
        expect(content.length, `${key} ${status}`).toBeGreaterThan(0);
        for (const c of content) expect(Object.keys(c.schema ?? {}).length, `${key} ${status}`).toBeGreaterThan(0);
      }
      for (const status of ['400', '500', '503']) {
        const schema = op.responses[status]?.content?.['application/json']?.schema;
        // A call may declare a failure carrying more (the health check's 503): the envelope's fields, and its own.
        if (schema?.$ref === undefined) expect(schema?.properties, `${key} ${status}`).toMatchObject({ success: {}, message: {} });
        else expect(schema, `${key} ${status}`).toEqual({ $ref: '#/components/schemas/ApiFailure' });
      }
    }
    expect(doc.components.schemas.ApiFailure).toBeDefined();
  });

  it('marks signed-in calls with the bearer scheme and leaves public ones open', () => {
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const login = doc.paths['/api/auth/login']!.post!;
    expect(login.security).toBeUndefined();
    const profile = doc.paths['/api/auth/profile']!.get!;
    expect(profile.security).toEqual([{ bearerAuth: [] }]);
    expect(profile.responses['401']).toBeDefined();
    expect(api.auth.profile.access).toBe('user');
  });

  it("documents registration's two forms and the failures of the auth calls as the service throws them", () => {
    const register = doc.paths['/api/auth/register']!.post! as Operation & { requestBody: { content: Record<string, { schema: { anyOf?: unknown[] } }> } };
    const forms = register.requestBody.content['application/json']!.schema.anyOf as { required: string[] }[];
    expect(forms.map((f) => f.required)).toEqual([
      expect.arrayContaining(['name', 'email', 'mobile', 'collegeName', 'password', 'confirmPassword']),
      expect.arrayContaining(['name', 'email', 'role']),
    ]);
    // Public registration is limited per address, as sign-in and password changes are.
    expect(register.responses['429']).toBeDefined();
    const changePassword = doc.paths['/api/auth/change-password']!.post!;
    for (const status of ['401', '403', '404', '409', '429']) expect(changePassword.responses[status], status).toBeDefined();
  });

  it('serves a readable reference at /api/docs without loosening the app’s own policy', async () => {
    const page = await t.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('swagger');
    const app = await t.app.inject({ url: '/' });
    const csp = String(app.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')* 'wasm-unsafe-eval';/);
  });
});
