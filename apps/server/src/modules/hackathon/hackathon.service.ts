import type { HackathonDashboard } from '@hackcamp/contract';
import { TAG, type Caches } from '../../cache/caches.ts';
import { createRebuiltFigure } from '../../cache/rebuilt-figure.ts';
import type { Channel } from '../../db/change-feed.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { MentorsService } from '../mentors/mentors.service.ts';
import { toPublicUser } from '../people/public-user.ts';
import type { ProblemsService } from '../problems/problems.service.ts';
import { shownIn, type TeamsService } from '../teams/teams.service.ts';

const PAGE_SIZE = 12;
const SECOND = 1000;
/** The one shared half there is (the first page of each list). */
const FIRST_PAGES = 'first-pages';

/** What the dashboard shows of the reader: theirs alone. */
interface OwnHalf {
  user: HackathonDashboard['user'];
  team: HackathonDashboard['team'];
  mentor: HackathonDashboard['mentor'];
  /** The shared half's changes heard when this was read: the reader's own change is among them. */
  changesBefore: number;
}

/** What every participant's dashboard shows alike. */
interface SharedHalf {
  problemStatements: HackathonDashboard['problemStatements'];
  totalProblemStatements: number;
  availableTeams: HackathonDashboard['availableTeams'];
  openTeams: number;
}

/**
 * A team joined, filled, renamed or given a statement, a statement edited or chosen, or a
 * member's name or picture: all on the teams' channel but the faces, which are a person's.
 */
const movesSharedHalf = (channel: Channel, tag: string) => channel === 'hc_teams' || (channel === 'hc_people' && tag.startsWith(TAG.faceOf('')));

/**
 * The hackathon-only dashboard in one response, in two halves (docs/decisions/0051). The reader's
 * own half (their account, team and mentor) is a tagged entry per person, dropped by a change to
 * any of them. The shared half (the first problem statements and the first teams with room, and
 * how many of each) changes with any join anywhere, several times a second in the team-forming
 * rush: it is built at most once a second and a reader gets the last one, at most about a second
 * behind, instead of every participant's dashboard being dropped, waited for and written again at
 * each join. A reader whose own half was just read again (their join, their team's change) sees
 * a shared half built after that: their own change is never missing from it.
 */
export function createHackathonService(deps: { teams: TeamsService; mentors: MentorsService; problems: ProblemsService; caches: Caches }) {
  const { teams, mentors, problems, caches } = deps;
  const owns = caches.create<OwnHalf>({ maxEntries: 20_000, maxAgeMs: 10 * 60 * SECOND });
  const sharedHalf = createRebuiltFigure<SharedHalf>(caches, { relevant: movesSharedHalf, minGapMs: SECOND, maxAgeMs: 2 * SECOND, serveStale: true });
  /** A shared half built for a reader the held one was too old for, kept until the held one catches up. */
  const builtFor = new WeakMap<OwnHalf, Promise<SharedHalf>>();
  /** Each pair of halves put together once, so the route writes its answer once per pair (cache/memo-answer.ts). */
  const together = new WeakMap<OwnHalf, { shared: SharedHalf; dashboard: HackathonDashboard }>();

  let lastBuilt: { problemPage: object; open: object; half: SharedHalf } | undefined;
  /** From the two lists' own cached pages: the same pages give the same half, and no answer is written again. */
  async function buildShared(): Promise<SharedHalf> {
    const [problemPage, open] = await Promise.all([problems.list({ page: 1, limit: PAGE_SIZE }), teams.openTeams(PAGE_SIZE)]);
    if (lastBuilt?.problemPage === problemPage && lastBuilt.open === open) return lastBuilt.half;
    const half: SharedHalf = {
      problemStatements: problemPage.problems,
      totalProblemStatements: problemPage.pagination.totalProblems,
      availableTeams: open.teams,
      openTeams: open.total,
    };
    lastBuilt = { problemPage, open, half };
    return half;
  }

  function sharedFor(own: OwnHalf): Promise<SharedHalf> {
    // While the feed is away nothing held can be trusted, as for every cache: read it now.
    if (!caches.alive) return buildShared();
    // Read either way: it serves the held half and keeps the next one coming.
    const held = sharedHalf.read(FIRST_PAGES, buildShared);
    if (sharedHalf.holdsSince(FIRST_PAGES, own.changesBefore)) return held;
    held.catch(() => undefined);
    let built = builtFor.get(own);
    if (!built) {
      builtFor.set(own, (built = buildShared()));
      built.catch(() => builtFor.delete(own));
    }
    return built;
  }

  function put(own: OwnHalf, shared: SharedHalf): HackathonDashboard {
    const made = together.get(own);
    if (made?.shared === shared) return made.dashboard;
    const { user, team, mentor } = own;
    const dashboard: HackathonDashboard = {
      user,
      team,
      mentor,
      problemStatements: shared.problemStatements,
      availableTeams: shared.availableTeams,
      stats: {
        teamStatus: team ? 'In a team' : 'No team',
        mentorName: mentor?.name ?? null,
        totalProblemStatements: shared.totalProblemStatements,
        availableTeams: shared.openTeams,
      },
    };
    together.set(own, { shared, dashboard });
    return dashboard;
  }

  return {
    async dashboard(user: UserRow): Promise<HackathonDashboard> {
      const own = await owns.getOrLoad(user.id, async () => {
        const changesBefore = sharedHalf.changesHeard();
        const [team, mentor] = await Promise.all([teams.findMyTeam(user.id), mentors.myMentor(user.id)]);
        const tags = [user.id, ...shownIn(team ? [team] : []), ...(mentor ? [mentor._id] : [])];
        return { value: { user: toPublicUser(user), team, mentor, changesBefore }, tags };
      });
      return put(own, await sharedFor(own));
    },
  };
}
export type HackathonService = ReturnType<typeof createHackathonService>;
