import { PROJECT_MSG } from '@hackcamp/contract';
import { expect, test, useSession } from '../../fixtures.ts';
import { flipSwitch } from '../../support/switches.ts';
import { adminToken, createProblem, createTeamViaApi, uniqueTeamName } from '../../support/teams.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

// Flips the global "Project submission" switch, so it runs alone, and leaves it off as it found it.
test('the leader submits the project with a file, a member reads it, and a closed switch hides the editor', async ({
  browser,
  page,
  request,
  api,
  signInAs,
}) => {
  test.slow();
  const leader = await api.registerParticipant({ name: 'Lead Lakshmi', participantType: 'hackathon' });
  const member = await api.registerParticipant({ name: 'Member Manoj', participantType: 'hackathon' });
  const problem = await createProblem(request);
  const team = await createTeamViaApi(request, leader.token, problem._id, uniqueTeamName('Project'));
  const joined = await request.post(`/api/teams/${team._id}/join`, { headers: { authorization: `Bearer ${member.token}` } });
  expect(joined.status()).toBe(200);

  await signInAs('superadmin');
  await page.goto('/dashboard');
  const submission = page.getByRole('switch', { name: 'Project submission' });
  await expect(submission).not.toBeChecked();
  const leaderContext = await browser.newContext();
  const memberContext = await browser.newContext();
  try {
    await flipSwitch(page, submission);
    await expect(submission).toBeChecked();
    await expect(page.getByText(PROJECT_MSG.switchOn)).toBeVisible();

    // The leader fills the form, attaches a PDF and saves.
    const leaderPage = await leaderContext.newPage();
    await useSession(leaderPage, leader);
    await leaderPage.goto('/dashboard');
    await leaderPage.getByRole('tab', { name: 'Teams' }).click();
    await leaderPage.getByRole('button', { name: 'Submit project' }).click();
    await leaderPage.getByLabel('Title').fill('Campus study buddy');
    await leaderPage.getByLabel('Summary').fill('Matches students\nby course and free time.');
    await expect(leaderPage.getByText(`${'Matches students\nby course and free time.'.length} / 2000`)).toBeVisible();
    await leaderPage.getByLabel('Repository').fill('ftp://nope');
    await leaderPage.getByRole('button', { name: 'Save project' }).click();
    await expect(leaderPage.getByText(PROJECT_MSG.urlInvalid)).toBeVisible();
    await leaderPage.getByLabel('Repository').fill('https://github.com/example/study-buddy');
    await leaderPage.getByLabel('Demo').fill('https://study-buddy.example.dev');
    await leaderPage.getByLabel('File (optional)').setInputFiles({ name: 'pitch.pdf', mimeType: 'application/pdf', buffer: PDF });
    await leaderPage.getByRole('button', { name: 'Save project' }).click();
    await expect(leaderPage.getByText(PROJECT_MSG.saved)).toBeVisible();
    const leaderCard = leaderPage.getByRole('article', { name: 'Campus study buddy' });
    await expect(leaderCard.getByRole('button', { name: /pitch\.pdf/ })).toBeVisible();
    await expect(leaderPage.getByRole('button', { name: 'Edit project' })).toBeVisible();

    // A member sees the card: links open in a new tab, the file downloads with its bytes.
    const memberPage = await memberContext.newPage();
    await useSession(memberPage, member);
    await memberPage.goto('/dashboard');
    await memberPage.getByRole('tab', { name: 'Teams' }).click();
    const card = memberPage.getByRole('article', { name: 'Campus study buddy' });
    await expect(card.getByText('Matches students')).toBeVisible();
    const repository = card.getByRole('link', { name: /Repository/ });
    await expect(repository).toHaveAttribute('href', 'https://github.com/example/study-buddy');
    await expect(repository).toHaveAttribute('target', '_blank');
    await expect(repository).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(card.getByRole('link', { name: /Demo/ })).toHaveAttribute('href', 'https://study-buddy.example.dev');
    await expect(card.getByRole('link', { name: /Slides or video/ })).toHaveCount(0);
    await expect(memberPage.getByRole('button', { name: /Edit project|Submit project/ })).toHaveCount(0);
    const [download] = await Promise.all([memberPage.waitForEvent('download'), card.getByRole('button', { name: /pitch\.pdf/ }).click()]);
    expect(download.suggestedFilename()).toBe('pitch.pdf');
    const saved = await download.path();
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(saved)).equals(PDF)).toBe(true);

    // A team may replace its file 5 times in 15 minutes: after four more, the sixth shows the server's sentence.
    for (let i = 0; i < 4; i++) {
      const again = await request.put(`/api/teams/${team._id}/project/file`, {
        headers: { authorization: `Bearer ${leader.token}` },
        multipart: { file: { name: `pitch-${i}.pdf`, mimeType: 'application/pdf', buffer: PDF } },
      });
      expect(again.status()).toBe(200);
    }
    await leaderPage.getByRole('button', { name: 'Edit project' }).click();
    await leaderPage.getByLabel('File (optional)').setInputFiles({ name: 'pitch-final.pdf', mimeType: 'application/pdf', buffer: PDF });
    await leaderPage.getByRole('button', { name: 'Save project' }).click();
    await expect(leaderPage.getByText(PROJECT_MSG.tooManyUploads)).toBeVisible();

    // Switched off: the leader keeps the card but sees the notice and no way to edit.
    await flipSwitch(page, submission);
    await expect(submission).not.toBeChecked();
    await leaderPage.reload();
    await leaderPage.getByRole('tab', { name: 'Teams' }).click();
    await expect(leaderPage.getByRole('article', { name: 'Campus study buddy' })).toBeVisible();
    await expect(leaderPage.getByText(PROJECT_MSG.closedNotice)).toBeVisible();
    await expect(leaderPage.getByRole('button', { name: /Edit project|Submit project|Save project/ })).toHaveCount(0);
  } finally {
    await leaderContext.close();
    await memberContext.close();
    const res = await request.put('/api/config/config', {
      headers: { authorization: `Bearer ${await adminToken(request)}` },
      data: { projectSubmissionEnabled: false },
    });
    expect(res.status()).toBe(200);
  }
});
