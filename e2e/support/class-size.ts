import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Submission } from '@hackcamp/contract';
import { uniqueEmail } from '../fixtures.ts';

/**
 * `count` bootcamp participants registered through the API, a few at a time, without signing
 * them in (a sign-in costs a password hash each): a class to fill a mentor's lists.
 */
export async function registerClass(request: APIRequestContext, names: string[]): Promise<{ _id: string; name: string; email: string }[]> {
  const out: { _id: string; name: string; email: string }[] = [];
  for (let from = 0; from < names.length; from += 8) {
    const batch = await Promise.all(
      names.slice(from, from + 8).map(async (name) => {
        const email = uniqueEmail('class');
        const res = await request.post('/api/auth/register', {
          data: {
            name,
            email,
            mobile: '9876543210',
            collegeName: 'CBIT',
            participantType: 'bootcamp',
            password: 'participant1',
            confirmPassword: 'participant1',
          },
        });
        expect(res.status(), await res.text()).toBe(201);
        const user = (await res.json()).data.user as { _id: string };
        return { _id: user._id, name, email };
      }),
    );
    out.push(...batch);
  }
  return out;
}

/** A link submission as the web app's form sends it: the description is the text and the link's title. */
export async function submitLink(request: APIRequestContext, token: string, taskId: string, description: string, link: string) {
  const res = await request.post('/api/submissions', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { taskId, submissionType: 'link', content: JSON.stringify({ text: description, link, linkTitle: description }) },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.submission as Submission;
}

/** The element lies wholly inside the viewport (nothing cut off at either side or below). */
export async function expectInViewport(page: Page, locator: ReturnType<Page['locator']>, what: string) {
  const box = await locator.boundingBox();
  const view = page.viewportSize()!;
  expect(box, `${what} is on the page`).not.toBeNull();
  expect(box!.x, `${what}'s left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what}'s right edge`).toBeLessThanOrEqual(view.width);
  expect(box!.y + box!.height, `${what}'s bottom edge`).toBeLessThanOrEqual(view.height);
}
