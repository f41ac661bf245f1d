import type { PublicUser } from '@hackcamp/contract';
import { expect, test, useSession } from '../fixtures.ts';
import { assignParticipants } from '../support/mentoring.ts';

// Issue 42, item 4: the mentor's contact reaches the phone. The organiser types the mentor's
// number without a country code; the server keeps it with the event's (+91), the button names the
// mentor without their title, and a call link sits beside it.

for (const width of [375, 1280]) {
  test(`the mentor card at ${width} px: "Contact Ramesh Rao" on WhatsApp with +91, and Call`, async ({ page, api }) => {
    await page.setViewportSize({ width, height: 800 });
    const { user: mentor } = await api.asAdmin<{ user: PublicUser }>('POST', '/api/auth/register-admin', {
      name: 'Dr. Ramesh Rao',
      email: `ramesh-${Date.now().toString(36)}-${width}@example.com`,
      role: 'mentor',
      mobile: '90000 00001',
    });
    expect(mentor.mobile).toBe('+919000000001');
    const me = await api.registerParticipant({ participantType: 'bootcamp' });
    await assignParticipants(page.request, mentor._id, [me.user._id]);
    await useSession(page, me);
    await page.goto('/dashboard');

    const section = page.getByRole('region', { name: 'Mentor Details' });
    const contact = section.getByRole('link', { name: 'Contact Ramesh Rao', exact: true });
    await expect(contact).toBeVisible();
    await expect(contact).toHaveAttribute('href', 'https://wa.me/919000000001');
    const call = section.getByRole('link', { name: 'Call Ramesh Rao', exact: true });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute('href', 'tel:+919000000001');
    await expect(section.getByRole('link', { name: '+919000000001' })).toHaveAttribute('href', 'tel:+919000000001');
    // Side by side, inside the card, at either width. Both boxes are read in one step, once the
    // dashboard's later sections have arrived: two reads apart caught the card between layouts.
    const handles = [await contact.elementHandle(), await call.elementHandle()] as const;
    const boxes = () =>
      page.evaluate(([c, k]) => {
        const [a, b] = [c!.getBoundingClientRect(), k!.getBoundingClientRect()];
        return { rowOffset: Math.round(Math.abs(a.top - b.top)), gap: Math.round(b.left - a.right) };
      }, handles);
    await expect.poll(async () => (await boxes()).rowOffset).toBeLessThan(2);
    expect((await boxes()).gap).toBeGreaterThanOrEqual(0);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await section.screenshot({ path: test.info().outputPath(`mentor-card-${width}-${colorScheme}.png`) });
    }
  });
}
