#!/usr/bin/env node
// Total blocking time of a page's first load, measured as Lighthouse's mobile preset does: a
// phone-sized screen, the CPU slowed down 4x, a cold cache, no interaction. Every long task
// (over 50 ms) after the first contentful paint blocks for its time beyond 50 ms; the sum over
// the load and the quiet seconds after it is the page's TBT. Prints each run and the median.
//
//   npm start                                       # or npm run demo, in one terminal
//   node scripts/blocking-time.mjs [path ...] [--runs 5]
//
// BASE_URL (default http://127.0.0.1:3000) and CHROME_PATH apply. A measuring instrument, not a
// test: the numbers depend on the machine, so they are recorded in docs/benchmarks.md.
/* global window -- used inside the page */
import { chromium } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_ARGS } from './chromium.mjs';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 5;
const paths = args.length ? args : ['/'];
const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
/** Lighthouse's mobile preset: the screen of a mid-range phone and a 4x slower CPU. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const CPU_SLOWDOWN = 4;
const QUIET_MS = 5_000;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function measure(browser, path) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(base + path, { waitUntil: 'load' });
  await page.waitForTimeout(QUIET_MS);
  const { fcp, tasks } = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    tasks: window.__longTasks,
  }));
  await context.close();
  // A task that started before the first paint counts only for its part after it, as in Lighthouse.
  let blocking = 0;
  for (const [start, duration] of tasks) {
    const after = Math.min(duration, start + duration - fcp);
    if (after > 50) blocking += after - 50;
  }
  return { fcp, blocking, longTasks: tasks.length };
}

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
try {
  console.log(`Total blocking time, ${runs} cold loads each, ${PHONE.viewport.width}x${PHONE.viewport.height}, CPU ${CPU_SLOWDOWN}x slower:`);
  for (const path of paths) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await measure(browser, path));
    const each = results.map((r) => Math.round(r.blocking)).join(', ');
    console.log(
      `${path}: median ${Math.round(median(results.map((r) => r.blocking)))} ms (runs: ${each}); first contentful paint ${Math.round(median(results.map((r) => r.fcp)))} ms; long tasks ${median(results.map((r) => r.longTasks))}`,
    );
  }
} finally {
  await browser.close();
}
