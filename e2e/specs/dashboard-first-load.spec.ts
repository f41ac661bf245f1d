import { expect, test, useSession } from '../fixtures.ts';

// A dashboard used to load as 96-102 small script files, six at a time over HTTP/1.1; small
// shared chunks are now copied into the chunks that read them (decision 0047).
const MAX_SCRIPTS = 40;

for (const role of ['bootcamp', 'superadmin'] as const) {
  test(`a ${role} dashboard opened cold loads at most ${MAX_SCRIPTS} script files, and works`, async ({ page, api }) => {
    const account = role === 'bootcamp' ? await api.registerParticipant({ name: 'Cold Start' }) : await api.createStaff('superadmin', 'Cold Start');
    const scripts = new Set<string>();
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.add(r.url());
    });
    await useSession(page, account);
    await page.goto('/dashboard');
    // Cold, beside another worker on two cores, the first paint has taken over 7 s (route-guard.spec.ts).
    await expect(page.getByText('Welcome back, Cold Start!', { exact: false }).first()).toBeVisible({ timeout: 15_000 });
    expect(scripts.size, [...scripts].join('\n')).toBeLessThanOrEqual(MAX_SCRIPTS);
    expect(scripts.size, 'the page is split at all').toBeGreaterThan(1);
  });
}
