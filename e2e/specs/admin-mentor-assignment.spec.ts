import { ASSIGNMENT_MSG } from '@hackcamp/contract';
import { expect, test } from '../fixtures.ts';

test('the admin assigns participants to a mentor with the picker and removes one', async ({ page, api, signInAs }) => {
  // Several people at once, each signing in: slow on a loaded machine.
  test.slow();
  const stamp = `${process.pid}${Date.now() % 100000}`;
  const mentor = await api.createStaff('mentor', `Mentor Meghna ${stamp}`);
  const [a, b, c] = [
    await api.registerParticipant({ name: `Pick ${stamp} Anil` }),
    await api.registerParticipant({ name: `Pick ${stamp} Bina` }),
    await api.registerParticipant({ name: `Pick ${stamp} Chetan` }),
  ];
  await signInAs('superadmin');
  await page.goto('/dashboard?tab=mentor-assignment');
  await expect(page.getByRole('status').filter({ hasText: 'not assigned to a mentor yet' })).toBeVisible();

  await page.getByRole('button', { name: 'Assign Participants', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Assign Participants' });
  await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: ASSIGNMENT_MSG.selectMentorAndParticipants })).toBeVisible();

  await dialog.getByLabel('Mentor').selectOption(mentor.user._id);
  await dialog.getByRole('textbox', { name: 'Search participants' }).fill(`Pick ${stamp}`);
  const list = dialog.getByRole('list', { name: 'Participants to assign' });
  await expect(list.getByRole('checkbox')).toHaveCount(3);
  await list.getByRole('checkbox', { name: new RegExp(`${a.user.name}`) }).check();
  await list.getByRole('checkbox', { name: new RegExp(`${b.user.name}`) }).check();
  await expect(dialog.getByText('2 selected')).toBeVisible();
  await dialog.getByRole('button', { name: 'Assign (2)' }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('group', { name: `Mentor ${mentor.user.name}` });
  await expect(card.getByText('2 participants')).toBeVisible();
  await expect(card.getByText(a.user.email)).toBeVisible();
  await expect(card.getByText(b.user.email)).toBeVisible();
  await expect(card.getByText(c.user.email)).toHaveCount(0);

  await card.getByRole('button', { name: `Remove ${a.user.name} from ${mentor.user.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove participant?' });
  await expect(confirm).toContainText(a.user.name);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(card.getByText('1 participant', { exact: true })).toBeVisible();
  await expect(card.getByText(a.user.email)).toHaveCount(0);

  const { mentors } = await api.asAdmin('GET', '/api/users/mentors/all');
  const saved = mentors.find((m: { _id: string }) => m._id === mentor.user._id);
  expect(saved.participants.map((p: { _id: string }) => p._id)).toEqual([b.user._id]);
});
