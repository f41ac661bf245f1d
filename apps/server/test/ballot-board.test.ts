import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaches } from '../src/cache/caches.ts';
import { teams, users } from '../src/db/schema/index.ts';
import { BOARD_TAG, createBallotBoard } from '../src/modules/votes/ballot-board.ts';
import { fakeFeed } from './helpers/fake-feed.ts';
import { createStaff, startTestApp, type TestApp } from './helpers/test-app.ts';
import { createLedTeams } from './helpers/voting-fixtures.ts';

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
});
