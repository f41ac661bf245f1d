import { VOTE_MSG } from '@hackcamp/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, teams, votes } from '../src/db/schema/index.ts';
import { bearer, createParticipants, createStaff, json, startTestApp, type TestApp } from './helpers/test-app.ts';
import { joinTeam, setConfig } from './helpers/teams-fixtures.ts';
import { createLedTeams, setVoting, vote, votingList } from './helpers/voting-fixtures.ts';

/**
 * Issue 29, item 5: a vote belongs to the voting team. Each block reproduces an abuse the
 * leader-owned votes allowed, and shows it refused.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await createStaff(t, 'superadmin');
  await setVoting(t, admin.token, true);
});
afterAll(() => t.close());
beforeEach(() => setVoting(t, admin.token, true));

const votesFor = (teamId: string) => t.database.db.select().from(votes).where(eq(votes.teamId, teamId));
const leave = (token: string, teamId: string, transferToUserId?: string) =>
  t.app.inject({ method: 'POST', url: `/api/teams/${teamId}/leave`, headers: bearer(token), payload: transferToUserId ? { transferToUserId } : {} });
const entryFor = async (token: string, teamId: string, name: string) =>
  ((await votingList(t, token, `?search=${encodeURIComponent(name)}`)).teams as { _id: string }[]).find((x) => x._id === teamId) as
    Record<string, unknown> | undefined;

describe('a vote belongs to the voting team', () => {
  it('survives a leadership handover: the new leader sees it as the team’s, cannot vote again, and may change it', async () => {
    const [a, b] = await createLedTeams(t, admin.token, 2, 'Handover');
    const [third] = await createParticipants(t, 1);
    expect((await joinTeam(t, third!.token, a!.team._id)).statusCode).toBe(200);
    expect((await vote(t, a!.leader.token, b!.team._id, { rating: 5, comment: 'Best demo' })).statusCode).toBe(201);

    // Today's abuse: hand over leadership, then the new leader votes again for the same team.
    const handover = await leave(a!.leader.token, a!.team._id, a!.member!.user.id);
    expect(handover.statusCode, handover.body).toBe(200);
    const again = await vote(t, a!.member!.token, b!.team._id, { rating: 5, comment: 'Stuffing the box' });
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe(VOTE_MSG.alreadyVoted);
    expect(await votesFor(b!.team._id)).toHaveLength(1);

    const seen = await entryFor(a!.member!.token, b!.team._id, b!.team.name);
    expect(seen).toMatchObject({ hasVoted: true, myVote: { rating: 5, comment: 'Best demo' }, totalVotes: 1 });
    const check = json(await t.app.inject({ url: `/api/votes/teams/${b!.team._id}/check-vote`, headers: bearer(a!.member!.token) })).data;
    expect(check).toMatchObject({ hasVoted: true, vote: { rating: 5 } });
    const mine = json(await t.app.inject({ url: '/api/votes/my-votes', headers: bearer(a!.member!.token) })).data;
    expect(mine.votes.map((v: { team: { _id: string } }) => v.team._id)).toEqual([b!.team._id]);
    expect(mine.progress.votedTeams).toBe(1);

    const changed = await vote(t, a!.member!.token, b!.team._id, { rating: 3, comment: 'Second look' }, 'PUT');
    expect(changed.statusCode, changed.body).toBe(200);
    const [row] = await votesFor(b!.team._id);
    // The one who changed it now answers for it.
    expect(row).toMatchObject({ voterTeamId: a!.team._id, voterId: a!.member!.user.id, rating: 3 });

    // The former leader, out of the team, has no vote of their own left.
    const formerCheck = json(await t.app.inject({ url: `/api/votes/teams/${b!.team._id}/check-vote`, headers: bearer(a!.leader.token) })).data;
    expect(formerCheck).toEqual({ hasVoted: false, vote: null });
    expect((await vote(t, a!.leader.token, b!.team._id, { rating: 1, comment: 'Gone' }, 'DELETE')).statusCode).toBe(403);
  });

  it('survives the leader’s deletion: the next leader holds it and cannot cast a second one', async () => {
    const [a, b] = await createLedTeams(t, admin.token, 2, 'Deleted Leader');
    const [third] = await createParticipants(t, 1);
    expect((await joinTeam(t, third!.token, a!.team._id)).statusCode).toBe(200);
    expect((await vote(t, a!.leader.token, b!.team._id)).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/users/${a!.leader.user.id}`, headers: bearer(admin.token) })).statusCode).toBe(200);

    expect((await vote(t, a!.member!.token, b!.team._id)).statusCode).toBe(409);
    expect(await entryFor(a!.member!.token, b!.team._id, b!.team.name)).toMatchObject({ hasVoted: true, totalVotes: 1 });
    const listed = json(await t.app.inject({ url: `/api/votes/teams/${b!.team._id}/votes`, headers: bearer(admin.token) })).data.votes;
    expect(listed).toEqual([expect.objectContaining({ voter: null, voterTeam: { _id: a!.team._id, name: a!.team.name } })]);
    expect((await vote(t, a!.member!.token, b!.team._id, undefined, 'DELETE')).statusCode).toBe(200);
    expect(await votesFor(b!.team._id)).toHaveLength(0);
  });
});

describe('a vote never counts for the voter’s own team', () => {
  it('withdraws the vote a leader cast for a team the moment they join it, audited and announced', async () => {
    const [a, b] = await createLedTeams(t, admin.token, 2, 'Turncoat');
    const [third] = await createParticipants(t, 1);
    expect((await joinTeam(t, third!.token, a!.team._id)).statusCode).toBe(200);
    expect((await vote(t, a!.leader.token, b!.team._id, { rating: 5, comment: 'Top marks' })).statusCode).toBe(201);
    expect(await entryFor(b!.leader.token, a!.team._id, a!.team.name)).toBeDefined();
    // Today's abuse: vote for a team, then join it (leaving first, as the rules require).
    expect((await leave(a!.leader.token, a!.team._id, a!.member!.user.id)).statusCode).toBe(200);
    expect(await votesFor(b!.team._id)).toHaveLength(1);
    const joined = await joinTeam(t, a!.leader.token, b!.team._id);
    expect(joined.statusCode, joined.body).toBe(200);

    expect(await votesFor(b!.team._id)).toHaveLength(0);
    const seen = await entryFor(a!.member!.token, b!.team._id, b!.team.name);
    expect(seen).toMatchObject({ hasVoted: false, myVote: null, totalVotes: 0, averageRating: null });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, a!.leader.user.id), eq(auditLog.action, 'vote.withdraw')));
    expect(entry).toMatchObject({ targetId: b!.team._id, details: { rating: 5, votingTeamId: a!.team._id } });
    // Their former team may vote for b again: the vote was taken back, not kept.
    expect((await vote(t, a!.member!.token, b!.team._id)).statusCode).toBe(201);
  });

  it('keeps the votes a team member did not cast when they join: only the joiner’s own vote for that team goes', async () => {
    const [a, b, c] = await createLedTeams(t, admin.token, 3, 'Bystander');
    expect((await vote(t, a!.leader.token, b!.team._id)).statusCode).toBe(201);
    expect((await vote(t, a!.leader.token, c!.team._id)).statusCode).toBe(201);
    // a's plain member moves to b: a's vote for b was the leader's, it stays.
    expect((await leave(a!.member!.token, a!.team._id)).statusCode).toBe(200);
    expect((await joinTeam(t, a!.member!.token, b!.team._id)).statusCode).toBe(200);
    expect(await votesFor(b!.team._id)).toHaveLength(1);
    expect(await votesFor(c!.team._id)).toHaveLength(1);
  });

  it('cannot store a vote of a team for itself, whatever the path', async () => {
    const [a] = await createLedTeams(t, admin.token, 1, 'Self');
    await expect(
      t.database.db.insert(votes).values({ voterId: a!.leader.user.id, voterTeamId: a!.team._id, teamId: a!.team._id, rating: 5, comment: 'Me' }),
    ).rejects.toThrow();
  });
});

describe('who may vote', () => {
  it('refuses a team of one, and says so on the voting list', async () => {
    const [target] = await createLedTeams(t, admin.token, 1, 'Lonely Target');
    const [solo] = await createLedTeams(t, admin.token, 1, 'Solo', { voters: false });
    // Formed before voting opened, so size is the only reason.
    await setVoting(t, admin.token, false);
    await setVoting(t, admin.token, true);
    const res = await vote(t, solo!.leader.token, target!.team._id);
    expect(res.statusCode).toBe(403);
    expect(json(res).message).toBe(VOTE_MSG.teamTooSmall);
    expect(await votesFor(target!.team._id)).toHaveLength(0);
    expect((await votingList(t, solo!.leader.token)).eligibility).toEqual({ canVote: false, reason: VOTE_MSG.teamTooSmall });
  });

  it('refuses a team formed after voting opened, even with two members, until voting opens again', async () => {
    const [target] = await createLedTeams(t, admin.token, 1, 'Late Target');
    const [late] = await createLedTeams(t, admin.token, 1, 'Late Comer', { voters: false });
    const [mate] = await createParticipants(t, 1);
    expect((await joinTeam(t, mate!.token, late!.team._id)).statusCode).toBe(200);

    const res = await vote(t, late!.leader.token, target!.team._id);
    expect(res.statusCode).toBe(403);
    expect(json(res).message).toBe(VOTE_MSG.teamTooNew);
    expect((await votingList(t, late!.leader.token)).eligibility).toEqual({ canVote: false, reason: VOTE_MSG.teamTooNew });
    expect((await votingList(t, target!.leader.token)).eligibility).toEqual({ canVote: true, reason: null });
    // A member is told they are not the one to vote.
    expect((await votingList(t, mate!.token)).eligibility).toEqual({ canVote: false, reason: VOTE_MSG.leaderOnly });

    // Voting reopened: the moment moves, and the team existed by then.
    await setVoting(t, admin.token, false);
    await setVoting(t, admin.token, true);
    expect((await votingList(t, late!.leader.token)).eligibility).toEqual({ canVote: true, reason: null });
    expect((await vote(t, late!.leader.token, target!.team._id)).statusCode).toBe(201);
  });

  it('lets a team of two at the opening that shrank to one keep its vote until voting opens again', async () => {
    const [a, b] = await createLedTeams(t, admin.token, 2, 'Shrunk');
    expect((await vote(t, a!.leader.token, b!.team._id)).statusCode).toBe(201);
    expect((await leave(a!.member!.token, a!.team._id)).statusCode).toBe(200);
    expect((await vote(t, a!.leader.token, b!.team._id, { rating: 2, comment: 'Changed' }, 'PUT')).statusCode).toBe(200);
    expect((await vote(t, a!.leader.token, b!.team._id, undefined, 'DELETE')).statusCode).toBe(200);
    // Two members when voting opened: a leave during voting takes no vote away (issue 39).
    expect((await votingList(t, a!.leader.token)).eligibility).toEqual({ canVote: true, reason: null });
    expect((await vote(t, a!.leader.token, b!.team._id)).statusCode).toBe(201);
    // Reopened, it is counted again: one member now.
    await setVoting(t, admin.token, false);
    await setVoting(t, admin.token, true);
    expect((await votingList(t, a!.leader.token)).eligibility).toEqual({ canVote: false, reason: VOTE_MSG.teamTooSmall });
    expect((await vote(t, a!.leader.token, b!.team._id, undefined, 'DELETE')).statusCode).toBe(200);
    expect(json(await vote(t, a!.leader.token, b!.team._id)).message).toBe(VOTE_MSG.teamTooSmall);
  });
});

/**
 * Issue 39: with team formation on during voting, one floater joining one-person teams in turn
 * gave each of them a full ballot. A team votes with the members it had when voting opened.
 */
