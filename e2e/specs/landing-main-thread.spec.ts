import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

/**
 * Counts the page's own layout reads (getBoundingClientRect, getComputedStyle, offset and scroll
 * sizes). Each one after a change to the page makes the browser lay it out again at once: the
 * "forced reflows" that kept a phone's main thread busy while the landing page loaded and
 * scrolled (Lighthouse: total blocking time up to 1.2 s on the mobile preset).
 */
async function countLayoutReads(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __layoutReads: number; __pageHeight: () => number };
    w.__layoutReads = 0;
    // The test's own look at the page's height is not the page's doing.
    const height = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollHeight')!.get!;
    w.__pageHeight = () => height.call(document.documentElement) as number;
    const count = <T extends object>(proto: T, name: string) => {
      const desc = Object.getOwnPropertyDescriptor(proto, name);
      if (!desc) return;
      if (typeof desc.value === 'function') {
        const original = desc.value as (...args: unknown[]) => unknown;
        Object.defineProperty(proto, name, {
          ...desc,
          value: function (this: unknown, ...args: unknown[]) {
            w.__layoutReads++;
            return original.apply(this, args);
          },
        });
      } else if (desc.get) {
        const get = desc.get;
        Object.defineProperty(proto, name, {
          ...desc,
          get: function (this: unknown) {
            w.__layoutReads++;
            return get.call(this);
          },
        });
      }
    };
    count(Element.prototype, 'getBoundingClientRect');
    count(window, 'getComputedStyle');
    for (const name of ['offsetWidth', 'offsetHeight', 'offsetTop', 'offsetLeft']) count(HTMLElement.prototype, name);
    for (const name of ['clientWidth', 'clientHeight', 'scrollWidth', 'scrollHeight']) count(Element.prototype, name);
  });
  return () => page.evaluate(() => (window as unknown as { __layoutReads: number }).__layoutReads);
}

/** Scrolls from top to bottom a screen at a time, a frame apart, as a reader would. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    window.scrollTo(0, 0);
    await frame();
    const end = (window as unknown as { __pageHeight: () => number }).__pageHeight();
    for (let y = 0; y < end; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
  });
}

test.use({ viewport: { width: 412, height: 823 } });

test('the landing page loads without measuring its layout, and scrolls without reading it', async ({ page }) => {
  const reads = await countLayoutReads(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.locator('section#faq')).toHaveCount(1);
  // Loaded: the fonts are in, two more frames have been drawn (size observers report as a frame is
  // drawn, and anything measuring per frame has had one), and the main thread has nothing left to do.
  await page.evaluate(async () => {
    await document.fonts.ready;
    for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => requestIdleCallback(resolve));
  });
  // The journey timeline measures where it sits; nothing else measures while loading (it was
  // 19: the FAQ's seven answers, the timeline on every frame, the toaster on every render ...).
  expect(await reads(), 'layout reads while loading').toBeLessThanOrEqual(1);

  // The first pass mounts the demo as it comes near; the second is pure scrolling.
  await scrollThrough(page);
  await expect(page.getByRole('tablist', { name: 'Demo dashboard' })).toBeAttached();
  const before = await reads();
  await scrollThrough(page);
  expect((await reads()) - before, 'layout reads while scrolling').toBe(0);
  await expect(page.locator('section#timeline li[data-reached]').last()).toHaveAttribute('data-reached', 'true');
});
