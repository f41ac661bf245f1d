import type { Page, Request } from '@playwright/test';
import { expect, test, TOUR_KEY, useSession, type Api } from '../fixtures.ts';

// Issue 42, item 1: the guided tour and a dialog both hold focus. A first-time participant who
// tapped "Join or Create Team" before or while the tour showed got dozens of "Maximum call stack
// size exceeded" errors and a tour on top of the dialog. The tour now pauses while a dialog is open.

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/** Every uncaught error of the page, to assert none at the end. */
function pageErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** React renders what a timer changed in a task of its own (a posted message): one posted after it arrives once that render is done. */
const rendered = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );

/** Moves the page's paused clock on in small steps, letting each step's renders happen. */
async function advance(page: Page, ms: number) {
  for (let done = 0; done < ms; done += 100) {
    await page.clock.runFor(100);
    await rendered(page);
  }
}

/** A fresh bootcamp participant who has never seen the tour, on the dashboard. */
async function firstVisit(page: Page, api: Api, viewport: { width: number; height: number }) {
  await page.setViewportSize(viewport);
  const me = await api.registerParticipant({ name: 'Tour Tapper' });
  await useSession(page, me, { tour: true });
}

const tourCard = (page: Page) => page.getByRole('dialog', { name: 'Welcome to HackCamp' });
const formation = (page: Page) => page.getByRole('dialog', { name: /^(Team Formation|Create a Team)$/ });

/** The dialog works: its first choice has focus, the form's field takes typing and keeps focus. */
async function useFormationDialog(page: Page) {
  const dialog = formation(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Create a Team/ })).toBeFocused();
  await dialog.getByRole('button', { name: /Create a Team/ }).click();
  const name = page.getByRole('dialog', { name: 'Create a Team' }).getByRole('textbox', { name: 'Team Name' });
  await name.click();
  await expect(name).toBeFocused();
  await page.keyboard.type('Night Owls');
  await expect(name).toHaveValue('Night Owls');
  return name;
}

for (const [label, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test(`${label}: the first tap on Join or Create Team, before the tour starts, opens a dialog the tour waits for`, async ({ page, api }) => {
    const errors = pageErrors(page);
    await firstVisit(page, api, viewport);
    // The page's clock is held still from the start: the tour's 1.5 s cannot pass before the tap.
    // It is moved on in small steps only (the dashboard's data arrives in timers of 0 ms).
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    // The page's clock is moved only while no answer is on its way: a server slowed by the other
    // worker must not use up the page's second (the live stream never ends, so it is not counted).
    const onTheWay = new Set<Request>();
    page.on('request', (request) => void (new URL(request.url()).pathname === '/api/events' || onTheWay.add(request)));
    page.on('requestfinished', (request) => void onTheWay.delete(request));
    page.on('requestfailed', (request) => void onTheWay.delete(request));
    await page.goto('/dashboard');
    const join = page.getByRole('button', { name: 'Join or Create Team' });
    let waited = 0;
    while (!(await join.isVisible())) {
      if (onTheWay.size > 0) {
        await page.waitForTimeout(20);
        continue;
      }
      expect(waited, 'the dashboard took more than 1 s of the page clock').toBeLessThan(1_000);
      await page.clock.runFor(20);
      await rendered(page);
      waited += 20;
    }
    await expect(tourCard(page)).toHaveCount(0);
    await join.click();
    const name = await useFormationDialog(page);

    // Far past the tour's delay: it does not open over the dialog, and the field keeps focus.
    await advance(page, 5_000);
    await expect(tourCard(page)).toHaveCount(0);
    await expect(name).toBeFocused();
    await page.keyboard.type(' Club');
    await expect(name).toHaveValue('Night Owls Club');

    // Escape closes the dialog only; focus goes back to the button that opened it.
    await page.keyboard.press('Escape');
    await advance(page, 200);
    await expect(formation(page)).toHaveCount(0);
    await expect(join).toBeFocused();
    expect(await page.evaluate((key) => localStorage.getItem(key), TOUR_KEY)).toBeNull();

    // With the dialog gone the tour takes its turn, and the button still has focus after it.
    await advance(page, 2_500);
    await expect(tourCard(page)).toBeVisible();
    await expect(tourCard(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(tourCard(page)).toHaveCount(0);
    await expect(join).toBeFocused();
    expect(errors).toEqual([]);
  });

  test(`${label}: Join or Create Team while the tour shows pauses the tour, which comes back where it was`, async ({ page, api }) => {
    const errors = pageErrors(page);
    await firstVisit(page, api, viewport);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: /^Welcome back/ })).toBeVisible({ timeout: 15_000 });
    await expect(tourCard(page)).toBeVisible({ timeout: 10_000 });
    // Step 3 points at the team card itself.
    await tourCard(page).getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    const step3 = page.getByRole('dialog', { name: 'Your team' });
    await expect(step3.getByText('Step 3 of 14')).toBeVisible();

    await page.getByRole('button', { name: 'Join or Create Team' }).click();
    await useFormationDialog(page);
    await expect(step3).toHaveCount(0);

    // Escape closes the dialog, not the tour, which returns at its step and can go on.
    await page.keyboard.press('Escape');
    await expect(formation(page)).toHaveCount(0);
    await expect(step3).toBeVisible();
    await expect(step3.getByText('Step 3 of 14')).toBeVisible();
    await expect(step3).toBeFocused();
    expect(await page.evaluate((key) => localStorage.getItem(key), TOUR_KEY)).toBeNull();
    await step3.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 4 of 14')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByText(/Step \d+ of 14/)).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), TOUR_KEY)).toBe('done');
    expect(errors).toEqual([]);
  });
}

test('Quick Tour pressed while a dialog is open waits for the dialog to close', async ({ page, api }) => {
  const errors = pageErrors(page);
  await firstVisit(page, api, PHONE);
  await page.goto('/dashboard');
  await expect(tourCard(page)).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(tourCard(page)).toHaveCount(0);

  // The phone's menu is a dialog too; the page behind it is out of reach, so the button is pressed by script.
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  // From here the page's clock is the test's: well past the tour's own delays, it still waits.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.locator('[data-tour="quick-tour"]').dispatchEvent('click');
  await advance(page, 3_000);
  await expect(tourCard(page)).toHaveCount(0);
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await page.clock.resume();
  await expect(tourCard(page)).toBeVisible();
  await expect(tourCard(page).getByText('Step 1 of 14')).toBeVisible();
  expect(errors).toEqual([]);
});