describe('members when voting opened decide', () => {
  const membersAtOpening = async (teamId: string) =>
    (await t.database.db.select({ n: teams.membersWhenVotingOpened }).from(teams).where(eq(teams.id, teamId)))[0]?.n;
  const allVotes = async () => (await t.database.db.select({ id: votes.id }).from(votes)).length;

  it('gives no extra ballot to one-person teams a floater joins in turn', async () => {
    const targets = await createLedTeams(t, admin.token, 2, 'Floater Target');
    const solos = await createLedTeams(t, admin.token, 3, 'Floater Solo', { voters: false });
    // The solo teams existed, with one member each, when voting opened.
    await setVoting(t, admin.token, false);
    await setVoting(t, admin.token, true);
    const [floater] = await createParticipants(t, 1);
    const before = await allVotes();

    for (const solo of solos) {
      expect(await membersAtOpening(solo.team._id)).toBe(1);
      const joined = await joinTeam(t, floater!.token, solo.team._id);
      expect(joined.statusCode, joined.body).toBe(200);
      // Two members now, one when voting opened: the list and the vote say the same.
      expect((await votingList(t, solo.leader.token)).eligibility).toEqual({ canVote: false, reason: VOTE_MSG.teamTooSmall });
      for (const target of targets) {
        const res = await vote(t, solo.leader.token, target.team._id, { rating: 5, comment: 'Stuffed' });
        expect(res.statusCode).toBe(403);
        expect(json(res).message).toBe(VOTE_MSG.teamTooSmall);
      }
      expect((await leave(floater!.token, solo.team._id)).statusCode).toBe(200);
    }
    expect(await allVotes()).toBe(before);
    for (const target of targets) expect(await votesFor(target.team._id)).toHaveLength(0);
  });

  it('takes a new count at every opening: a team that grew during voting votes after the next one', async () => {
    const [target] = await createLedTeams(t, admin.token, 1, 'Regrow Target');
    const [solo] = await createLedTeams(t, admin.token, 1, 'Regrow Solo', { voters: false });
    await setVoting(t, admin.token, false);
    await setVoting(t, admin.token, true);
    const [mate] = await createParticipants(t, 1);
    expect((await joinTeam(t, mate!.token, solo!.team._id)).statusCode).toBe(200);
    expect(json(await vote(t, solo!.leader.token, target!.team._id)).message).toBe(VOTE_MSG.teamTooSmall);
    expect(await membersAtOpening(solo!.team._id)).toBe(1);

    await setVoting(t, admin.token, false);
    // Closing keeps the count; only an opening takes a new one.
    expect(await membersAtOpening(solo!.team._id)).toBe(1);
    await setVoting(t, admin.token, true);
    expect(await membersAtOpening(solo!.team._id)).toBe(2);
    expect((await votingList(t, solo!.leader.token)).eligibility).toEqual({ canVote: true, reason: null });
    expect((await vote(t, solo!.leader.token, target!.team._id)).statusCode).toBe(201);
  });

  it('counts each team’s members at the opening, and none for a team formed during voting', async () => {
    const [pair, trio] = await createLedTeams(t, admin.token, 2, 'Counted', { voters: false });
    const mates = await createParticipants(t, 3);
    for (const [i, mate] of mates.entries()) expect((await joinTeam(t, mate.token, (i === 0 ? pair : trio)!.team._id)).statusCode).toBe(200);
    await setVoting(t, admin.token, false);
    await setVoting(t, admin.token, true);
    expect([await membersAtOpening(pair!.team._id), await membersAtOpening(trio!.team._id)]).toEqual([2, 3]);

    const [late] = await createLedTeams(t, admin.token, 1, 'Counted Late', { voters: false });
    const [lateMate] = await createParticipants(t, 1);
    expect((await joinTeam(t, lateMate!.token, late!.team._id)).statusCode).toBe(200);
    expect(await membersAtOpening(late!.team._id)).toBeNull();
    expect(json(await vote(t, late!.leader.token, pair!.team._id)).message).toBe(VOTE_MSG.teamTooNew);
    expect((await vote(t, pair!.leader.token, late!.team._id)).statusCode).toBe(201);
  });
});

