import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULTS_MSG } from '@hackcamp/contract';
import type { FirstScreen } from '../src/modules/landing/first-screen.ts';
import { escapeHtml } from '../src/lib/html-text.ts';
import { FIRST_SCREEN_DATA_ID, FIRST_SCREEN_SLOT, firstScreenPages } from '../src/plugins/first-screen-page.ts';
import { bearer, createStaff, json, startTestApp, type TestApp } from './helpers/test-app.ts';

// The landing page's first screen drawn into index.html by the server (issue 42, item 7):
// modules/landing/first-screen.ts and plugins/first-screen-page.ts.

const THEME_SCRIPT = "document.documentElement.classList.toggle('dark', false)";
const TEMPLATE = `<!doctype html><html><head><script>${THEME_SCRIPT}</script></head><body>${FIRST_SCREEN_SLOT}</body></html>`;

function webDistWith(indexHtml: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hc-first-screen-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), indexHtml);
  return dir;
}

/** What #root holds, drawn as `screen`, and the answers written beside it. */
function parts(html: string, screen = 'landing') {
  const root = new RegExp(`<div id="root" data-first-screen="${screen}">([\\s\\S]*)</div></body>`).exec(html)?.[1];
  const data = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">([\\s\\S]*?)</script>`).exec(html)?.[1];
  return { root: root ?? '', data: data === undefined ? undefined : JSON.parse(data) };
}

let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
// Before the default edition ends (August 2025), so registration is offered while it is open.
let now = new Date('2025-07-20T12:00:00Z');
beforeAll(async () => {
  t = await startTestApp({ webDist: webDistWith(TEMPLATE), clock: () => now });
  admin = await createStaff(t, 'superadmin');
});
afterAll(() => t.close());

