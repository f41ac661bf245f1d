import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaches } from '../src/cache/caches.ts';
import { teams, users } from '../src/db/schema/index.ts';
import { BOARD_TAG, createBallotBoard } from '../src/modules/votes/ballot-board.ts';
import { eventually, until } from './helpers/eventually.ts';
import { fakeFeed } from './helpers/fake-feed.ts';
import { heldQueries } from './helpers/held-queries.ts';
import { joinTeam } from './helpers/teams-fixtures.ts';
import { bearer, createParticipants, createStaff, startTestApp, type TestApp } from './helpers/test-app.ts';
import { createLedTeams, votingList } from './helpers/voting-fixtures.ts';

// The voting list's lines are read again for every id named on them; what drops leaders' pages is
// a line that reads differently. A leader's new score names their team (hc_users) at every mark
// and grade of the event, and changes nothing on it.
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await startTestApp();
  adminToken = (await createStaff(t, 'superadmin')).token;
});
afterAll(() => t.close());

function setUp() {
  const feed = fakeFeed();
  const changes: string[][] = [];
  const board = createBallotBoard({ db: t.database.db, urgent: t.database.db, caches: createCaches(feed), onChange: (tags) => changes.push(tags) });
  /** The database changed a row and names it: the board has read and applied it on return. */
  const named = async (channel: 'hc_users' | 'hc_teams', id: string) => {
    feed.name(channel, id);
    await board.settled();
  };
  return { board, changes, named };
}

describe("the voting list's lines", () => {
  it("leave every line and page alone when a leader's new score names their team, and change one line for a rename", async () => {
    const [mine] = await createLedTeams(t, adminToken, 2, 'Board Lines');
    const { board, changes, named } = setUp();
    const before = await board.current();

    await t.database.db.update(users).set({ totalScore: 91 }).where(eq(users.id, mine!.leader.user.id));
    await named('hc_users', mine!.leader.user.id);
    expect(changes.flat()).toEqual([]);
    expect(await board.current()).toBe(before);

    await t.database.db.update(users).set({ name: 'Renamed Board Leader' }).where(eq(users.id, mine!.leader.user.id));
    await named('hc_users', mine!.leader.user.id);
    expect(changes.flat()).toEqual([BOARD_TAG.any, BOARD_TAG.team(mine!.team._id)]);
    const after = await board.current();
    const at = after.findIndex((b) => b._id === mine!.team._id);
    expect(after[at]!.leader).toEqual({ _id: mine!.leader.user.id, name: 'Renamed Board Leader' });
    // Every other line is the one held before.
    expect(after.filter((_, i) => i !== at)).toEqual(before.filter((_, i) => i !== at));
    after.forEach((line, i) => i !== at && expect(line).toBe(before[i]));
  });

  it("follows a handover: the new leader's rename changes the team's line, the old one's no longer does", async () => {
    const [mine] = await createLedTeams(t, adminToken, 1, 'Board Handover');
    const { board, changes, named } = setUp();
    await board.current();

    await t.database.db.update(teams).set({ leaderId: mine!.member!.user.id }).where(eq(teams.id, mine!.team._id));
    await named('hc_teams', mine!.team._id);
    expect(changes.flat()).toEqual([BOARD_TAG.any, BOARD_TAG.team(mine!.team._id)]);

    changes.length = 0;
    await t.database.db.update(users).set({ name: 'Former Leader' }).where(eq(users.id, mine!.leader.user.id));
    await named('hc_users', mine!.leader.user.id);
    expect(changes.flat()).toEqual([]);

    await t.database.db.update(users).set({ name: 'New Leader' }).where(eq(users.id, mine!.member!.user.id));
    await named('hc_users', mine!.member!.user.id);
    expect(changes.flat()).toEqual([BOARD_TAG.any, BOARD_TAG.team(mine!.team._id)]);
    expect((await board.current()).find((b) => b._id === mine!.team._id)!.leader).toEqual({ _id: mine!.member!.user.id, name: 'New Leader' });
  });

  it('lets an author go once their own change is on the board, not after the changes heard later', async () => {
    const [a, b] = await createLedTeams(t, adminToken, 2, 'Board Authors', { voters: false });
    const feed = fakeFeed();
    const gate = heldQueries();
    const board = createBallotBoard({ db: t.database.db, urgent: gate.wrap(t.database.db), caches: createCaches(feed), onChange: () => undefined });
    await board.current();
    /** A rename committed, and named to the board as the database would. */
    const renamed = async (team: { _id: string; name: string }) => {
      await t.database.db
        .update(teams)
        .set({ name: `${team.name} renamed` })
        .where(eq(teams.id, team._id));
      feed.name('hc_teams', team._id);
    };

    await renamed(a!.team);
    let firstDone = false;
    const first = board.settled().then(() => (firstDone = true));
    await until(() => gate.waiting === 1);
    // A change heard while the first batch is read: the next batch's, which the first author does not need.
    await renamed(b!.team);
    let secondDone = false;
    const second = board.settled().then(() => (secondDone = true));

    gate.releaseOne();
    // The second batch stays held until released below: an author who waited for it would never go.
    await Promise.race([first, new Promise<never>((_, fail) => setTimeout(() => fail(new Error('the first author waited for the next batch')), 2_000))]);
    await until(() => gate.waiting === 1);
    expect(secondDone).toBe(false);
    expect((await board.current()).find((l) => l._id === a!.team._id)!.name).toBe(`${a!.team.name} renamed`);
    expect((await board.current()).find((l) => l._id === b!.team._id)!.name).toBe(b!.team.name);

    gate.releaseOne();
    await second;
    expect(firstDone).toBe(true);
    expect((await board.current()).find((l) => l._id === b!.team._id)!.name).toBe(`${b!.team.name} renamed`);
  });
});