describe('blind voting', () => {
  it('hides another team’s average and count until my team has rated it; off, shows them; the superadmin sees all', async () => {
    const [me, rated, other] = await createLedTeams(t, admin.token, 3, 'Blind');
    expect((await vote(t, other!.leader.token, rated!.team._id, { rating: 2, comment: 'Early days' })).statusCode).toBe(201);
    expect(await entryFor(me!.leader.token, rated!.team._id, rated!.team.name)).toMatchObject({ totalVotes: 1, averageRating: 2 });

    await setConfig(t, admin.token, { blindVoting: true });
    try {
      expect(await entryFor(me!.leader.token, rated!.team._id, rated!.team.name)).toMatchObject({ totalVotes: null, averageRating: null, hasVoted: false });
      expect(await entryFor(me!.leader.token, other!.team._id, other!.team.name)).toMatchObject({ totalVotes: null, averageRating: null });
      expect((await vote(t, me!.leader.token, rated!.team._id, { rating: 5, comment: 'Loved it' })).statusCode).toBe(201);
      expect(await entryFor(me!.leader.token, rated!.team._id, rated!.team.name)).toMatchObject({ totalVotes: 2, averageRating: 3.5, hasVoted: true });
      // Still blind for the team not rated yet.
      expect(await entryFor(me!.leader.token, other!.team._id, other!.team.name)).toMatchObject({ totalVotes: null, averageRating: null });
      const adminView = json(
        await t.app.inject({ url: `/api/votes/admin/all-votes-by-team?search=${encodeURIComponent(rated!.team.name)}`, headers: bearer(admin.token) }),
      ).data;
      expect(adminView.teams[0]).toMatchObject({ _id: rated!.team._id, totalVotes: 2, averageRating: 3.5 });
    } finally {
      await setConfig(t, admin.token, { blindVoting: false });
    }
    expect(await entryFor(me!.leader.token, other!.team._id, other!.team.name)).toMatchObject({ totalVotes: 0, averageRating: null });
  });
});

