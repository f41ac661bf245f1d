import { ADMIN_MSG, MSG, TEAM_MSG } from '@hackcamp/contract';
import { expect, test, useSession } from '../../fixtures.ts';
import { flipSwitch } from '../../support/switches.ts';
import { createProblem } from '../../support/teams.ts';

test('the admin flips team formation and voting, and a participant sees both at once', async ({ browser, page, api, signInAs }) => {
  // Several people at once, each signing in: slow on a loaded machine.
  test.slow();
  const participant = await api.registerParticipant({ name: 'Switch Watcher' });
  const problem = await createProblem(page.request);
  await signInAs('superadmin');
  await page.goto('/dashboard');
  const formation = page.getByRole('switch', { name: 'Team Formation' });
  const voting = page.getByRole('switch', { name: 'Voting', exact: true });
  await expect(formation).toBeChecked();
  await expect(page.getByText(ADMIN_MSG.teamFormationOn)).toBeVisible();
  await expect(voting).not.toBeChecked();
  await expect(page.getByText(ADMIN_MSG.votingOff)).toBeVisible();

  const other = await browser.newContext();
  const watcher = await other.newPage();
  await useSession(watcher, participant);
  try {
    await flipSwitch(page, formation);
    await expect(formation).not.toBeChecked();
    await expect(page.getByText(ADMIN_MSG.teamFormationOff)).toBeVisible();
    await flipSwitch(page, voting);
    await expect(voting).toBeChecked();
    await expect(page.getByText(ADMIN_MSG.votingOn)).toBeVisible();

    // The participant, signing in after the flip, finds formation closed and voting open.
    await watcher.goto('/dashboard');
    await watcher.getByRole('button', { name: 'Join or Create Team' }).click();
    await expect(watcher.getByRole('dialog', { name: 'Team Formation' }).getByText('Team Formation Disabled', { exact: true })).toBeVisible();
    const seen = await watcher.evaluate(async () => (await (await fetch('/api/config/config')).json()).data);
    expect(seen).toMatchObject({ teamFormationEnabled: false, votingEnabled: true });
    const refused = await watcher.request.post('/api/teams', {
      headers: { authorization: `Bearer ${participant.token}` },
      data: { name: 'Too Late Team', problemStatement: problem._id },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe(TEAM_MSG.formationDisabledServer);

    // The switches were saved, not only drawn: a reload shows them as left.
    await page.reload();
    await expect(formation).not.toBeChecked();
    await expect(voting).toBeChecked();

    // And back: the participant's next look offers team formation again.
    await flipSwitch(page, formation);
    await expect(formation).toBeChecked();
    await watcher.reload();
    await watcher.getByRole('button', { name: 'Join or Create Team' }).click();
    await expect(watcher.getByRole('button', { name: /Create a Team/ })).toBeVisible();
  } finally {
    await api.asAdmin('PUT', '/api/config/config', { teamFormationEnabled: true, votingEnabled: false });
    await other.close();
  }
  const trail = await api.asAdmin('GET', '/api/audit?action=config&limit=5');
  expect(trail.entries.map((e: { action: string }) => e.action)).toContain('config.update');
});

test('closing registration stops sign-ups at once, while the admin can still add people', async ({ browser, page, api, signInAs }) => {
  // Several people at once, each signing in: slow on a loaded machine.
  test.slow();
  await signInAs('superadmin');
  await page.goto('/dashboard');
  const registration = page.getByRole('switch', { name: 'Registration' });
  await expect(registration).toBeChecked();
  const visitor = await browser.newContext();
  try {
    await flipSwitch(page, registration);
    await expect(registration).not.toBeChecked();
    await expect(page.getByText(ADMIN_MSG.registrationOff)).toBeVisible();

    const form = await visitor.newPage();
    await form.goto('/hackcamp/register');
    await expect(form.getByRole('alert').filter({ hasText: MSG.registrationClosed })).toBeVisible();
    await expect(form.getByRole('button', { name: /Register|Create Account/ })).toHaveCount(0);
    const refused = await form.request.post('/api/auth/register', {
      data: {
        name: 'Late Comer',
        email: `late-${Date.now()}@e2e.test`,
        mobile: '9876543210',
        collegeName: 'CBIT',
        password: 'latecomer1',
        confirmPassword: 'latecomer1',
      },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe(MSG.registrationClosed);

    // The superadmin still creates accounts while it is closed.
    const mentor = await api.createStaffWithTemporaryPassword('mentor', 'Closed Door Mentor');
    expect(mentor.temporaryPassword).toHaveLength(14);
  } finally {
    await api.asAdmin('PUT', '/api/config/config', { registrationOpen: true });
    await visitor.close();
  }
  await page.reload();
  await expect(registration).toBeChecked();
  await api.registerParticipant();
});