const getPage = (url = '/', headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const apiData = async (url: string) => json(await t.app.inject({ method: 'GET', url })).data;
const putSettings = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/config/config', headers: bearer(admin.token), payload });
const putLanding = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/config/landing', headers: bearer(admin.token), payload });

describe('GET / (the landing page)', () => {
  it('holds the hero drawn from the settings and the landing texts, and the answers it was drawn from', async () => {
    const res = await getPage();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const { root, data } = parts(res.body);
    const settings = await apiData('/api/config/config');
    const landing = await apiData('/api/config/landing');
    // The app starts from exactly what the API answers.
    expect(data).toEqual({ settings, landing });
    expect(root).toContain(`${settings.eventName} · ${settings.publicDates}</p>`);
    expect(root).toContain('>Learn for ten days. <span class="text-blue-600 dark:text-blue-400">Build for two.</span></h1>');
    expect(root).toContain(`>${landing.intro}</p>`);
    for (const stat of landing.stats)
      expect(root).toContain(`>${stat.label}</dt><dd class="text-2xl font-bold break-words text-slate-900 sm:text-3xl dark:text-white">${stat.value}</dd>`);
    expect(root).toContain('href="/login">Sign in</a>');
    expect(root).toContain('href="/hackcamp/register"');
    // The rest of index.html is the built file's.
    expect(res.body.startsWith(`<!doctype html><html><head><script>${THEME_SCRIPT}</script></head><body>`)).toBe(true);
  });

  it('follows a settings change and a landing save at once, and the end of the edition', async () => {
    expect((await putSettings({ eventName: 'Winter Camp', registrationOpen: false, resultsPublished: true })).statusCode).toBe(200);
    let { root, data } = parts((await getPage()).body);
    expect(root).toContain('Winter Camp · ');
    expect(root).toContain('>Registration is closed.</p>');
    expect(root).not.toContain('/hackcamp/register');
    expect(root).toContain('href="/results">Results</a>');
    expect(data.settings.eventName).toBe('Winter Camp');

    const landing = await apiData('/api/config/landing');
    expect((await putLanding({ ...landing, tagline: 'Ship it', intro: '', stats: [{ label: 'Days', computed: 'days' }] })).statusCode).toBe(200);
    ({ root, data } = parts((await getPage()).body));
    expect(root).toContain('>Ship it</h1>');
    expect(root).not.toContain('max-w-2xl text-lg');
    expect(root).toContain('<dl class="mx-auto mt-14 grid gap-3 sm:gap-4 sm:grid-cols-1 max-w-xs grid-cols-1">');
    expect(data.landing.tagline).toBe('Ship it');

    expect((await putSettings({ registrationOpen: true })).statusCode).toBe(200);
    expect(parts((await getPage()).body).root).toContain('>Register for free</a>');
    // Past midnight after the last day in the event's time zone (Asia/Kolkata, 18:30 UTC).
    now = new Date('2025-08-15T18:31:00Z');
    expect(parts((await getPage()).body).root).toContain('>This edition has ended; registration is closed.</p>');
    now = new Date('2025-08-15T18:29:00Z');
    expect(parts((await getPage()).body).root).toContain('>Register for free</a>');
  });

  it('keeps every text an organiser typed as text: markup, quotes, ampersands, a closing script tag, `$&`', async () => {
    const name = `<script>alert("name")</script> & 'Co'`;
    const tagline = `</script><script>alert(1)</script>. Ship $& it!`;
    const intro = `<!-- "quoted" & <b>bold</b> --> $' $\``;
    const stat = { label: '<img src=x onerror=alert(2)>', value: `"1" & <2>` };
    expect((await putSettings({ eventName: name, publicDates: '<i>Soon</i> & "later"' })).statusCode).toBe(200);
    const landing = await apiData('/api/config/landing');
    expect((await putLanding({ ...landing, tagline, intro, stats: [stat] })).statusCode).toBe(200);

    const res = await getPage();
    const { root, data } = parts(res.body);
    expect(root).toContain('&lt;script&gt;alert(&quot;name&quot;)&lt;/script&gt; &amp; &#39;Co&#39; · &lt;i&gt;Soon&lt;/i&gt; &amp; &quot;later&quot;</p>');
    expect(root).toContain('>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;. <span class="text-blue-600 dark:text-blue-400">Ship $&amp; it!</span></h1>');
    expect(root).toContain('>&lt;!-- &quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt; --&gt; $&#39; $`</p>');
    expect(root).toContain('>&lt;img src=x onerror=alert(2)&gt;</dt>');
    expect(root).toContain('>&quot;1&quot; &amp; &lt;2&gt;</dd>');
    // No element but the theme script and the answers' own: nothing typed opened a tag.
    expect(res.body.match(/<script/g)).toHaveLength(2);
    expect(res.body.match(/<img|<b>|<i>|<!-- "/g)).toBeNull();
    // The answers read back exactly as typed.
    expect(data.settings.eventName).toBe(name);
    expect(data.landing).toMatchObject({ tagline, intro, stats: [stat] });
  });
});

describe('GET /results', () => {
  it('holds "not out yet" under the event\'s name and dates while unpublished, with the answers it was drawn from; nothing once published', async () => {
    const name = `<b>Camp</b> & 'Co'`;
    expect((await putSettings({ resultsPublished: false, eventName: name })).statusCode).toBe(200);
    const res = await getPage('/results');
    expect(res.statusCode).toBe(200);
    const { root: html, data } = parts(res.body, 'results');
    expect(html).toContain('>&lt;b&gt;Camp&lt;/b&gt; &amp; &#39;Co&#39; results</h1>');
    expect(html).toContain(`>${RESULTS_MSG.notOut}</h3>`);
    expect(html).toContain(`>${RESULTS_MSG.notOutDetail}</p>`);
    // The app starts from exactly what the API answers: the settings, and the results page it opens on.
    expect(data).toEqual({ settings: await apiData('/api/config/config'), results: await apiData('/api/results') });
    expect(data.settings.eventName).toBe(name);

    expect((await putSettings({ resultsPublished: true })).statusCode).toBe(200);
    expect((await getPage('/results')).body).toBe(TEMPLATE);
    expect((await putSettings({ resultsPublished: false })).statusCode).toBe(200);
    expect((await getPage('/results')).body).toContain('data-first-screen="results"');
  });
});

describe('GET /login', () => {
  it('holds the sign-in form that sends nowhere before the app, the dates, and "Create an account" while registration is invited', async () => {
    now = new Date('2025-07-20T12:00:00Z');
    expect((await putSettings({ registrationOpen: true, resultsPublished: false, eventName: 'HackCamp' })).statusCode).toBe(200);
    const res = await getPage('/login');
    expect(res.statusCode).toBe(200);
    const { root, data } = parts(res.body, 'login');
    const settings = await apiData('/api/config/config');
    expect(data).toEqual({ settings });
    expect(root).toContain('>Welcome Back</h1>');
    // Enter or Sign In before the app must not send the form (a GET would put the password in the address).
    expect(root).toContain('<form method="dialog" novalidate="" class="space-y-5">');
    expect(root).toContain('id="login-email"');
    expect(root).toContain('type="password" name="password"');
    expect(root).toContain('href="/hackcamp/register">Create an account</a>');
    // An earlier test left hostile dates: they stay text here too.
    expect(root).toContain(`2 days of hackathon, ${escapeHtml(settings.publicDates)}.</p></footer>`);
    expect(root).not.toContain('href="/results"');

    expect((await putSettings({ registrationOpen: false, resultsPublished: true })).statusCode).toBe(200);
    let drawn = parts((await getPage('/login')).body, 'login').root;
    expect(drawn).not.toContain('Create an account');
    expect(drawn).toContain('href="/results">Results</a>');
    expect((await putSettings({ registrationOpen: true })).statusCode).toBe(200);
    expect(parts((await getPage('/login')).body, 'login').root).toContain('Create an account');
    // Past the edition's end in the event's time zone: no invitation, as on the page.
    now = new Date('2025-08-15T18:31:00Z');
    drawn = parts((await getPage('/login')).body, 'login').root;
    expect(drawn).toContain('>Welcome Back</h1>');
    expect(drawn).not.toContain('Create an account');
    now = new Date('2025-07-20T12:00:00Z');
    expect((await putSettings({ resultsPublished: false })).statusCode).toBe(200);
  });
});

describe('pages the server does not draw', () => {
  it('get the built index.html as it is: another path, or a template without the slot', async () => {
    for (const url of ['/login/', '/forgot-password', '/photo-booth', '/verify/HC00-0000-0000-0000']) {
      const res = await getPage(url);
      expect([url, res.statusCode, res.body]).toEqual([url, 200, TEMPLATE]);
    }
    const screen = { name: 'landing' as const, html: '<p>drawn</p>', data: { settings: {}, landing: {} } } as unknown as FirstScreen;
    const { answer, close } = await pagesOf('<!doctype html><html><body><div id="root"></div></body></html>', async () => screen);
    expect(await answer()).toBe('as built');
    await close();
  });

  it('follow a rebuild of the web app under the running server (a new index.html)', async () => {
    const screen = { name: 'landing' as const, html: '<p>drawn</p>', data: {} } as unknown as FirstScreen;
    const { answer, file, close } = await pagesOf(`<html><head><title>one</title></head><body>${FIRST_SCREEN_SLOT}</body></html>`, async () => screen);
    expect(await answer()).toContain('<title>one</title>');
    fs.writeFileSync(file, `<html><head><title>two</title></head><body>${FIRST_SCREEN_SLOT}</body></html>`);
    // A later modification time, as a rebuild leaves it.
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(await answer()).toContain('<title>two</title><');
    await close();
  });
});

describe('the drawn page on the wire', () => {
  it('is compressed for a browser that takes it, the same page, and answers 304 to its ETag', async () => {
    const plain = await getPage();
    const br = await getPage('/', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await getPage('/', { 'accept-encoding': 'gzip' });
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const etag = String(plain.headers.etag);
    const again = await getPage('/', { 'if-none-match': etag });
    expect([again.statusCode, again.body]).toEqual([304, '']);
  });

  it('goes out without a first screen when drawing it fails or is late, within the wait', async () => {
    const cases: [string, () => Promise<null>][] = [
      ['fails', () => Promise.reject(new Error('database away'))],
      ['never answers', () => new Promise<null>(() => {})],
    ];
    for (const [what, forPath] of cases) {
      const { answer, close } = await pagesOf(TEMPLATE, forPath, 200);
      const started = Date.now();
      expect([what, await answer()]).toEqual([what, 'as built']);
      expect(Date.now() - started).toBeLessThan(2_000);
      await close();
    }
  });
});

/** plugins/first-screen-page.ts alone, on a template of its own: `answer()` is GET /'s body ('as built' when it has no page). */
async function pagesOf(template: string, forPath: (path: string) => Promise<FirstScreen | null>, waitMs?: number) {
  const file = path.join(webDistWith(template), 'index.html');
  const pages = firstScreenPages(file, { forPath }, waitMs);
  const app = Fastify();
  app.get('/', async (request, reply) => ((await pages(request, reply)) ? reply : reply.type('text/html').send('as built')));
  return { file, answer: async () => (await app.inject({ method: 'GET', url: '/' })).body, close: () => app.close() };
}
