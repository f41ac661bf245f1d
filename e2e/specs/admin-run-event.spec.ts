import fs from 'node:fs';
import { ANNOUNCEMENT_MSG, TASK_MSG } from '@hackcamp/contract';
import { expect, test, useSession } from '../fixtures.ts';
import { parseCsv } from '../../test-support/csv.ts';
import { createProblem, createTeamViaApi, uniqueTeamName } from '../support/teams.ts';

test('the admin creates a task that a participant then sees on its day', async ({ page, browser, api, signInAs }) => {
  // Two people, three sign-ins and a reload: about 16 s alone on a loaded two-core machine, and on CI
  // beside the other worker (or recording its retry's trace) it passed 30 s twice in a row.
  test.slow();
  await signInAs('superadmin');
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Tasks' }).click();
  await page.getByRole('button', { name: 'Create Task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Task' });
  await expect(dialog.getByLabel('Max Score')).toHaveValue('100');
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect(dialog.getByText(TASK_MSG.titleRequired)).toBeVisible();
  await expect(dialog.getByText(TASK_MSG.descriptionRequired)).toBeVisible();

  const title = `Admin task ${Date.now().toString(36)}`;
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Day').selectOption('day2');
  await dialog.getByLabel('Max Score').fill('40');
  await dialog.getByLabel('Description').fill('Read the brief.\n- sketch it\n- build it');
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect(page.getByText(TASK_MSG.created)).toBeVisible();
  await page.getByRole('button', { name: /^Day 2/ }).click();
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Max 40 points')).toBeVisible();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();

  const participant = await api.registerParticipant();
  const context = await browser.newContext();
  const theirs = await context.newPage();
  await useSession(theirs, participant);
  await theirs.goto('/dashboard');
  await theirs.getByRole('tab', { name: 'Tasks' }).click();
  await theirs.getByRole('button', { name: /^Day 2,/ }).click();
  await expect(theirs.getByRole('article', { name: title }).getByText('sketch it')).toBeVisible();

  // Deactivated, it leaves the participant's list; deleting asks first and says it cannot be undone.
  await card.getByRole('button', { name: 'Deactivate' }).click();
  await expect(card.getByText('Inactive', { exact: true })).toBeVisible();
  await theirs.reload();
  await theirs.getByRole('tab', { name: 'Tasks' }).click();
  await theirs.getByRole('button', { name: /^Day 2,/ }).click();
  await expect(theirs.getByRole('article', { name: title })).toHaveCount(0);
  await card.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Task' });
  await expect(confirm.getByText('This action cannot be undone.', { exact: false })).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete Task' }).click();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
  await context.close();
});

test('an announcement reaches participants under the bell, and opening it lowers the unread count', async ({ page, browser, api, signInAs }) => {
  const participant = await api.registerParticipant();
  const context = await browser.newContext();
  const theirs = await context.newPage();
  await useSession(theirs, participant);
  await theirs.goto('/dashboard');
  const bell = theirs.getByRole('button', { name: /^Announcements/ });
  await expect(bell).toBeVisible();
  const unreadOf = async () => Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  const before = await unreadOf();

  await signInAs('superadmin');
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Announcements' }).click();
  const title = `Lunch moved ${Date.now().toString(36)}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Content').fill('Lunch is at 1 pm in Hall B today.');
  await expect(page.getByLabel('Priority')).toHaveValue('medium');
  await expect(page.getByLabel('Audience')).toHaveValue('all');
  await page.getByLabel('Priority').selectOption('urgent');
  await page.getByLabel('Audience').selectOption('participants');
  await page.getByRole('button', { name: 'Publish Announcement' }).click();
  await expect(page.getByText(ANNOUNCEMENT_MSG.created)).toBeVisible();
  const item = page.getByRole('article', { name: title });
  await expect(item.getByText('Read by 0 people')).toBeVisible();

  await theirs.reload();
  await expect(bell).toHaveAccessibleName(`Announcements, ${before + 1} unread`);
  await bell.click();
  const panel = theirs.getByRole('dialog', { name: 'Announcements' });
  await panel.getByRole('button', { name: new RegExp(title) }).click();
  await expect(panel.getByText('Lunch is at 1 pm in Hall B today.')).toBeVisible();
  await expect(bell).toHaveAccessibleName(before === 0 ? 'Announcements' : `Announcements, ${before} unread`);

  // The admin sees the read, and a deactivated announcement leaves the participant's list.
  await page.reload();
  await page.getByRole('tab', { name: 'Announcements' }).click();
  await expect(item.getByText('Read by 1 person')).toBeVisible();
  await item.getByRole('button', { name: 'Read Statistics' }).click();
  await expect(page.getByRole('dialog', { name: 'Read Statistics' }).getByText(participant.email)).toBeVisible();
  await page.keyboard.press('Escape');
  await item.getByRole('button', { name: 'Deactivate' }).click();
  await expect(item.getByText('Inactive', { exact: true })).toBeVisible();
  await theirs.reload();
  await theirs.getByRole('button', { name: /^Announcements/ }).click();
  await expect(theirs.getByRole('dialog', { name: 'Announcements' }).getByText(title)).toHaveCount(0);
  await context.close();
});

test('the admin edits an announcement in place, and a cancelled edit changes nothing', async ({ page, signInAs }) => {
  await signInAs('superadmin');
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Announcements' }).click();
  const title = `Room change ${Date.now().toString(36)}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Content').fill('Workshop in Lab 2.');
  // For the staff, then switched off: the participants of tests running beside this one never see it.
  await page.getByLabel('Audience').selectOption('admins');
  await page.getByRole('button', { name: 'Publish Announcement' }).click();
  await expect(page.getByText(ANNOUNCEMENT_MSG.created)).toBeVisible();
  const item = page.getByRole('article', { name: title });
  await item.getByRole('button', { name: 'Deactivate' }).click();
  await expect(item.getByText('Inactive', { exact: true })).toBeVisible();

  // The dialog opens with the announcement as it is.
  await item.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Announcement' });
  await expect(dialog.getByLabel('Title')).toHaveValue(title);
  await expect(dialog.getByLabel('Content')).toHaveValue('Workshop in Lab 2.');
  await expect(dialog.getByLabel('Priority')).toHaveValue('medium');
  await expect(dialog.getByLabel('Expires at (optional)')).toHaveValue('');

  // Cancel leaves it alone, and focus returns to the button that opened the dialog.
  await dialog.getByLabel('Title').fill('Not saved');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(item.getByRole('button', { name: `Edit ${title}` })).toBeFocused();

  // A past expiry is refused in the dialog; a fixed title, new priority and audience are saved.
  const fixed = `${title} (Lab 3)`;
  await item.getByRole('button', { name: `Edit ${title}` }).click();
  await dialog.getByLabel('Title').fill(fixed);
  await dialog.getByLabel('Content').fill('Workshop moved to Lab 3.');
  await dialog.getByLabel('Priority').selectOption('high');
  await dialog.getByLabel('Audience').selectOption('participants');
  await dialog.getByLabel('Expires at (optional)').fill('2020-01-01T10:00');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText(ANNOUNCEMENT_MSG.expiresInPast)).toBeVisible();
  await dialog.getByLabel('Expires at (optional)').fill('');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(ANNOUNCEMENT_MSG.updated)).toBeVisible();
  await expect(dialog).toBeHidden();

  const edited = page.getByRole('article', { name: fixed });
  await expect(edited.getByText('Workshop moved to Lab 3.')).toBeVisible();
  await expect(edited.getByText('High', { exact: true })).toBeVisible();
  await expect(edited.getByText('For: Participants', { exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: title, exact: true })).toHaveCount(0);
  // It was changed, not replaced: still one announcement, still switched off, its reads kept.
  await expect(edited.getByText('Inactive', { exact: true })).toBeVisible();
  await expect(edited.getByText('Read by 0 people')).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Announcements' }).click();
  await expect(page.getByRole('article', { name: fixed })).toBeVisible();
});

