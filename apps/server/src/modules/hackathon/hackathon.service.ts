import type { HackathonDashboard } from '@hackcamp/contract';
import { TAG, type Caches } from '../../cache/caches.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { MentorsService } from '../mentors/mentors.service.ts';
import { toPublicUser } from '../people/public-user.ts';
import type { ProblemsService } from '../problems/problems.service.ts';
import { shownIn, type TeamsService } from '../teams/teams.service.ts';

const PAGE_SIZE = 12;

/** The hackathon-only dashboard's data in one response, with a fixed number of queries. */
export function createHackathonService(deps: { teams: TeamsService; mentors: MentorsService; problems: ProblemsService; caches: Caches }) {
  const { teams, mentors, problems } = deps;
  // Put together from parts that are cached themselves: the same dashboard is the same answer,
  // written once. Tagged with everything it shows (the person, their mentor, their team and the
  // open teams with every member, the problem statements, which teams have room): a grade or a
  // join elsewhere leaves it alone.
  const dashboards = deps.caches.create<HackathonDashboard>({ maxEntries: 20_000, maxAgeMs: 10 * 60_000 });

  return {
    dashboard: (user: UserRow): Promise<HackathonDashboard> =>
      dashboards.getOrLoad(user.id, async () => {
        const [team, mentor, problemPage, open] = await Promise.all([
          teams.findMyTeam(user.id),
          mentors.myMentor(user.id),
          problems.list({ page: 1, limit: PAGE_SIZE }),
          teams.openTeams(PAGE_SIZE),
        ]);
        const value: HackathonDashboard = {
          user: toPublicUser(user),
          team,
          mentor,
          problemStatements: problemPage.problems,
          availableTeams: open.teams,
          stats: {
            teamStatus: team ? 'In a team' : 'No team',
            mentorName: mentor?.name ?? null,
            totalProblemStatements: problemPage.pagination.totalProblems,
            availableTeams: open.total,
          },
        };
        const tags = [user.id, TAG.openTeams, TAG.problemChoices, ...shownIn(team ? [team, ...open.teams] : open.teams), ...(mentor ? [mentor._id] : [])];
        return { value, tags };
      }),
  };
}
export type HackathonService = ReturnType<typeof createHackathonService>;