describe('the team changes whose answers wait for the voting list', () => {
  it("answers a join without the board's read of the joined team, and a leave only once the team left shows again", async () => {
    // The board reads a named team's line through `urgent`; holding those reads holds the board.
    const gate = heldQueries({ holding: false });
    const node = await startTestApp({ urgent: (db) => gate.wrap(db) });
    const memberCount = async (token: string, teamId: string) =>
      (await votingList(node, token)).teams.find((line: { _id: string }) => line._id === teamId)?.memberCount;
    try {
      const admin = (await createStaff(node, 'superadmin')).token;
      const [led] = await createLedTeams(node, admin, 1, 'Held Board', { voters: false });
      const [joiner, watcher] = await createParticipants(node, 2);
      const teamId = led!.team._id;
      expect(await memberCount(joiner!.token, teamId)).toBe(1);

      gate.holding = true;
      // The joined team is the joiner's own now: their list leaves it out, whatever its line says.
      const joined = await Promise.race([
        joinTeam(node, joiner!.token, teamId),
        new Promise<never>((_, fail) => setTimeout(() => fail(new Error("the join's answer waited for the voting list")), 3_000)),
      ]);
      expect(joined.statusCode).toBe(200);
      await until(() => gate.waiting === 1);
      gate.releaseAll();
      await eventually(async () => expect(await memberCount(watcher!.token, teamId)).toBe(2));

      // Left, the team shows in the leaver's list again: the answer waits for its line.
      gate.holding = true;
      let answered = false;
      const leave = node.app
        .inject({ method: 'POST', url: `/api/teams/${teamId}/leave`, headers: bearer(joiner!.token), payload: {} })
        .then((res) => ((answered = true), res));
      await until(() => gate.waiting === 1);
      // A marker sent now is heard after the leave's commit: an answer that did not wait for the
      // board would be out by the next turn.
      await node.database.feed.caughtUp();
      await new Promise((resolve) => setImmediate(resolve));
      expect(answered).toBe(false);
      gate.releaseAll();
      expect((await leave).statusCode).toBe(200);
      expect(await memberCount(joiner!.token, teamId)).toBe(1);
    } finally {
      gate.releaseAll();
      await node.close();
    }
  });
});
