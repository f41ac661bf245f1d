import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

type Rgba = [number, number, number, number];
const RED: Rgba = [220, 38, 38, 255];

/** A uniform PNG made by the browser's own encoder, so the test ships no binary fixture. */
async function makePng(page: Page, width: number, height: number, colour: Rgba): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h, [r, g, b]]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = `rgb(${r} ${g} ${b})`;
      ctx.fillRect(0, 0, w, h);
      return canvas.toDataURL('image/png');
    },
    [width, height, colour] as const,
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** Decodes PNG bytes in the page and reads the RGBA of the given pixels. */
async function readPixels(page: Page, png: Buffer, points: [number, number][]) {
  return page.evaluate(
    async ([b64, pts]) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = document.createElement('canvas');
      canvas.width = bitmap.width;
      canvas.height = bitmap.height;
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      const pixels = pts.map(([x, y]) => Array.from(ctx.getImageData(x, y, 1, 1).data) as [number, number, number, number]);
      return { width: bitmap.width, height: bitmap.height, pixels };
    },
    [png.toString('base64'), points] as const,
  );
}

/** Sum of channel differences: 0 for the same colour; a few units of rounding still count as equal. */
function distance(a: Rgba, b: Rgba) {
  return a.reduce((sum, v, i) => sum + Math.abs(v - b[i]!), 0);
}

const fileInput = (page: Page) => page.getByLabel(/Choose a (different )?picture/);
const downloadButton = (page: Page) => page.getByRole('button', { name: 'Download badge' });

async function downloadBadge(page: Page) {
  const before = Date.now();
  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton(page).click()]);
  const name = download.suggestedFilename();
  expect(name).toMatch(/^hackcamp-badge-\d+\.png$/);
  const stamp = Number(/\d+/.exec(name)![0]);
  expect(stamp).toBeGreaterThanOrEqual(before);
  expect(stamp).toBeLessThanOrEqual(Date.now());
  const bytes = await fs.readFile(await download.path());
  // The PNG header itself says 400x400, whatever a decoder might do.
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([400, 400]);
  return bytes;
}

test.beforeEach(async ({ page }) => {
  await page.goto('/photo-booth');
  await expect(page.getByRole('heading', { level: 1, name: 'Make your HackCamp badge' })).toBeVisible();
});

test('before an upload: empty preview, download disabled, the privacy note shown', async ({ page }) => {
  await expect(page.getByText('Your badge appears here')).toBeVisible();
  await expect(downloadButton(page)).toBeDisabled();
  await expect(page.getByText(/Pictures are not stored on the server\./)).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Choose a shape' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Original' })).toBeChecked();
});

test('a circle badge: 400x400 PNG, transparent outside the circle, picture inside, frame on top', async ({ page }) => {
  // 300x200 so the crop maths matters, not just a 1:1 scale.
  await fileInput(page).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await makePng(page, 300, 200, RED) });
  await expect(page.getByRole('status').filter({ hasText: 'me.png' })).toContainText('300 × 200 px');
  await page.getByRole('radio', { name: 'Circle' }).click();
  await expect(page.getByRole('img', { name: 'Badge preview, circle shape' })).toBeVisible();
  await expect(downloadButton(page)).toBeEnabled();

  const png = await downloadBadge(page);
  const { width, height, pixels } = await readPixels(page, png, [
    [0, 0],
    [399, 399],
    [40, 40],
    [200, 200],
    [200, 380],
    [200, 64],
  ]);
  expect([width, height]).toEqual([400, 400]);
  const [topLeft, bottomRight, nearCorner, centre, bottom, frame] = pixels as Rgba[];
  expect(topLeft![3]).toBe(0);
  expect(bottomRight![3]).toBe(0);
  // Inside the rounded square but outside the circle: only a circle clip makes this transparent.
  expect(nearCorner![3]).toBe(0);
  expect(distance(centre!, RED)).toBeLessThan(8);
  expect(distance(bottom!, RED)).toBeLessThan(8);
  expect(frame![3]).toBe(255);
  expect(distance(frame!, RED)).toBeGreaterThan(100);
});

test('square crops to fill with rounded corners; original fits the whole picture', async ({ page }) => {
  await fileInput(page).setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: await makePng(page, 300, 200, RED) });
  await page.getByRole('radio', { name: 'Square' }).click();
  const square = await readPixels(page, await downloadBadge(page), [
    [0, 0],
    [399, 399],
    [20, 200],
    [40, 40],
    [200, 380],
    [200, 64],
  ]);
  expect([square.width, square.height]).toEqual([400, 400]);
  const [sqCorner, sqCorner2, sqEdge, sqNearCorner, sqBottom, sqFrame] = square.pixels as Rgba[];
  expect(sqCorner![3]).toBe(0);
  expect(sqCorner2![3]).toBe(0);
  expect(distance(sqEdge!, RED)).toBeLessThan(8);
  expect(distance(sqNearCorner!, RED)).toBeLessThan(8);
  // Cover: the 3:2 picture reaches the bottom edge of the square.
  expect(distance(sqBottom!, RED)).toBeLessThan(8);
  expect(distance(sqFrame!, RED)).toBeGreaterThan(100);

  await page.getByRole('radio', { name: 'Original' }).click();
  const original = await readPixels(page, await downloadBadge(page), [
    [0, 0],
    [200, 200],
    [200, 380],
  ]);
  const [orCorner, orCentre, orBottom] = original.pixels as Rgba[];
  expect(orCorner![3]).toBe(0);
  expect(distance(orCentre!, RED)).toBeLessThan(8);
  // Contain: the 3:2 picture is letterboxed, so below it is the opaque backdrop, not the picture.
  expect(orBottom![3]).toBe(255);
  expect(distance(orBottom!, RED)).toBeGreaterThan(100);
});

test('the shape is a keyboard radio group', async ({ page }) => {
  await page.getByRole('radio', { name: 'Original' }).focus();
  // Radix moves focus on a timer and selects only while the arrow key is still down: the key is
  // held until the focus has moved, as a person's keypress outlasts the move. A fixed 50 ms hold
  // let a busy machine's timer fire after the key was up (focused, not selected).
  const arrowRightTo = async (name: string) => {
    await page.keyboard.down('ArrowRight');
    await expect(page.getByRole('radio', { name })).toBeFocused();
    await page.keyboard.up('ArrowRight');
    await expect(page.getByRole('radio', { name })).toBeChecked();
  };
  await arrowRightTo('Square');
  await arrowRightTo('Circle');
});

test('a file that is not an image, or does not decode, gets a clear message and no badge', async ({ page }) => {
  await fileInput(page).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert')).toHaveText('Please choose an image file (PNG, JPG, GIF or WebP).');
  await expect(downloadButton(page)).toBeDisabled();

  await fileInput(page).setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') });
  await expect(page.getByRole('alert')).toHaveText(/couldn't open that picture/);
  await expect(downloadButton(page)).toBeDisabled();

  // A good picture afterwards clears the message and enables the download.
  await fileInput(page).setInputFiles({ name: 'ok.png', mimeType: 'image/png', buffer: await makePng(page, 50, 50, RED) });
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(downloadButton(page)).toBeEnabled();
});