test('the admin exports all teams and selected teams to CSV, and prints selected teams', async ({ page, request, api, signInAs }) => {
  const leader = await api.registerParticipant({ name: 'Anaïs Ñúñez' });
  const member = await api.registerParticipant({ name: 'Ravi Kumar' });
  const problem = await createProblem(request);
  const name = uniqueTeamName('Export');
  const team = await createTeamViaApi(request, leader.token, problem._id, name);
  const join = await request.post(`/api/teams/${team._id}/join`, { headers: { authorization: `Bearer ${member.token}` } });
  expect(join.status()).toBe(200);

  await signInAs('superadmin');
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Teams' }).click();
  const readDownload = async (button: RegExp) => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: button }).click();
    const file = await download;
    const bytes = fs.readFileSync((await file.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return { name: file.suggestedFilename(), rows: parseCsv(bytes.subarray(3).toString('utf8')) };
  };

  const all = await readDownload(/^Export CSV \(all\)/);
  expect(all.name).toMatch(/^teams-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(all.rows[0]).toEqual([
    'Team Number',
    'Team Name',
    'Description',
    'Problem Statement',
    'Leader',
    'Leader Email',
    'Members',
    'Member Names',
    'Member Emails',
    'Created At (UTC)',
  ]);
  const row = all.rows.find((r) => r[1] === name)!;
  expect(row.slice(3, 9)).toEqual([problem.title, 'Anaïs Ñúñez', leader.email, '2', 'Anaïs Ñúñez (Leader); Ravi Kumar', `${leader.email}; ${member.email}`]);

  await page.getByLabel('Search teams by name').fill(name);
  await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  const members = page.getByRole('list', { name: `Members of ${name}` });
  await expect(members.getByRole('listitem').filter({ hasText: 'Anaïs Ñúñez' }).getByText('Leader')).toBeVisible();
  const selected = await readDownload(/^Export CSV \(1 selected\)/);
  expect(selected.rows).toHaveLength(2);
  expect(selected.rows[1]!.slice(1, 7)).toEqual(row.slice(1, 7));

  // The printable page: the browser's print dialog is replaced by a note that it was asked for.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: /^Export PDF \(1 selected\)/ }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  const report = page.getByTestId('print-report');
  await page.emulateMedia({ media: 'print' });
  await expect(report.getByRole('cell', { name, exact: true })).toBeVisible();
  await expect(report.getByText('Anaïs Ñúñez (Leader)')).toBeVisible();
  await expect(page.locator('#root')).toBeHidden();
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await page.emulateMedia({ media: 'screen' });
  await expect(report).toHaveCount(0);
  await expect(page.locator('#root')).toBeVisible();
});
