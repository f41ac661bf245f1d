import { VOTE_MSG } from '@hackcamp/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, teams, votes } from '../src/db/schema/index.ts';
import { bearer, createParticipants, createStaff, json, startTestApp, type TestApp } from './helpers/test-app.ts';
import { transactionTrips } from '../src/db/pipelined-statements.ts';
import { statementsDuring } from './helpers/count-statements.ts';
import { caughtUp, eventually } from './helpers/eventually.ts';
import { joinTeam } from './helpers/teams-fixtures.ts';
import { createLedTeams, setVoting, vote, votingList } from './helpers/voting-fixtures.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await createStaff(t, 'superadmin');
});
afterAll(() => t.close());
beforeEach(() => setVoting(t, admin.token, true));

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const backendPid = async (tx: Pick<TestApp['database']['db'], 'execute'>) =>
  rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`))[0]!.pid;

/**
 * The sessions of this test's database waiting for a lock that session `pid` holds (pg_locks, as
 * pg_blocking_pids reads it), once there is one. Gives up early with none once `done` has entries:
 * a request that should have been held finished instead, and the test's own check says so.
 */
async function lockWaitersOn(pid: number, done: string[]): Promise<number[]> {
  let waiters: number[] = [];
  await eventually(async () => {
    if (done.length) return;
    waiters = rowsOf<{ pid: number }>(
      await t.database.db.execute(sql`select pid from pg_stat_activity where datname = current_database() and ${pid} = any(pg_blocking_pids(pid))`),
    ).map((r) => r.pid);
    expect(waiters, `sessions waiting for a lock of ${pid}`).not.toEqual([]);
  }, 10_000);
  expect(done, 'finished while it should have been waiting for a lock').toEqual([]);
  return waiters;
}

const votesOf = (voterId: string, teamId: string) =>
  t.database.db
    .select()
    .from(votes)
    .where(and(eq(votes.voterId, voterId), eq(votes.teamId, teamId)));

describe('casting a vote', () => {
  it('lets a leader rate another team once, trimmed, and refuses their own team and a second vote', async () => {
    const [a, b] = await createLedTeams(t, admin.token, 2, 'Cast');
    const res = await vote(t, a!.leader.token, b!.team._id, { rating: 5, comment: '  Great teamwork and a working demo  ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).message).toBe(VOTE_MSG.submitted);
    expect(json(res).data.vote).toMatchObject({ rating: 5, comment: 'Great teamwork and a working demo' });
    expect(await votesOf(a!.leader.user.id, b!.team._id)).toHaveLength(1);

    const again = await vote(t, a!.leader.token, b!.team._id, { rating: 1, comment: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe(VOTE_MSG.alreadyVoted);
    expect((await votesOf(a!.leader.user.id, b!.team._id))[0]!.rating).toBe(5);

    const own = await vote(t, a!.leader.token, a!.team._id);
    expect(own.statusCode).toBe(403);
    expect(json(own).message).toBe(VOTE_MSG.ownTeam);
    expect(await votesOf(a!.leader.user.id, a!.team._id)).toHaveLength(0);
  });

  it('is for team leaders only: members, participants without a team and staff are refused', async () => {
    const [a, b] = await createLedTeams(t, admin.token, 2, 'Leaders');
    const [member, loner] = await createParticipants(t, 2);
    expect((await joinTeam(t, member!.token, a!.team._id)).statusCode).toBe(200);
    for (const token of [member!.token, loner!.token]) {
      const res = await vote(t, token, b!.team._id);
      expect(res.statusCode).toBe(403);
      expect(json(res).message).toBe(VOTE_MSG.leaderOnly);
    }
    for (const role of ['mentor', 'judge', 'superadmin'] as const) {
      const staff = await createStaff(t, role);
      expect((await vote(t, staff.token, b!.team._id)).statusCode).toBe(403);
    }
    expect(await t.database.db.select().from(votes).where(eq(votes.teamId, b!.team._id))).toHaveLength(0);
  });

  it('checks the rating and the comment', async () => {
    const [a, b] = await createLedTeams(t, admin.token, 2, 'Checks');
    const cases: [unknown, string][] = [
      [{ rating: 0, comment: 'ok' }, VOTE_MSG.ratingInvalid],
      [{ rating: 6, comment: 'ok' }, VOTE_MSG.ratingInvalid],
      [{ rating: 3.5, comment: 'ok' }, VOTE_MSG.ratingInvalid],
      [{ rating: '4', comment: 'ok' }, VOTE_MSG.ratingInvalid],
      [{ comment: 'ok' }, VOTE_MSG.ratingInvalid],
      [{ rating: 4, comment: '   ' }, VOTE_MSG.commentRequired],
      [{ rating: 4, comment: '\u200b\u200b' }, VOTE_MSG.commentRequired],
      [{ rating: 4 }, VOTE_MSG.commentRequired],
      [{ rating: 4, comment: 'x'.repeat(501) }, VOTE_MSG.commentTooLong],
      [{ rating: 4, comment: 'x'.repeat(40_000) }, VOTE_MSG.commentTooLong],
    ];
    for (const [body, message] of cases) {
      const res = await vote(t, a!.leader.token, b!.team._id, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(json(res).message).toBe(message);
    }
    expect(await votesOf(a!.leader.user.id, b!.team._id)).toHaveLength(0);
    // 500 characters after trimming is the limit, inclusive.
    const longest = await vote(t, a!.leader.token, b!.team._id, { rating: 1, comment: `  ${'y'.repeat(500)}  ` });
    expect(longest.statusCode, longest.body).toBe(201);
  });

  it('answers 404 for a team that does not exist', async () => {
    const [a] = await createLedTeams(t, admin.token, 1, 'Ghost');
    const res = await vote(t, a!.leader.token, '00000000-0000-4000-8000-000000000001');
    expect(res.statusCode).toBe(404);
    expect(json(res).message).toBe(VOTE_MSG.teamNotFound);
  });

  it('leaves exactly one vote when the same first vote is sent many times at once', async () => {
    const [a, b] = await createLedTeams(t, admin.token, 2, 'Race');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => vote(t, a!.leader.token, b!.team._id, { rating: (i % 5) + 1, comment: `Attempt ${i}` })),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(11);
    expect(await votesOf(a!.leader.user.id, b!.team._id)).toHaveLength(1);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, a!.leader.user.id), eq(auditLog.action, 'vote.cast')));
    expect(audits).toHaveLength(1);
  });
  // The write every leader makes in the same minutes: its connection is held for each round trip.
  // The settings row is share-locked in one statement (it exists), the audit entry and the live
  // event go in one (decision 0044), and the statements that do not wait on each other's answers
  // share a round trip (decision 0049).
  it('casts, changes and withdraws in a fixed number of statements and two round trips, each recorded in the audit trail', async () => {
    const [a, b] = await createLedTeams(t, admin.token, 2, 'Trips');
    const sent = async (method: 'POST' | 'PUT' | 'DELETE', expected: number) => {
      let status = 0;
      const tripsBefore = transactionTrips();
      const statements = await statementsDuring(t.database, async () => {
        status = (await vote(t, a!.leader.token, b!.team._id, { rating: 3, comment: 'Clear pitch and demo' }, method)).statusCode;
      });
      expect(status).toBe(expected);
      // The begin with the locks; the write, its trail and event, the progress and the commit
      // (decisions 0049 and 0054).
      if (t.database.engine === 'postgres') expect(transactionTrips() - tripsBefore).toBe(2);
      return statements.filter((text) => !/^(begin|commit)\b|; commit$/i.test(text));
    };
    const cast = await sent('POST', 201);
    expect(cast.filter((text) => /event_config/.test(text))).toHaveLength(1);
    expect(cast).toHaveLength(9);
    expect(await sent('PUT', 200)).toHaveLength(9);
    expect(await sent('DELETE', 200)).toHaveLength(9);
    const trail = await t.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.actorId, a!.leader.user.id));
    expect(trail.map((e) => e.action).filter((x) => x.startsWith('vote.'))).toEqual(expect.arrayContaining(['vote.cast', 'vote.change', 'vote.withdraw']));
  });
});

describe('the voting switch', () => {
  it('refuses casting, changing and withdrawing as soon as voting is closed, and allows them again when reopened', async () => {
    const [a, b, c] = await createLedTeams(t, admin.token, 3, 'Switch');
    expect((await vote(t, a!.leader.token, b!.team._id)).statusCode).toBe(201);
    await setVoting(t, admin.token, false);
    for (const res of [
      await vote(t, a!.leader.token, c!.team._id),
      await vote(t, a!.leader.token, b!.team._id, { rating: 2, comment: 'Lower' }, 'PUT'),
      await vote(t, a!.leader.token, b!.team._id, undefined, 'DELETE'),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(json(res).message).toBe(VOTE_MSG.votingClosed);
    }
    expect(await votesOf(a!.leader.user.id, c!.team._id)).toHaveLength(0);
    expect((await votesOf(a!.leader.user.id, b!.team._id))[0]!.rating).toBe(4);
    await setVoting(t, admin.token, true);
    expect((await vote(t, a!.leader.token, c!.team._id)).statusCode).toBe(201);
  });

  it('when closed while votes are being sent, writes a vote only for requests that succeeded', async () => {
    const rows = await createLedTeams(t, admin.token, 8, 'Closing');
    const target = rows[0]!.team._id;
    const voters = rows.slice(1);
    const [answers] = await Promise.all([
      Promise.all(voters.map((v) => vote(t, v.leader.token, target))),
      t.app.inject({ method: 'PUT', url: '/api/config/config', headers: bearer(admin.token), payload: { votingEnabled: false } }),
    ]);
    for (const [i, res] of answers.entries()) {
      expect([201, 403], res.body).toContain(res.statusCode);
      expect(await votesOf(voters[i]!.leader.user.id, target)).toHaveLength(res.statusCode === 201 ? 1 : 0);
    }
    const late = await vote(t, rows[1]!.leader.token, rows[2]!.team._id);
    expect(late.statusCode).toBe(403);
  });

  // PostgreSQL runs transactions side by side; PGlite runs them one after another, where no vote
  // can straddle the switch at all.
  it.skipIf(process.env.TEST_ENGINE !== 'postgres')('makes closing wait for a vote already under way, so no vote lands after the close', async () => {
    const [a, b] = await createLedTeams(t, admin.token, 2, 'Straddle');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: (pid: number) => void;
    const isLocked = new Promise<number>((resolve) => (locked = resolve));
    // Another session holds the voted-for team's row, so the vote stops after reading the switch.
    const blocker = t.database.db.transaction(async (tx) => {
      await tx.select().from(teams).where(eq(teams.id, b!.team._id)).for('update');
      locked(await backendPid(tx));
      await held;
    });
    const blockerPid = await isLocked;
    const order: string[] = [];
    const voting = vote(t, a!.leader.token, b!.team._id).then((res) => {
      order.push(`vote ${res.statusCode}`);
      return res;
    });
    let closing: Promise<void> | undefined;
    try {
      // The vote has read "open" and waits for the team row the other session holds.
      const [voterPid] = await lockWaitersOn(blockerPid, order);
      closing = t.app.inject({ method: 'PUT', url: '/api/config/config', headers: bearer(admin.token), payload: { votingEnabled: false } }).then((res) => {
        order.push(`close ${res.statusCode}`);
      });
      // The close waits for the vote that read "open" (unlocked, it takes milliseconds).
      expect(await lockWaitersOn(voterPid!, order)).toHaveLength(1);
    } finally {
      release();
    }
    await Promise.all([blocker, voting, closing]);
    expect(order.sort()).toEqual(['close 200', 'vote 201']);
    expect((await vote(t, b!.leader.token, a!.team._id)).statusCode).toBe(403);
  });
});

describe('changing and withdrawing', () => {
  it('changes and withdraws a vote, answers 404 without one, and audits each step', async () => {
    const [a, b] = await createLedTeams(t, admin.token, 2, 'Change');
    expect((await vote(t, a!.leader.token, b!.team._id, { rating: 2, comment: 'Too early' }, 'PUT')).statusCode).toBe(404);
    expect((await vote(t, a!.leader.token, b!.team._id, undefined, 'DELETE')).statusCode).toBe(404);
    expect((await vote(t, a!.leader.token, b!.team._id, { rating: 2, comment: 'First look' })).statusCode).toBe(201);
    const changed = await vote(t, a!.leader.token, b!.team._id, { rating: 5, comment: 'After the final demo' }, 'PUT');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json(changed).data.vote).toMatchObject({ rating: 5, comment: 'After the final demo' });
    const check = json(await t.app.inject({ url: `/api/votes/teams/${b!.team._id}/check-vote`, headers: bearer(a!.leader.token) })).data;
    expect(check).toMatchObject({ hasVoted: true, vote: { rating: 5, comment: 'After the final demo' } });

    const withdrawn = await vote(t, a!.leader.token, b!.team._id, undefined, 'DELETE');
    expect(withdrawn.statusCode).toBe(200);
    expect(json(withdrawn).data.vote).toBeNull();
    expect(await votesOf(a!.leader.user.id, b!.team._id)).toHaveLength(0);
    const after = json(await t.app.inject({ url: `/api/votes/teams/${b!.team._id}/check-vote`, headers: bearer(a!.leader.token) })).data;
    expect(after).toEqual({ hasVoted: false, vote: null });

    const trail = await t.database.db.select().from(auditLog).where(eq(auditLog.actorId, a!.leader.user.id));
    expect(trail.map((e) => e.action).sort()).toEqual(['vote.cast', 'vote.change', 'vote.withdraw']);
    const change = trail.find((e) => e.action === 'vote.change')!;
    expect(change.targetId).toBe(b!.team._id);
    expect(change.details).toMatchObject({ rating: 5, previousRating: 2 });
  });

  it('lists my votes with my progress', async () => {
    const [a, b, c] = await createLedTeams(t, admin.token, 3, 'Mine');
    await vote(t, a!.leader.token, c!.team._id, { rating: 3, comment: 'Fine' });
    const mine = json(await t.app.inject({ url: '/api/votes/my-votes', headers: bearer(a!.leader.token) })).data;
    expect(mine.votes).toHaveLength(1);
    expect(mine.votes[0]).toMatchObject({ rating: 3, comment: 'Fine', team: { _id: c!.team._id } });
    expect(b).toBeDefined();
  });
});

describe('the voting list', () => {
  it('pages 6 teams at a time over every team but mine, with my vote, the count and the average from the database', async () => {
    const rows = await createLedTeams(t, admin.token, 8, 'Listing');
    const [me, rated, ...rest] = rows;
    // Other leaders' votes shape the average: 5, 4 and 2 make 3.67.
    await vote(t, rest[0]!.leader.token, rated!.team._id, { rating: 4, comment: 'Good' });
    await vote(t, rest[1]!.leader.token, rated!.team._id, { rating: 2, comment: 'Needs work' });
    await vote(t, me!.leader.token, rated!.team._id, { rating: 5, comment: 'Loved it' });

    const total = (await t.database.db.select().from(teams)).length;
    const first = await votingList(t, me!.leader.token);
    expect(first.teams).toHaveLength(6);
    expect(first.pagination).toMatchObject({ currentPage: 1, totalTeams: total - 1, totalPages: Math.ceil((total - 1) / 6) });
    const all = [...first.teams];
    for (let page = 2; page <= first.pagination.totalPages; page++) all.push(...(await votingList(t, me!.leader.token, `?page=${page}`)).teams);
    expect(all).toHaveLength(total - 1);
    expect(all.map((x: { _id: string }) => x._id)).not.toContain(me!.team._id);

    const entry = all.find((x: { _id: string }) => x._id === rated!.team._id);
    expect(entry).toMatchObject({ totalVotes: 3, averageRating: 3.67, hasVoted: true, myVote: { rating: 5, comment: 'Loved it' } });
    const untouched = all.find((x: { _id: string }) => x._id === rest[2]!.team._id);
    expect(untouched).toMatchObject({ totalVotes: 0, averageRating: null, hasVoted: false, myVote: null });
    expect(first.progress).toEqual({ votedTeams: 1, totalTeams: total - 1, completed: false });
  });

  it('searches team names and reports completion once every other team has my vote', async () => {
    const rows = await createLedTeams(t, admin.token, 3, 'Zebra Search');
    const found = await votingList(t, rows[0]!.leader.token, '?search=zebra%20search');
    expect(found.teams.map((x: { _id: string }) => x._id).sort()).toEqual([rows[1]!.team._id, rows[2]!.team._id].sort());
    expect((await votingList(t, rows[0]!.leader.token, '?search=%25')).teams).toHaveLength(0);

    const everyone = (await t.database.db.select({ id: teams.id }).from(teams)).map((r) => r.id).filter((id) => id !== rows[0]!.team._id);
    const answers = [];
    for (const id of everyone) answers.push(json(await vote(t, rows[0]!.leader.token, id, { rating: 3, comment: 'Fair effort' })));
    expect(answers.slice(0, -1).every((a) => !a.data.progress.completed)).toBe(true);
    expect(answers.at(-1)!.data.progress).toEqual({ votedTeams: everyone.length, totalTeams: everyone.length, completed: true });
    expect((await votingList(t, rows[0]!.leader.token)).progress.completed).toBe(true);
  });

  it("reads a leader's own part again after their vote in one statement, their votes in it", async () => {
    const [a, b, c] = await createLedTeams(t, admin.token, 3, 'OneRead');
    await votingList(t, a!.leader.token);
    expect((await vote(t, a!.leader.token, b!.team._id, { rating: 4, comment: 'Clear pitch' })).statusCode).toBe(201);
    await caughtUp([t]);
    let page: { teams: { _id: string; myVote: { rating: number } | null }[] } | undefined;
    const statements = await statementsDuring(t.database, async () => {
      page = await votingList(t, a!.leader.token, `?search=${encodeURIComponent('OneRead')}`);
    });
    // The leader's membership and their team's votes; the teams' lines are held (ballot-board.ts).
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/"team_members".*"votes"/s);
    expect(page!.teams.find((x) => x._id === b!.team._id)?.myVote?.rating).toBe(4);
    expect(page!.teams.find((x) => x._id === c!.team._id)?.myVote).toBeNull();
  });

  it('is for participants only', async () => {
    for (const role of ['mentor', 'judge', 'superadmin'] as const) {
      const staff = await createStaff(t, role);
      expect((await t.app.inject({ url: '/api/votes/teams-with-ratings', headers: bearer(staff.token) })).statusCode).toBe(403);
    }
  });
});

describe("the superadmin's view", () => {
  it('totals, sorts, searches and lists each team with members, and each vote with voter, stars, comment and date', async () => {
    const rows = await createLedTeams(t, admin.token, 4, 'Admin View');
    const [x, y, z, w] = rows;
    await vote(t, y!.leader.token, x!.team._id, { rating: 5, comment: 'Brilliant' });
    await vote(t, z!.leader.token, x!.team._id, { rating: 4, comment: 'Very good' });
    await vote(t, x!.leader.token, y!.team._id, { rating: 1, comment: 'Did not run' });

    const all = await t.database.db.select().from(votes);
    const teamCount = (await t.database.db.select().from(teams)).length;
    const get = async (query: string) => {
      const res = await t.app.inject({ url: `/api/votes/admin/all-votes-by-team${query}`, headers: bearer(admin.token) });
      expect(res.statusCode, res.body).toBe(200);
      return json(res).data;
    };
    const data = await get('?search=Admin%20View&sortBy=votes&sortOrder=desc');
    const withVotes = new Set(all.map((v) => v.teamId)).size;
    expect(data.statistics).toMatchObject({
      totalVotes: all.length,
      totalTeams: teamCount,
      teamsWithVotes: withVotes,
      teamsWithoutVotes: teamCount - withVotes,
    });
    expect(data.teams.map((r: { _id: string }) => r._id)).toEqual([x!.team._id, y!.team._id, z!.team._id, w!.team._id]);
    expect(data.teams[0]).toMatchObject({ totalVotes: 2, averageRating: 4.5, leader: { _id: x!.leader.user.id } });
    // Voting teams have a second member (issue 29), who joined after the leader.
    expect(data.teams[0].members).toEqual([
      { _id: x!.leader.user.id, name: x!.leader.user.name, email: x!.leader.user.email, role: 'leader' },
      { _id: x!.member!.user.id, name: x!.member!.user.name, email: x!.member!.user.email, role: 'member' },
    ]);

    expect((await get('?search=Admin%20View&sortBy=rating&sortOrder=asc')).teams.map((r: { _id: string }) => r._id)).toEqual([
      z!.team._id,
      w!.team._id,
      y!.team._id,
      x!.team._id,
    ]);
    const byName = (await get('?search=Admin%20View&sortBy=name&sortOrder=desc')).teams.map((r: { name: string }) => r.name);
    expect(byName).toEqual([...byName].sort((a, b) => b.toLowerCase().localeCompare(a.toLowerCase())));

    const list = await t.app.inject({ url: `/api/votes/teams/${x!.team._id}/votes`, headers: bearer(admin.token) });
    expect(list.statusCode).toBe(200);
    const votesForX = json(list).data.votes;
    expect(votesForX).toHaveLength(2);
    expect(votesForX.map((v: { voter: { _id: string } }) => v.voter._id).sort()).toEqual([y!.leader.user.id, z!.leader.user.id].sort());
    expect(votesForX.find((v: { rating: number }) => v.rating === 5)).toMatchObject({
      comment: 'Brilliant',
      voter: { team: { _id: y!.team._id } },
      voterTeam: { _id: y!.team._id, name: y!.team.name },
    });
    expect(Date.parse(votesForX[0].createdAt)).not.toBeNaN();
    expect(json(list).data.pagination.totalVotes).toBe(2);
  });

  it('is for the superadmin only', async () => {
    const [a] = await createLedTeams(t, admin.token, 1, 'Private');
    for (const token of [a!.leader.token, (await createStaff(t, 'judge')).token, (await createStaff(t, 'mentor')).token]) {
      expect((await t.app.inject({ url: '/api/votes/admin/all-votes-by-team', headers: bearer(token) })).statusCode).toBe(403);
      expect((await t.app.inject({ url: `/api/votes/teams/${a!.team._id}/votes`, headers: bearer(token) })).statusCode).toBe(403);
    }
  });
});
