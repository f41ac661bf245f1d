import { ADMIN_MSG } from '@hackcamp/contract';
import { expect, test } from '../../fixtures.ts';

// Issue 30, item 5: an event switch asks first, saying what it changes; Cancel (the focused
// answer) keeps it, confirming flips it. Registration is put back as it was.
test('switching registration asks what it changes; Cancel keeps it, Turn off closes it', async ({ page, api, signInAs }) => {
  await signInAs('superadmin');
  await page.goto('/dashboard');
  const registration = page.getByRole('switch', { name: 'Registration' });
  await expect(registration).toBeChecked();
  const stored = async () => (await api.asAdmin('GET', '/api/config/config')).registrationOpen;
  try {
    await registration.click();
    const question = page.getByRole('dialog', { name: 'Turn off Registration?' });
    await expect(question).toContainText(ADMIN_MSG.switchAsk.registrationOpen.off);
    await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.screenshot({ path: test.info().outputPath('switch-question.png') });

    // Cancel, from the keyboard: the switch stays on, nothing saved, focus back on it.
    await page.keyboard.press('Enter');
    await expect(question).toBeHidden();
    await expect(registration).toBeChecked();
    await expect(registration).toBeFocused();
    expect(await stored()).toBe(true);

    // Space asks again; Escape is a Cancel too.
    await page.keyboard.press('Space');
    await expect(question).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(question).toBeHidden();
    await expect(registration).toBeChecked();

    // Confirmed: closed, and saved.
    await registration.click();
    await question.getByRole('button', { name: 'Turn off', exact: true }).click();
    await expect(question).toBeHidden();
    await expect(registration).not.toBeChecked();
    await expect(page.getByText(ADMIN_MSG.registrationOff)).toBeVisible();
    expect(await stored()).toBe(false);

    // And back on, with the question for that way round.
    await registration.click();
    const reopen = page.getByRole('dialog', { name: 'Turn on Registration?' });
    await expect(reopen).toContainText(ADMIN_MSG.switchAsk.registrationOpen.on);
    await reopen.getByRole('button', { name: 'Turn on', exact: true }).click();
    await expect(registration).toBeChecked();
    expect(await stored()).toBe(true);
  } finally {
    await api.asAdmin('PUT', '/api/config/config', { registrationOpen: true });
  }
});
