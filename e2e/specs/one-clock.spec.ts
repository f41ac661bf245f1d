import type { Browser } from '@playwright/test';
import { expect, test, useSession, type Account } from '../fixtures.ts';
import { submitText } from '../support/scoring.ts';
import { createTask } from '../support/tasks.ts';

// Issue 42, item 3: one clock. The same participant opens the same screens in a browser in UTC and
// one in Los Angeles (both en-US): every time reads the same, on the event's clock (Asia/Kolkata,
// IST), in one form. The check-in window's "open until" and a project's "Updated" use the same
// lib/format.ts calls and are held by its unit tests (a window opens only on an event day, a
// project only with the submission switch on).

const EVENT_ZONE = 'Asia/Kolkata';
/** What lib/format.ts writes, worked out here on the event's clock. */
const atEvent = (iso: string, options: Intl.DateTimeFormatOptions) => new Date(iso).toLocaleString('en-GB', { ...options, timeZone: EVENT_ZONE });

async function readScreens(browser: Browser, timezoneId: string, participant: Account, taskTitle: string, announcementTitle: string) {
  const context = await browser.newContext({ timezoneId, locale: 'en-US' });
  const page = await context.newPage();
  await useSession(page, participant);
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Tasks' }).click();
  await page.getByRole('button', { name: /^Day 4,/ }).click();
  const card = page.getByRole('article', { name: taskTitle });
  const due = card.getByText(/Due \d/);
  const submitted = card.getByText(/Submitted \d/);
  await expect(submitted).toBeVisible();
  const shown = { due: (await due.textContent())?.trim(), submitted: (await submitted.textContent())?.trim() };

  await page.getByRole('button', { name: /^Announcements/ }).click();
  const entry = page.getByRole('dialog', { name: 'Announcements' }).getByRole('button', { name: new RegExp(announcementTitle) });
  await expect(entry).toBeVisible();
  const announced = (await entry.textContent()) ?? '';
  await context.close();
  return { ...shown, announced };
}

test('a browser in UTC and one in Los Angeles show the same times, on the event’s clock', async ({ browser, request, api }) => {
  test.setTimeout(60_000);
  // 01:00 on 5 Aug at the event is still 4 Aug in UTC (19:30) and in Los Angeles (12:30).
  const dueDate = '2025-08-05T01:00:00+05:30';
  const task = await createTask(request, { day: 'day4', dueDate });
  const participant = await api.registerParticipant({ name: `Clock Chitra ${Date.now().toString(36)}` });
  const submission = await submitText(request, participant.token, task._id, 'On time, whatever the zone');
  const announcementTitle = `Clock ${Date.now().toString(36)}`;
  const announcement = await api.asAdmin<{ announcement: { createdAt: string } }>('POST', '/api/announcements', {
    title: announcementTitle,
    content: 'Lunch is at the venue.',
    priority: 'medium',
    targetAudience: 'all',
  });

  const utc = await readScreens(browser, 'UTC', participant, task.title, announcementTitle);
  const losAngeles = await readScreens(browser, 'America/Los_Angeles', participant, task.title, announcementTitle);

  expect(utc.due).toBe('Due 5 Aug, 01:00 IST');
  expect(utc.submitted).toBe(`Submitted ${atEvent(submission.submittedAt, { day: 'numeric', month: 'short', year: 'numeric' })}`);
  const posted = `${atEvent(announcement.announcement.createdAt, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })} IST`;
  expect(utc.announced).toContain(posted);
  expect(losAngeles).toEqual(utc);
});
