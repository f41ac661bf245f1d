import type { MentorView } from '@hackcamp/contract';
import { expect, test } from '../fixtures.ts';

// Issue 42, item 4: the mentor's contact reaches the phone. A number kept without a country code
// gets the event's (+91), the button names the mentor without their title, and a call link sits
// beside it.

for (const width of [375, 1280]) {
  test(`the mentor card at ${width} px: "Contact Ramesh Rao" on WhatsApp with +91, and Call`, async ({ page, signInAs }) => {
    await page.setViewportSize({ width, height: 800 });
    await signInAs('hackathon');
    const mentor: MentorView = {
      _id: 'mentor-for-contact',
      name: 'Dr. Ramesh Rao',
      email: 'ramesh@example.com',
      mobile: '9000000001',
      description: 'Embedded systems; ask him about sensors.',
      skills: ['C', 'IoT'],
      specialization: 'Hardware',
      experience: 12,
      profilePicture: null,
      assignedParticipants: 3,
    };
    // No call assigns a mentor to a hackathon participant yet, so the answer gets one.
    await page.route('**/api/hackathon/dashboard', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.mentor = mentor;
      body.data.stats.mentorName = mentor.name;
      await route.fulfill({ response, json: body });
    });
    await page.goto('/dashboard');

    const section = page.getByRole('region', { name: 'Your Mentor' });
    const contact = section.getByRole('link', { name: 'Contact Ramesh Rao', exact: true });
    await expect(contact).toBeVisible();
    await expect(contact).toHaveAttribute('href', 'https://wa.me/919000000001');
    const call = section.getByRole('link', { name: 'Call Ramesh Rao', exact: true });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute('href', 'tel:+919000000001');
    await expect(section.getByRole('link', { name: '+919000000001' })).toHaveAttribute('href', 'tel:+919000000001');
    // Side by side, inside the card, at either width.
    const [a, b] = [(await contact.boundingBox())!, (await call.boundingBox())!];
    expect(Math.abs(a.y - b.y)).toBeLessThan(2);
    expect(a.x + a.width).toBeLessThanOrEqual(b.x);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await section.screenshot({ path: test.info().outputPath(`mentor-card-${width}-${colorScheme}.png`) });
    }
  });
}
