import { dateInTimeZone, dayDate, type ConfigUpdateInput, type EventSettings, EVENT } from '@hackcamp/contract';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, useSession } from '../../fixtures.ts';
import { createTask } from '../../support/tasks.ts';
import { adminToken } from '../../support/teams.ts';

async function settings(request: APIRequestContext, data?: ConfigUpdateInput): Promise<EventSettings> {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  // The switch is set through the API: flipping it on screen asks a question (confirm-switches.spec.ts).
  const res = data ? await request.put('/api/config/config', { headers, data }) : await request.get('/api/config/config', { headers });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data as EventSettings;
}

// Issue 30, item 4: with "Show future days' tasks" off, participants get tasks up to today only
// (the server leaves the rest out), and their open screen follows the switch both ways.
test("Show future days' tasks off hides tomorrow's task from participants at once; on brings it back", async ({ page, request, api, browser }) => {
  test.setTimeout(60_000);
  const before = await settings(request);
  const start = dayDate(-4, dateInTimeZone(new Date(), EVENT.timeZone)); // today is day 6 in the event's time zone
  try {
    await settings(request, { startDate: start, showFutureTasks: true, confirmDateChange: true });
    const today = await createTask(request, { day: 'day6', title: `Today's task ${Date.now().toString(36)}` });
    const tomorrow = await createTask(request, { day: 'day7', title: `Tomorrow's task ${Date.now().toString(36)}` });

    // The admin's Create Task from All Days starts on today's day, and the switch is on by default.
    const admin = await api.login('e2e-admin@hackcamp.test', 'e2e-admin-pass');
    const adminPage = await (await browser.newContext()).newPage();
    await useSession(adminPage, admin);
    await adminPage.goto('/dashboard');
    await expect(adminPage.getByRole('switch', { name: "Show future days' tasks" })).toHaveAttribute('aria-checked', 'true');
    await adminPage.getByRole('tab', { name: 'Tasks' }).click();
    await expect(adminPage.getByRole('button', { name: /^All Days/ })).toHaveAttribute('aria-pressed', 'true');
    await adminPage.getByRole('button', { name: 'Create Task' }).click();
    await expect(adminPage.getByRole('dialog', { name: 'Create New Task' }).getByLabel('Day')).toHaveValue('day6');
    await adminPage.context().close();

    const participant = await api.registerParticipant();
    await useSession(page, participant);
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Tasks' }).click();
    await page.getByRole('button', { name: /^Day 7,/ }).click();
    await expect(page.getByRole('article', { name: tomorrow.title })).toBeVisible();

    await settings(request, { showFutureTasks: false });
    await expect(page.getByRole('article', { name: tomorrow.title })).toHaveCount(0);
    await expect(page.getByText('No tasks for this day')).toBeVisible();
    await page.getByRole('button', { name: /^Day 6,/ }).click();
    await expect(page.getByRole('article', { name: today.title })).toBeVisible();
    // Not only hidden on screen: the server leaves it out.
    const list = await request.get('/api/tasks', { headers: { authorization: `Bearer ${participant.token}` } });
    const titles = ((await list.json()).data.tasks as { title: string }[]).map((t) => t.title);
    expect(titles).toContain(today.title);
    expect(titles).not.toContain(tomorrow.title);

    await settings(request, { showFutureTasks: true });
    await page.getByRole('button', { name: /^Day 7,/ }).click();
    await expect(page.getByRole('article', { name: tomorrow.title })).toBeVisible();
  } finally {
    await settings(request, { startDate: before.startDate, showFutureTasks: before.showFutureTasks, confirmDateChange: true });
  }
});
