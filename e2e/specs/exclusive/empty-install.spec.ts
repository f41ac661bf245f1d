import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import type { Browser, Page } from '@playwright/test';
import { LANDING_MSG, SETTINGS_MSG, dateInTimeZone, publicDatesFor } from '@hackcamp/contract';
import { resetLinkIn, startSmtpInbox, type SmtpInbox } from '../../../test-support/smtp-inbox.ts';
import { expect, test } from '../../fixtures.ts';

// Issue 38's "done means": an organiser's own event from an empty install. The run's server has
// other specs' people in it, so this spec starts a server of its own on a new database, with the
// start-up superadmin, its own SMTP inbox and its own address as PUBLIC_URL.
const ZONE = 'Pacific/Kiritimati'; // UTC+14: the event's today is not UTC's for ten hours a day
const ADMIN = { email: 'organiser@empty-install.test', password: 'organiser-pass-1' };
const root = path.resolve(import.meta.dirname, '../../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

let inbox: SmtpInbox;
let server: ChildProcess;
let base: string;
let dataDir: string;
let output = '';

test.beforeAll(async () => {
  // A new database runs every migration on a machine that may be building other runs.
  test.setTimeout(120_000);
  inbox = await startSmtpInbox();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hackcamp-empty-install-'));
  // The compiled server the run's webServer has just built, as `npm start` runs it.
  server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      JWT_SECRET: 'empty-install-secret-empty-install-secret',
      LOG_LEVEL: 'warn',
      SMTP_URL: inbox.url,
      MAIL_FROM: 'HackCamp <camp@empty-install.test>',
      PUBLIC_URL: base,
      CHECK_ANSWERS: 'true',
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (d) => (output += d));
  server.stderr!.on('data', (d) => (output += d));
  await expect
    .poll(
      async () => {
        if (server.exitCode !== null) throw new Error(`the server exited:\n${output}`);
        return fetch(`${base}/api/health`).then(
          (r) => r.status,
          () => 0,
        );
      },
      { timeout: 100_000, message: `the server did not answer:\n${output}` },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await inbox?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: base });
  return context.newPage();
}

