#!/usr/bin/env node
// Screenshots of every screen of a running demo, for people to look at: each role's tabs in light
// and dark, at desktop and phone widths (375 and 320 px). It also reports any page that scrolls sideways, the one
// layout fault a picture does not always show.
//
//   npm run demo                                   # in one terminal
//   node scripts/screenshots.mjs [outDir] [--only admin]
//
// BASE_URL (default http://127.0.0.1:3000) and CHROME_PATH (default /usr/bin/chromium) apply.
/* global document, window -- used inside page.evaluate, which runs in the browser */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_ARGS } from './chromium.mjs';

const args = process.argv.slice(2);
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? args.splice(onlyAt, 2)[1] : undefined;
const outDir = path.resolve(args[0] ?? 'screenshots');
const base = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const password = process.env.DEMO_PASSWORD ?? 'hackcamp123';

const ROLES = [
  { name: 'public', email: null, paths: ['/', '/login', '/photo-booth', '/swapanth/register'] },
  { name: 'bootcamp', email: 'participant1@demo.hackcamp.dev', paths: ['/dashboard', '/leaderboard', '/profile'] },
  { name: 'mentor', email: 'mentor1@demo.hackcamp.dev', paths: ['/dashboard'] },
  { name: 'judge', email: 'judge2@demo.hackcamp.dev', paths: ['/judge/overview', '/evaluation/judge'] },
  { name: 'admin', email: 'admin@demo.hackcamp.dev', paths: ['/dashboard'] },
];
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 375, height: 812 },
  { name: 'small-phone', width: 320, height: 640 },
];

async function signIn(email) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} answered ${res.status}: ${await res.text()}`);
  return (await res.json()).data;
}

const slug = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'home';

async function shoot(page, file, problems) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(300);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  if (overflow > 0) problems.push(`${file}: scrolls sideways by ${overflow}px`);
  await page.screenshot({ path: path.join(outDir, `${file}.png`), fullPage: false });
}

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
fs.mkdirSync(outDir, { recursive: true });
const problems = [];
let count = 0;
try {
  for (const role of ROLES.filter((r) => !only || r.name === only)) {
    const session = role.email ? await signIn(role.email) : null;
    for (const viewport of VIEWPORTS) {
      for (const scheme of ['light', 'dark']) {
        const context = await browser.newContext({ viewport, colorScheme: scheme, baseURL: base });
        if (session) {
          await context.addInitScript(
            ([token, user]) => {
              localStorage.setItem('token', token);
              localStorage.setItem('user', user);
              localStorage.setItem('hackcamp-tour-bootcamp-v1', 'done');
            },
            [session.token, JSON.stringify(session.user)],
          );
        }
        const page = await context.newPage();
        for (const route of role.paths) {
          await page.goto(route);
          const stem = `${role.name}-${slug(route)}-${viewport.name}-${scheme}`;
          await shoot(page, stem, problems);
          count++;
          const tabs = page.getByRole('tab');
          const n = await tabs.count();
          for (let i = 1; i < n; i++) {
            const tab = tabs.nth(i);
            const label = (await tab.innerText()).trim();
            await tab.click();
            await shoot(page, `${stem}-${slug(label)}`, problems);
            count++;
          }
        }
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
}
console.log(`${count} screenshots in ${outDir}`);
for (const problem of problems) console.log(`WARN ${problem}`);
process.exitCode = problems.length ? 1 : 0;
