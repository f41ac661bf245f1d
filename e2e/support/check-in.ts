import fs from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { dateInTimeZone, dayDate, EVENT } from '@hackcamp/contract';
import { adminToken } from './teams.ts';

/** The event's start date, as the superadmin sets it. */
export async function setStartDate(request: APIRequestContext, startDate: string) {
  const res = await request.put('/api/config/config', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { startDate, confirmDateChange: true },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Moves the event so that today (event time zone) is bootcamp day 3; returns the start date to put back. */
export async function makeTodayAnEventDay(request: APIRequestContext): Promise<string> {
  const before = ((await (await request.get('/api/config/config')).json()).data as { startDate: string }).startDate;
  await setStartDate(request, dayDate(-1, dateInTimeZone(new Date(), EVENT.timeZone)));
  return before;
}

/** The 6-character code the mentor's panel shows now. */
export async function shownCode(page: Page): Promise<string> {
  const text = (await page.getByTestId('check-in-code').first().innerText()).trim();
  expect(text).toMatch(/^[2-9A-HJ-NP-Z]{6}$/);
  return text;
}

/**
 * The QR code on the panel as the screen shows it: the canvas's pixels, once drawn for `code`,
 * as grey levels (one byte a pixel: the code is black on white), passed out as base64.
 */
export async function qrPixels(page: Page, code: string): Promise<{ width: number; height: number; grey: Buffer }> {
  const canvas = page.locator(`canvas[data-qr-value$="code=${code}"]`).first();
  await expect(canvas).toBeVisible();
  const read = () =>
    canvas.evaluate((c: HTMLCanvasElement) => {
      const { width, height, data } = c.getContext('2d')!.getImageData(0, 0, c.width, c.height);
      let bytes = '';
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) {
        const grey = Math.round((data[i]! + data[i + 1]! + data[i + 2]!) / 3);
        if (grey < 128) dark++;
        bytes += String.fromCharCode(grey);
      }
      return { width, height, dark, base64: btoa(bytes) };
    });
  // Drawn after mount: wait until it has dark modules.
  let image = await read();
  await expect.poll(async () => (image = await read()).dark).toBeGreaterThan(0);
  return { width: image.width, height: image.height, grey: Buffer.from(image.base64, 'base64') };
}

/**
 * A Y4M video (what Chromium's --use-file-for-fake-video-capture plays, looped) of `frames`
 * identical frames: the QR image (grey levels) scaled to `size` px, centred on a white 640x480 picture (its own
 * quiet zone plus more white around it), converted from RGB to I420 (BT.601).
 */
export function writeQrVideo(file: string, qr: { width: number; height: number; grey: Buffer }, { size = 360, frames = 10 } = {}) {
  const W = 640;
  const H = 480;
  const y = Buffer.alloc(W * H, 235);
  const u = Buffer.alloc((W / 2) * (H / 2), 128);
  const v = Buffer.alloc((W / 2) * (H / 2), 128);
  const left = Math.floor((W - size) / 2);
  const top = Math.floor((H - size) / 2);
  for (let row = 0; row < H; row++) {
    for (let col = 0; col < W; col++) {
      let r = 255;
      let g = 255;
      let b = 255;
      if (row >= top && row < top + size && col >= left && col < left + size) {
        // Nearest pixel of the canvas: the modules stay sharp-edged.
        const sx = Math.floor(((col - left) * qr.width) / size);
        const sy = Math.floor(((row - top) * qr.height) / size);
        r = g = b = qr.grey[sy * qr.width + sx]!;
      }
      y[row * W + col] = Math.round(16 + 0.257 * r + 0.504 * g + 0.098 * b);
      if (row % 2 === 0 && col % 2 === 0) {
        const c = (row / 2) * (W / 2) + col / 2;
        u[c] = Math.round(128 - 0.148 * r - 0.291 * g + 0.439 * b);
        v[c] = Math.round(128 + 0.439 * r - 0.368 * g - 0.071 * b);
      }
    }
  }
  const parts: Buffer[] = [Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`)];
  for (let f = 0; f < frames; f++) parts.push(Buffer.from('FRAME\n'), y, u, v);
  fs.writeFileSync(file, Buffer.concat(parts));
}