describe('simultaneous votes', () => {
  it('leaves one vote when the same leader sends 20 first votes for the same team at once', async () => {
    const [a, b] = await createLedTeams(t, admin.token, 2, 'Twenty');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => vote(t, a!.leader.token, b!.team._id, { rating: (i % 5) + 1, comment: `Try ${i}` })),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(await votesFor(b!.team._id)).toHaveLength(1);
  });

  it('never leaves two votes of one team for the same team when two leaders race a handover', async () => {
    const [a, b] = await createLedTeams(t, admin.token, 2, 'Race Handover');
    const [third] = await createParticipants(t, 1);
    expect((await joinTeam(t, third!.token, a!.team._id)).statusCode).toBe(200);
    const [answers, handover] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, (_, i) => vote(t, (i % 2 ? a!.member! : a!.leader).token, b!.team._id, { rating: 4, comment: `Racer ${i}` }))),
      leave(a!.leader.token, a!.team._id, a!.member!.user.id),
    ]);
    expect(handover.statusCode, handover.body).toBe(200);
    const statuses = answers.map((r) => r.statusCode);
    for (const s of statuses) expect([201, 403, 409]).toContain(s);
    const rows = await votesFor(b!.team._id);
    expect(rows.length).toBeLessThanOrEqual(1);
    expect(statuses.filter((s) => s === 201)).toHaveLength(rows.length);
    // Whichever way it went, the team now holds at most one vote, and one more cast is refused or is the one.
    const last = await vote(t, a!.member!.token, b!.team._id);
    expect(last.statusCode).toBe(rows.length ? 409 : 201);
    expect(await votesFor(b!.team._id)).toHaveLength(1);
  });
});
