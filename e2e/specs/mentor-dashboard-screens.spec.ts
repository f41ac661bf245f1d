import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { dayDate } from '@hackcamp/contract';
import { expect, test, type Account, type Api } from '../fixtures.ts';
import { assignParticipants } from '../support/mentoring.ts';
import { submitText } from '../support/scoring.ts';
import { createTask } from '../support/tasks.ts';

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/h11-shots';
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const NAMES = ['Aarav Sharma', 'Diya Reddy', 'Vihaan Iyer', 'Ananya Patel', 'Kabir Nair', 'Meera Gupta', 'Rohan Menon', 'Saanvi Das'];

/** Work with a link, its title and an uploaded file, as the submit form sends it. */
async function submitLinkAndFile(request: APIRequestContext, token: string, taskId: string) {
  const res = await request.post('/api/submissions', {
    headers: auth(token),
    multipart: {
      taskId,
      submissionType: 'link',
      content: JSON.stringify({
        text: 'Classes, a lending method and unit tests.',
        link: 'https://github.com/hackcamp-demo/library',
        linkTitle: 'Library model on GitHub',
      }),
      file: { name: 'Library.java', mimeType: 'text/plain', buffer: Buffer.from('public class Library {}\n') },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.submission as { _id: string };
}

/** A mentor's group in the middle of the bootcamp: marked days, graded and waiting work. */
async function mentorWithAGroup(api: Api, request: APIRequestContext, mentor: Account) {
  const t = `${process.pid.toString(36)}${Date.now().toString(36)}`;
  const people: Account[] = [];
  // One long address, as real ones are: a card must not grow wider than a phone for it.
  const local = (i: number, name: string) => (i === 1 ? 'diya.reddy.cbit.hyderabad.2026' : name.split(' ')[0]!.toLowerCase());
  for (const [i, name] of NAMES.entries()) people.push(await api.registerParticipant({ name, email: `${local(i, name)}.${i}@${t}.test` }));
  await assignParticipants(
    request,
    mentor.user._id,
    people.map((p) => p.user._id),
  );
  for (let day = 1; day <= 5; day++) {
    const attendees = people
      .filter((_, i) => (i + day) % 7 !== 0)
      .map((p, i) => ({ userId: p.user._id, status: (i * 3 + day) % 5 === 0 ? 'absent' : 'present' }));
    const res = await request.post('/api/attendance/mark-for-users', { headers: auth(mentor.token), data: { date: dayDate(day), attendees } });
    expect(res.status(), await res.text()).toBe(200);
  }
  const tasks = [
    await createTask(request, { day: 'day2', maxScore: 100, title: `Model a library with classes ${t}` }),
    await createTask(request, { day: 'day3', maxScore: 50, title: `Style it with CSS ${t}` }),
  ];
  for (const [i, p] of people.entries()) {
    for (const [k, task] of tasks.entries()) {
      if ((i + k) % 3 === 2) continue;
      const sub =
        i === 0
          ? await submitLinkAndFile(request, p.token, task._id)
          : await submitText(request, p.token, task._id, `Finished the exercise. Notes on what I learned are in the README of my repository (${k + 1}).`);
      if ((i + k) % 2 === 0) {
        const res = await request.post(`/api/submissions/${sub._id}/grade`, {
          headers: auth(mentor.token),
          data: { score: Math.round((k ? 50 : 100) * (0.6 + ((i * 7) % 4) / 10)), feedback: 'Good structure. Add a short README explaining your choices.' },
        });
        expect(res.status(), await res.text()).toBe(200);
      }
    }
  }
  return { people, tasks };
}

test('the three tabs on desktop and phone, light and dark: screenshots, no sideways scroll, no axe violations', async ({ page, api, signInAs, request }) => {
  test.setTimeout(180_000);
  fs.mkdirSync(SHOTS, { recursive: true });
  const mentor = await signInAs('mentor');
  const { tasks } = await mentorWithAGroup(api, request, mentor);

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [device, size] of [
      ['desktop', { width: 1440, height: 1000 }],
      ['phone', { width: 375, height: 812 }],
    ] as const) {
      await page.setViewportSize(size);
      await page.goto('/dashboard');
      await expect(page.getByRole('region', { name: 'Attendance grid' })).toBeVisible();
      await expect(page.getByRole('combobox', { name: /^Aarav Sharma, Day 1,/ })).toHaveValue(/present|absent/);
      const check = async (name: string) => {
        // The page never scrolls sideways; wide content scrolls inside its card.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `${SHOTS}/mentor-${name}-${device}-${scheme}.png`, fullPage: true });
        if (device === 'desktop') {
          const results = await new AxeBuilder({ page }).analyze();
          expect(results.violations.map((v) => `${name}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        }
      };
      await check('attendance');

      await page.getByRole('button', { name: 'Bulk Mark' }).click();
      await page.getByLabel('Date').selectOption(dayDate(6));
      await page.getByRole('button', { name: /Diya Reddy/ }).click();
      await page.getByRole('button', { name: /Kabir Nair/ }).click();
      await check('bulk');
      await page.getByRole('button', { name: 'Cancel Bulk Mode' }).click();

      await page.getByRole('tab', { name: 'Daily Reports' }).click();
      await expect(page.getByRole('article', { name: 'Aarav Sharma' })).toBeVisible();
      await check('reports');

      await page.getByRole('tab', { name: 'Task Reviews' }).click();
      // Task Reviews opens on the queue (issue 30); the day blocks are one click away.
      await expect(page.getByRole('list', { name: /waiting for a grade/ })).toBeVisible();
      await check('queue');
      await page
        .getByRole('list', { name: /waiting for a grade/ })
        .getByRole('link')
        .first()
        .click();
      await expect(page.getByRole('button', { name: 'Back to queue' })).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
      await check('grading');
      await page.getByRole('button', { name: 'Back to queue' }).click();
      await page.getByRole('button', { name: 'By day' }).click();
      await expect(page.getByRole('region', { name: 'Day 3' })).toBeVisible();
      await check('reviews');

      await page.getByRole('button', { name: new RegExp(tasks[0]!.title) }).click();
      await expect(page.getByRole('button', { name: 'Back to Tasks' })).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
      await check('submissions');
      if (device === 'desktop' && scheme === 'light') {
        // The uploaded file downloads under its own name; the link shows its title.
        const work = page.getByRole('article', { name: 'Aarav Sharma' });
        await expect(work.getByRole('link', { name: 'Library model on GitHub' })).toHaveAttribute('href', 'https://github.com/hackcamp-demo/library');
        const [download] = await Promise.all([page.waitForEvent('download'), work.getByRole('button', { name: 'Library.java' }).click()]);
        expect(download.suggestedFilename()).toBe('Library.java');
      }
    }
  }
});
