import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures.ts';

test('shows the event, its numbers and the sections the navigation points to', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('August 04-15, 2025').first()).toBeVisible();
  const stats = page.locator('dl').first();
  // An install that set no texts of its own counts its people: never the first edition's "20+ / 250+".
  for (const [value, label] of [
    [/^\d+$/, 'Mentors'],
    [/^\d+$/, 'Participants'],
    ['10+2', 'Days'],
    ['₹35,000', 'Prize pool'],
  ] as const) {
    await expect(stats.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd')).toHaveText(value);
  }
  await expect(stats).not.toContainText('250+');
  for (const id of ['about', 'tracks', 'timeline', 'rewards']) {
    await expect(page.locator(`section#${id}`)).toHaveCount(1);
  }
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tracks' }).click();
  await expect(page).toHaveURL(/#tracks$/);
  await expect(page.getByRole('heading', { name: 'Six tracks to build in' })).toBeInViewport();
});

test("'Let's Build' and 'Check Now' lead to sign-in", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: "Let's Build" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await page.getByRole('link', { name: 'Check Now' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
});

test('the FAQ opens one answer at a time and says what the spec promises', async ({ page }) => {
  await page.goto('/#faq');
  const faq = page.locator('section#faq');
  const questions = faq.getByRole('button');
  await expect(questions).toHaveCount(7);
  await questions.filter({ hasText: 'When are teams formed?' }).click();
  await expect(faq.getByText(/Team formation happens on Day 10/)).toBeVisible();
  await questions.filter({ hasText: 'How big is a team?' }).click();
  await expect(faq.getByText(/Teams have 5-6 members/)).toBeVisible();
  await expect(faq.getByText(/Team formation happens on Day 10/)).toBeHidden();
  await questions.filter({ hasText: 'What does registration cover?' }).press('Enter');
  await expect(faq.getByText('Registration covers the workshops, meals during the event, swag and certificates.')).toBeVisible();
  for (const q of ['Do I need to bring anything?', 'Are there any prerequisites?']) {
    await questions.filter({ hasText: q }).click();
  }
  await expect(faq.getByText(/No prerequisites/)).toBeVisible();
});

test('the calendar marks 4-15 Aug 2025 as D1-D12', async ({ page }) => {
  await page.goto('/#about');
  const days = page.locator('[data-event-day]');
  await expect(days).toHaveCount(12);
  await expect(days.first()).toHaveAttribute('aria-label', /^4 August 2025: D1, Bootcamp$/);
  await expect(page.locator('[data-event-day="10"]')).toHaveAttribute('aria-label', /^13 August 2025: D10, Bootcamp$/);
  await expect(page.locator('[data-event-day="12"]')).toHaveAttribute('aria-label', /^15 August 2025: D12, Hackathon$/);
});

test('the track picker shows one track at a time, by mouse and by arrow keys', async ({ page }) => {
  await page.goto('/#tracks');
  const tabs = page.getByRole('tablist', { name: 'Tracks' }).getByRole('tab');
  await expect(tabs).toHaveText(['Game Development / blockchain', 'AI/ML', 'Mobile Apps', 'Web Dev', 'IoT', 'HealthTech']);
  await tabs.filter({ hasText: 'IoT' }).click();
  await expect(tabs.filter({ hasText: 'IoT' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'IoT' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(tabs.filter({ hasText: 'HealthTech' })).toBeFocused();
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'HealthTech' })).toBeVisible();
});

test('the journey timeline fills in as the reader scrolls down it', async ({ page }) => {
  await page.goto('/');
  const steps = page.locator('section#timeline li[data-reached]');
  await expect(steps).toHaveCount(10);
  await expect(steps.first()).toHaveAttribute('data-reached', 'false');
  await page.locator('section#rewards').scrollIntoViewIfNeeded();
  await expect(steps.last()).toHaveAttribute('data-reached', 'true');
  await expect(page.getByTestId('journey-progress')).toHaveAttribute('style', /scaleY\(1\)/);
});

test.describe('countdown', () => {
  test('counts down before the hackathon', async ({ page }) => {
    // The kick-off is 14 Aug 10:00 in the event's time zone (IST).
    await page.clock.setFixedTime(new Date('2025-08-10T09:00:00+05:30'));
    await page.goto('/');
    const card = page.getByTestId('countdown');
    await expect(card.getByText('The hackathon starts in')).toBeVisible();
    await expect(card.getByText(/^4 days, 1 hour and 0 minutes until the hackathon\.$/)).toBeAttached();
  });

  test('says when it is live and when it has ended', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2025-08-15T12:00:00'));
    await page.goto('/');
    await expect(page.getByTestId('countdown')).toHaveText(/The hackathon is live/);
    await page.clock.setFixedTime(new Date('2025-08-20T12:00:00'));
    await page.reload();
    await expect(page.getByTestId('countdown')).toHaveText(/This edition has ended\./);
  });
});

