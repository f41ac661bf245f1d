import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { teamProjects, users } from '../src/db/schema/index.ts';
import { joinTeam, setConfig } from './helpers/teams-fixtures.ts';
import { bearer, createParticipants, createStaff, json, startTestApp, type TestApp } from './helpers/test-app.ts';
import { createLedTeams } from './helpers/voting-fixtures.ts';

// The public results page (issue 29): nothing before the organiser publishes, then the top 3 by
// the judge-normalised score and every project; the Results tab's CSV of the whole ranking.

let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
let judge: Awaited<ReturnType<typeof createStaff>>;
let teams: Awaited<ReturnType<typeof createLedTeams>>;
let member: Awaited<ReturnType<typeof createParticipants>>[number];

const results = async (query = '') => {
  const res = await t.app.inject({ url: `/api/results${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, data: json(res).data };
};
const score = async (teamId: string, value: number, round = 1) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/judge/evaluations/${teamId}/${round}`,
    headers: bearer(judge.token),
    payload: { score: value, feedback: 'Scored for the results test' },
  });
  expect(res.statusCode, res.body).toBe(200);
};

beforeAll(async () => {
  t = await startTestApp();
  admin = await createStaff(t, 'superadmin');
  judge = await createStaff(t, 'judge');
  // Five teams: four scored 9, 7, 5 and 3 by one judge, the fifth not scored; the first, third and
  // fifth have a project.
  teams = await createLedTeams(t, admin.token, 5, 'Results');
  member = (await createParticipants(t, 1))[0]!;
  await joinTeam(t, member!.token, teams[0]!.team._id);
  await t.database.db.update(users).set({ name: 'Zed Leader' }).where(eq(users.id, teams[0]!.leader.user.id));
  await t.database.db.update(users).set({ name: 'Amy Member' }).where(eq(users.id, member!.user.id));
  const assigned = await t.app.inject({
    method: 'POST',
    url: '/api/users/assign-teams-to-judge',
    headers: bearer(admin.token),
    payload: { judgeId: judge.user.id, teamIds: teams.map((x) => x.team._id) },
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  for (const [i, value] of [9, 7, 5, 3].entries()) await score(teams[i]!.team._id, value);
  await t.database.db.insert(teamProjects).values([
    { teamId: teams[0]!.team._id, title: 'Crop Doctor', summary: 'Photos of leaves in, diagnosis out.', repositoryUrl: 'https://example.org/crop' },
    { teamId: teams[2]!.team._id, title: 'Bus Finder', summary: 'Where is my bus?', demoUrl: 'https://example.org/bus' },
    { teamId: teams[4]!.team._id, title: 'Unscored Idea', summary: '' },
  ]);
});
afterAll(() => t.close());

describe('the public results', () => {
  it('say only that results are not out until a superadmin publishes them', async () => {
    const { data, body } = await results();
    expect(data).toEqual({
      published: false,
      winners: [],
      teams: [],
      pagination: { currentPage: 1, totalPages: 1, totalTeams: 0, hasNextPage: false, hasPrevPage: false },
    });
    expect(body).not.toContain('Crop Doctor');
    expect(body).not.toContain(teams[0]!.team.name);
  });

  it('once published, show the top 3 by normalised score with their members, and every project', async () => {
    const published = await t.app.inject({ method: 'PUT', url: '/api/config/config', headers: bearer(admin.token), payload: { resultsPublished: true } });
    expect(published.statusCode, published.body).toBe(200);
    expect(json(published).data.resultsPublished).toBe(true);

    const { data, body } = await results();
    expect(data.published).toBe(true);
    expect(data.winners.map((w: { place: number; teamId: string }) => [w.place, w.teamId])).toEqual([
      [1, teams[0]!.team._id],
      [2, teams[1]!.team._id],
      [3, teams[2]!.team._id],
    ]);
    const first = data.winners[0];
    // Leader first, though another member's name sorts before theirs.
    expect(first.members[0]).toBe('Zed Leader');
    expect(first.members).toContain('Amy Member');
    expect(first.project).toMatchObject({ title: 'Crop Doctor', repositoryUrl: 'https://example.org/crop', file: null, updatedBy: null });
    expect(data.winners[1].project).toBeNull();
    // Every team with a project, in team order, the unscored one included.
    expect(data.teams.map((x: { project: { title: string } }) => x.project.title)).toEqual(['Crop Doctor', 'Bus Finder', 'Unscored Idea']);
    expect(data.pagination).toMatchObject({ totalTeams: 3, totalPages: 1 });
    // Nothing but the certificate of who won: no scores, judges or addresses.
    for (const secret of [judge.user.email, member!.user.email, teams[0]!.leader.user.email, 'normalizedScore', 'meanScore']) {
      expect(body).not.toContain(secret);
    }
  });

  it('search projects by team name or title and page them', async () => {
    await setConfig(t, admin.token, { resultsPublished: true });
    expect((await results('?search=bus')).data.teams.map((x: { teamId: string }) => x.teamId)).toEqual([teams[2]!.team._id]);
    expect((await results(`?search=${encodeURIComponent(teams[4]!.team.name)}`)).data.teams).toHaveLength(1);
    expect((await results('?search=%25')).data.teams).toEqual([]);
    const paged = await results('?limit=2&page=2');
    expect(paged.data.teams.map((x: { project: { title: string } }) => x.project.title)).toEqual(['Unscored Idea']);
    expect(paged.data.pagination).toMatchObject({ currentPage: 2, totalPages: 2, hasPrevPage: true, hasNextPage: false });
    // Too large a page answers the largest allowed (issue 30); none at all is refused.
    expect((await results('?limit=500')).data.pagination).toMatchObject({ totalPages: 1, totalTeams: 3 });
    expect((await t.app.inject({ url: '/api/results?limit=0' })).statusCode).toBe(400);
  });

  it('follow a changed score and an unpublish at once, though each page is kept in memory', async () => {
    await setConfig(t, admin.token, { resultsPublished: true });
    expect((await results()).data.winners[2].teamId).toBe(teams[2]!.team._id);
    // The fourth team overtakes the third.
    await score(teams[3]!.team._id, 6);
    expect((await results()).data.winners.map((w: { teamId: string }) => w.teamId)).toEqual([teams[0]!.team._id, teams[1]!.team._id, teams[3]!.team._id]);
    await score(teams[3]!.team._id, 3);

    await setConfig(t, admin.token, { resultsPublished: false });
    expect((await results()).data).toMatchObject({ published: false, winners: [], teams: [] });
  });
});

describe('the results CSV', () => {
  it('is the whole ranking with raw and normalised scores, formulas neutralised, for superadmins only', async () => {
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/teams/${teams[1]!.team._id}`,
      headers: bearer(teams[1]!.leader.token),
      // Team names allow a leading hyphen, which a spreadsheet reads as the start of a formula.
      payload: { name: '-1 Minus Team' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const res = await t.app.inject({ url: '/api/export/results', headers: bearer(admin.token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="results-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Rank,Team number,Team,Raw mean score,Normalised score,Evaluations,Peer votes,Average peer rating');
    const rows = lines.slice(1).map((l) => l.split(','));
    expect(rows.map((r) => r[0])).toEqual(['1', '2', '3', '4', '']);
    expect(rows[0]!.slice(1, 6)).toEqual([expect.stringMatching(/^\d+$/), teams[0]!.team.name, '9', expect.stringMatching(/^1\.\d+$/), '1']);
    // Neutralised: the spreadsheet shows the name instead of running it.
    expect(rows[1]![2]).toBe("'-1 Minus Team");
    expect(rows[4]!.slice(2, 6)).toEqual([teams[4]!.team.name, '', '', '0']);

    expect((await t.app.inject({ url: '/api/export/results', headers: bearer(judge.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/export/results' })).statusCode).toBe(401);
  });
});
