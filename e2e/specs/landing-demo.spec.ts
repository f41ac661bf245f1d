import AxeBuilder from '@axe-core/playwright';
import { SUBMISSION_MSG } from '@hackcamp/contract';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

// The landing page renders the demo switch inside <section id="demo">.
const LANDING = '/';

async function openDemo(page: Page) {
  await page.goto(LANDING);
  const demo = page.locator('#demo');
  await demo.scrollIntoViewIfNeeded();
  await expect(demo.getByRole('tablist', { name: 'Demo dashboard' })).toBeVisible();
  return demo;
}

/** Fails the test if the demo talks to the server: it must run on sample data alone. */
function watchForServerCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/') || req.method() !== 'GET') calls.push(`${req.method()} ${req.url()}`);
  });
  return calls;
}

test('the switch shows the Participant, Mentor and Admin sample dashboards, by click and by arrow keys', async ({ page }) => {
  const demo = await openDemo(page);
  await expect(demo.getByText('Sample data', { exact: true })).toBeVisible();
  await expect(demo.getByRole('tab')).toHaveText(['Participant', 'Mentor', 'Admin']);
  await expect(demo.getByRole('tab', { name: 'Participant' })).toHaveAttribute('aria-selected', 'true');

  const participant = demo.getByRole('tabpanel', { name: 'Participant' });
  await expect(participant.getByRole('heading', { name: 'Welcome back, Meera!' })).toBeVisible();
  for (const tile of ['Total Score', 'Rank', 'Attendance', 'Streak']) await expect(participant.getByText(tile, { exact: true })).toBeVisible();
  for (const status of ['Completed', 'Pending', 'Not Started']) await expect(participant.getByText(status, { exact: true })).toBeVisible();

  await demo.getByRole('tab', { name: 'Mentor' }).click();
  const mentor = demo.getByRole('tabpanel', { name: 'Mentor' });
  await expect(mentor.getByRole('heading', { name: 'Mark Attendance' })).toBeVisible();
  await expect(mentor.getByRole('heading', { name: 'Task Reviews' })).toBeVisible();
  await expect(participant).toBeHidden();

  // Radix tabs: the arrow keys move between views.
  await demo.getByRole('tab', { name: 'Mentor' }).press('ArrowRight');
  await expect(demo.getByRole('tab', { name: 'Admin' })).toBeFocused();
  await expect(demo.getByRole('tab', { name: 'Admin' })).toHaveAttribute('aria-selected', 'true');
  const admin = demo.getByRole('tabpanel', { name: 'Admin' });
  for (const card of ['Total Participants', 'Active Tasks', 'Active Mentors', "Today's Attendance"]) {
    await expect(admin.getByText(card, { exact: true })).toBeVisible();
  }
  await expect(admin.getByRole('heading', { name: 'Day-wise Attendance' })).toBeVisible();
  await expect(mentor).toBeHidden();

  await page.keyboard.press('ArrowRight');
  await expect(demo.getByRole('tab', { name: 'Participant' })).toHaveAttribute('aria-selected', 'true');
});