test('from an empty install: settings, an import with invitations, an invited participant checks in on day 1 of the event’s zone, the landing page is the event’s', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const today = dateInTimeZone(new Date(), ZONE);
  const eventName = `Island Camp ${Date.now() % 100000}`;
  const tagline = 'Code where the day begins first';

  // The start-up superadmin signs in.
  const admin = await newPage(browser);
  await admin.goto('/login');
  await admin.getByLabel('Email Address').fill(ADMIN.email);
  await admin.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await admin.getByRole('button', { name: 'Sign In' }).click();
  await expect(admin).toHaveURL(/\/dashboard$/);

  // Nothing is set up yet.
  const checklist = admin.getByRole('region', { name: 'Set up your event' });
  await expect(checklist).toContainText('0 of 7 done');
  await expect(checklist.locator('li[data-done="true"]')).toHaveCount(0);
  await expect(checklist.getByRole('listitem')).toHaveCount(7);

  // Settings: name, the zone, day 1 = today there, self check-in on. The checklist's button opens the tab.
  await checklist.getByRole('button', { name: 'Settings' }).click();
  await expect(admin).toHaveURL(/tab=settings/);
  await admin.getByLabel('Event name').fill(eventName);
  await admin.getByLabel('Time zone').fill(ZONE);
  await admin.getByLabel('Start date').fill(today);
  await admin.getByRole('switch', { name: 'Self check-in' }).click();
  await expect(admin.getByRole('switch', { name: 'Self check-in' })).toBeChecked();
  await admin.getByRole('button', { name: 'Save settings' }).click();
  await expect(admin.getByText(SETTINGS_MSG.saved)).toBeVisible();

  // The landing page's tagline, in the landing editor.
  await admin.getByRole('tab', { name: 'Landing page' }).click();
  await admin.getByRole('textbox', { name: 'Tagline', exact: true }).fill(tagline);
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(admin.getByText(LANDING_MSG.saved)).toBeVisible();

  // Import & Backup: one participant from a sheet; with mail set up they are invited, not given a password.
  const email = `island-${Date.now().toString(36)}@empty-install.test`;
  const name = 'Teuea Tebano';
  await admin.getByRole('tab', { name: 'Import & Backup' }).click();
  await admin.getByLabel('CSV file').setInputFiles({
    name: 'participants.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`Email,Name,College Name,Mobile Number\n${email},${name},Island College,9876543210\n`),
  });
  await admin.getByRole('button', { name: 'Preview' }).click();
  await admin.getByRole('button', { name: 'Import 1 row' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Import' }).click();
  await expect(admin.getByText('Imported: 1 created, 0 updated from participants.csv')).toBeVisible();

  // The invitation: a single-use link to this server's /welcome.
  const mail = await inbox.waitForMail(email, { ms: 15_000 });
  const link = resetLinkIn(mail);
  expect(link.startsWith(`${base}/welcome#token=`), link).toBe(true);

  // The participant follows it, chooses a password and lands signed in.
  const participant = await newPage(browser);
  await participant.goto(link);
  await participant.getByLabel('New password', { exact: true }).fill('island-pass-1');
  await participant.getByLabel('Confirm password').fill('island-pass-1');
  await participant.getByLabel('Confirm password').press('Enter');
  await expect(participant).toHaveURL(/\/dashboard$/);

  // Self check-in is on and today is day 1 in the event's zone: one button marks the participant present.
  const selfCheckIn = participant.getByRole('button', { name: 'Check in', exact: true });
  await expect(participant.getByRole('heading', { name: 'Self check-in is open' })).toBeVisible();
  await selfCheckIn.click();
  await expect(participant.getByRole('status').filter({ hasText: 'Checked in for today' })).toBeVisible();
  const records = await participant.evaluate(async () => {
    const res = await fetch('/api/attendance/my-attendance', { headers: { authorization: `Bearer ${localStorage.getItem('token')}` } });
    return (await res.json()).data.attendance as { date: string; status: string }[];
  });
  expect(records).toEqual([expect.objectContaining({ date: today, status: 'present' })]);

  // The superadmin tries a check-in from the checklist: it leads to the Overview's panel.
  await admin.getByRole('tab', { name: 'Overview' }).click();
  await expect(checklist).toContainText('2 of 7 done');
  await checklist.getByRole('button', { name: 'Check-in' }).click();
  await expect(admin.locator('#overview-check-in')).toBeFocused();
  await admin.getByRole('button', { name: 'Open check-in' }).click();
  const opening = admin.getByRole('dialog', { name: 'Open check-in' });
  await opening.getByText('10 min', { exact: true }).click();
  await opening.getByRole('button', { name: 'Open for 10 min' }).click();
  await expect(admin.getByRole('region', { name: /Check-in open until/ })).toBeVisible();

  // With the window open, the participant's card still says they are in: one record for the day.
  await participant.reload();
  await expect(participant.getByRole('status').filter({ hasText: 'Checked in for today' })).toBeVisible();
  await expect(participant.getByRole('button', { name: 'Check in', exact: true })).toHaveCount(0);

  // Set up so far: the event, its people and a check-in.
  await expect(checklist).toContainText('3 of 7 done');
  await expect(checklist.locator('li[data-done="true"]')).toHaveCount(3);
  for (const key of ['event', 'people', 'check-in']) await expect(checklist.locator(`li[data-step="${key}"]`)).toHaveAttribute('data-done', 'true');

  // The landing page is this event's: its name, its date line and its tagline.
  const visitor = await newPage(browser);
  await visitor.goto('/');
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText(tagline);
  await expect(visitor.getByText(publicDatesFor(today)).first()).toBeVisible();
  await expect(visitor.getByText(eventName).first()).toBeVisible();
  await expect(visitor.getByText('August 04-15, 2025')).toHaveCount(0);
});