test.describe('mouse trail', () => {
  test('particles follow the mouse and are gone after 3 seconds', async ({ page }) => {
    await page.goto('/');
    const particles = page.getByTestId('mouse-trail').locator('span');
    // The trail listens once the page has mounted, which 'load' does not wait for: keep moving.
    let step = 0;
    await expect
      .poll(async () => {
        for (let i = 0; i < 8; i++, step++) await page.mouse.move(100 + (step % 20) * 30, 200 + (step % 20) * 10);
        return particles.count();
      })
      .toBeGreaterThan(2);
    // Each fades over its 3 s life (the exact cut-off is unit-tested in trail-particles.test.ts).
    await expect(particles.first()).toHaveCSS('animation-name', 'trail-fade');
    await expect(particles.first()).toHaveCSS('animation-duration', '3s');
    await expect(particles).toHaveCount(0, { timeout: 5_000 });
  });

  test('is off when the user prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    // The rest of the page is mounted by an effect of the landing page, which runs after the
    // trail's own (a child's effects run first): once it shows, the trail has chosen to listen or not.
    await expect(page.locator('section#about')).toBeAttached();
    await page.evaluate(() => {
      const w = window as unknown as { __lastMove?: [number, number] };
      window.addEventListener('pointermove', (e) => (w.__lastMove = [e.clientX, e.clientY]), { passive: true });
    });
    for (let i = 0; i < 8; i++) await page.mouse.move(100 + i * 30, 200 + i * 10);
    // Every move has reached the page, and two frames later whatever it drew for them is on screen.
    await expect.poll(() => page.evaluate(() => (window as unknown as { __lastMove?: [number, number] }).__lastMove)).toEqual([310, 270]);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // Counted once, not retried: particles drawn for the moves would fade out within the wait.
    expect(await page.getByTestId('mouse-trail').locator('span').count()).toBe(0);
  });
});

test('the first load ships none of the signed-in screens', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(scripts.length).toBeGreaterThan(0);
  // Screens by their chunk names: lucide's layout-dashboard icon, which the public header shows to
  // a signed-in visitor, is not a screen.
  const screens = /\/(?:(?:bootcamp|hackathon|mentor|admin)-dashboard|dashboard-(?:layout|route)|profile-page|leaderboard-page|login-page|register-page)-/;
  expect(scripts.filter((u) => screens.test(u))).toEqual([]);
});

test('the first load carries no validation library: the landing page checks no form', async ({ page, request }) => {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') urls.push(r.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(urls.length).toBeGreaterThan(0);
  // The same files fetched again: a page response's body can be gone (or never come) once the
  // browser has run the script, which made reading it from the page flaky.
  const scripts = await Promise.all(urls.map(async (url) => (await request.get(url)).text()));
  // zod's classes keep their names through minification (scripts/web-bundle-report.mjs reads the same mark).
  expect(scripts.filter((code) => /["'`]\$ZodType["'`]/.test(code))).toHaveLength(0);
});

test('the page and its script and stylesheet come precompressed to a browser that accepts it', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const files = ['/', ...[...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!)];
  expect(files.length).toBeGreaterThanOrEqual(3);
  for (const file of files) {
    // A file under the build's threshold (MIN_BYTES in apps/web/precompress.ts, 1 KB) has no
    // compressed copy: it would save less than it costs.
    const plain = await request.get(file, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.status(), file).toBe(200);
    if ((await plain.body()).length < 1024) continue;
    for (const encoding of ['br', 'gzip']) {
      const res = await request.get(file, { headers: { 'accept-encoding': encoding } });
      expect(res.status(), file).toBe(200);
      expect(res.headers()['content-encoding'], `${file} ${encoding}`).toBe(encoding);
      expect(res.headers()['vary'], file).toMatch(/accept-encoding/i);
    }
  }
});

test('crawlers get real robots rules, and a shared link gets a preview with a real image', async ({ page, request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  const rules = (await robots.text()).split('\n').map((line) => line.trim());
  expect(rules).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /api/', 'Disallow: /dashboard', 'Disallow: /profile', 'Allow: /']));

  // Link previews are read from the HTML as served, before any script runs.
  const html = await (await request.get('/photo-booth')).text();
  // Attributes as a formatter may lay them out: separated by any white space, line breaks included.
  const meta = (attr: string) => new RegExp(`<meta\\s+${attr.replace(' ', '\\s+')}="([^"]+)"`).exec(html)?.[1];
  expect(meta('name="description" content')).toBeTruthy();
  for (const tag of ['og:title', 'og:description', 'og:type']) expect(meta(`property="${tag}" content`), tag).toBeTruthy();
  expect(html).not.toContain('property="og:url"');
  const image = await request.get(meta('property="og:image" content')!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toMatch(/^image\//);
  expect((await image.body()).length).toBeGreaterThan(10_000);

  await page.goto('/');
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /HackCamp/);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`passes an accessibility scan in ${colorScheme} mode`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    // Scroll through once so every section has rendered its final state.
    await page.locator('footer').scrollIntoViewIfNeeded();
    // A timeline step caught mid colour transition has half-blue contrast; check the settled page.
    await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState === 'finished'));
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