test('the participant demo upload checks the file and uploads nothing', async ({ page }) => {
  const demo = await openDemo(page);
  const calls = watchForServerCalls(page);
  const card = demo.getByRole('article', { name: 'MySQL: design the event schema' });
  await expect(card.getByText('Not Started', { exact: true })).toBeVisible();
  const file = card.getByLabel('Upload your work');
  await expect(file).toHaveAttribute('accept', '.zip,.rar,.pdf,.doc,.docx,.txt,.js,.html,.css,.py,.java');
  const submit = card.getByRole('button', { name: 'Submit Task' });

  await submit.click();
  await expect(card.getByRole('alert')).toHaveText('Please upload a file before submitting.');

  await file.setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await submit.click();
  await expect(card.getByRole('alert')).toHaveText(SUBMISSION_MSG.fileType);
  await expect(file).toHaveAttribute('aria-invalid', 'true');

  await file.setInputFiles({ name: 'schema.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await submit.click();
  await expect(card.getByRole('status')).toContainText('schema.pdf is waiting for review.');
  await expect(card.getByText('Demo only: nothing was uploaded.')).toBeVisible();
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  await expect(card.getByRole('alert')).toHaveCount(0);

  // The upload survives a look at another view, and "Try again" starts over.
  await demo.getByRole('tab', { name: 'Admin' }).click();
  await demo.getByRole('tab', { name: 'Participant' }).click();
  await expect(card.getByText('Pending', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Try again' }).click();
  await expect(card.getByText('Not Started', { exact: true })).toBeVisible();
  expect(calls).toEqual([]);
});

test('the mentor demo marks attendance, grades a submission and links the chat to the phone digits', async ({ page }) => {
  const demo = await openDemo(page);
  const calls = watchForServerCalls(page);
  await demo.getByRole('tab', { name: 'Mentor' }).click();
  const mentor = demo.getByRole('tabpanel', { name: 'Mentor' });

  const chat = mentor.getByRole('link', { name: /^Chat with / });
  const href = await chat.getAttribute('href');
  expect(href).toMatch(/^https:\/\/wa\.me\/\d{10,15}$/);
  const phone = await mentor.getByText(/^\+?[\d\s()-]{10,}$/).textContent();
  expect(href).toBe(`https://wa.me/${(phone ?? '').replace(/\D/g, '')}`);
  await expect(chat).toHaveAttribute('target', '_blank');

  const cell = mentor.getByRole('button', { name: 'Meera Nair, Day 6: Not marked' });
  await cell.click();
  await expect(mentor.getByRole('button', { name: 'Meera Nair, Day 6: Present' })).toBeVisible();
  await mentor.getByRole('button', { name: 'Meera Nair, Day 6: Present' }).click();
  await expect(mentor.getByRole('button', { name: 'Meera Nair, Day 6: Absent' })).toBeVisible();
  await mentor.getByRole('button', { name: 'Mark all present' }).click();
  await expect(mentor.getByText('Today: 4 of 4 marked, 4 present')).toBeVisible();

  const review = mentor.getByRole('group', { name: 'Task Reviews' });
  await expect(review.getByText('Pending Review')).toBeVisible();
  await review.getByRole('button', { name: 'Submit Grade' }).click();
  await expect(review.getByRole('alert')).toHaveText('Please provide both score and feedback');
  await review.getByLabel('Score (out of 100)').fill('120');
  await review.getByPlaceholder('Provide constructive feedback...').fill('Solid work; add tests next.');
  await review.getByRole('button', { name: 'Submit Grade' }).click();
  await expect(review.getByRole('alert')).toHaveText('Score must be a number from 0 to 100');
  await review.getByLabel('Score (out of 100)').fill('88');
  await review.getByRole('button', { name: 'Submit Grade' }).click();
  await expect(review.getByText('Graded', { exact: true })).toBeVisible();
  await expect(review.getByText('Score: 88/100')).toBeVisible();
  await expect(review.getByRole('button', { name: 'Update Grade' })).toBeVisible();
  expect(calls).toEqual([]);
});

test('the admin demo switches flip their text at once', async ({ page }) => {
  const demo = await openDemo(page);
  const calls = watchForServerCalls(page);
  await demo.getByRole('tab', { name: 'Admin' }).click();
  const admin = demo.getByRole('tabpanel', { name: 'Admin' });

  const teams = admin.getByRole('switch', { name: 'Team Formation' });
  await expect(teams).toBeChecked();
  await expect(admin.getByText('Participants can create/join teams')).toBeVisible();
  await teams.click();
  await expect(teams).not.toBeChecked();
  await expect(admin.getByText('Team formation will be available soon')).toBeVisible();
  await expect(admin.getByText('Participants can create/join teams')).toHaveCount(0);

  const voting = admin.getByRole('switch', { name: 'Voting', exact: true });
  await expect(voting).not.toBeChecked();
  await expect(admin.getByText('Voting is closed')).toBeVisible();
  await voting.press('Space');
  await expect(voting).toBeChecked();
  await expect(admin.getByText('Voting is open')).toBeVisible();
  expect(calls).toEqual([]);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`every view passes axe in ${colorScheme} theme and fits a 375px phone without console errors`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (err) => errors.push(err.message));
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 375, height: 800 });
    const demo = await openDemo(page);
    if (colorScheme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);

    for (const view of ['Participant', 'Mentor', 'Admin']) {
      await demo.getByRole('tab', { name: view }).click();
      await expect(demo.getByRole('tabpanel', { name: view })).toBeVisible();
      // Show the states that only appear after an action, so axe checks their colours too.
      if (view === 'Participant') await demo.getByRole('button', { name: 'Submit Task' }).click();
      if (view === 'Mentor') await demo.getByRole('button', { name: 'Submit Grade' }).click();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${view} view scrolls sideways`).toBeLessThanOrEqual(0);
      const { violations } = await new AxeBuilder({ page }).include('#demo').analyze();
      expect(
        violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        `${view} view`,
      ).toEqual([]);
    }
    expect(errors).toEqual([]);
  });
}
