import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_ARGS } from '../scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3210);
export const E2E_ADMIN = { email: 'e2e-admin@hackcamp.test', password: 'e2e-admin-pass' };

// A fresh embedded database per run, so every run starts from an empty event.
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'hackcamp-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
// "Forgot password?" mails go to a real SMTP server (global-setup.ts), which files them here for the specs.
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? port + 25);
process.env.E2E_SMTP_PORT = String(smtpPort);
process.env.E2E_MAIL_DIR = `${dataDir}-mail`;
const root = path.resolve(import.meta.dirname, '..');
// E2E_WEB_DIST builds the web app into its own folder, so two runs on one machine (each with its
// own E2E_PORT) never empty each other's build.
const webDist = process.env.E2E_WEB_DIST;
const buildWeb = webDist ? `npm run build -w @hackcamp/web -- --outDir ${webDist} --emptyOutDir` : 'npm run build -w @hackcamp/web';

export default defineConfig({
  testDir: './specs',
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  fullyParallel: true,
  workers: 2,
  // One retry on CI keeps a timing hiccup on a loaded 2-core machine from blocking a landing;
  // a retried test is still reported as flaky in the summary, so it gets looked at.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace snapshots the page at every action, in the browser's own process: with
    // Chromium 156 on two cores, two workers recording every test ran 2.5 times slower and five
    // specs timed out, all of which passed without it. On CI a failure is tried again, and that
    // try is the one recorded.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROME_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: /exclusive\// },
    // Tests that flip event-wide switches run alone, after everything else, and one file at a
    // time: two files moving the same setting (the start date) must not overlap.
    {
      name: 'exclusive',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /exclusive\/.*\.spec\.ts/,
      dependencies: ['chromium'],
      fullyParallel: false,
      workers: 1,
    },
  ],
  webServer: {
    // The compiled server, as `npm start` runs it, so the browser tests check what ships.
    command: `${buildWeb} && npm run build -w @hackcamp/server && node apps/server/dist/main.js`,
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'HackCamp <camp@hackcamp.test>',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Every spec registers its people from this one address.
      REGISTRATIONS_PER_HOUR: '100000',
      // Parallel browsers load the test machine far beyond an event's node: no shedding for that.
      MAX_EVENT_LOOP_DELAY_MS: '5000',
      // Every answer is also parsed with its zod schema: one that breaks it fails with a 500.
      CHECK_ANSWERS: 'true',
      ...(webDist ? { WEB_DIST: webDist } : {}),
    },
  },
});
