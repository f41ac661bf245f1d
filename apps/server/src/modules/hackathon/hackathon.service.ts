import type { HackathonDashboard, Team } from '@hackcamp/contract';
import type { PersonalCaches } from '../../cache/personal-caches.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { ProblemsService } from '../problems/problems.service.ts';
import type { TeamsService } from '../teams/teams.service.ts';
import { toPublicUser } from '../users/public-user.ts';
import type { UsersService } from '../users/users.service.ts';

const PAGE_SIZE = 12;

const peopleOf = (teams: Team[]) => teams.flatMap((t) => t.members.map((m) => m.user._id));

/** The hackathon-only dashboard's data in one response, with a fixed number of queries. */
export function createHackathonService(deps: { teams: TeamsService; users: UsersService; problems: ProblemsService; caches: PersonalCaches }) {
  const { teams, users, problems } = deps;
  // Put together from parts that are cached themselves, and kept with all their tags (and gone
  // with any change to teams or problems): the same dashboard is the same answer, written once.
  const dashboards = deps.caches.create<HackathonDashboard>({ maxEntries: 20_000, maxAgeMs: 10 * 60_000, clearOn: ['hc_teams'] });

  return {
    dashboard: (user: UserRow): Promise<HackathonDashboard> =>
      dashboards.getOrLoad(user.id, async () => {
        const [team, mentor, problemPage, open] = await Promise.all([
          teams.findMyTeam(user.id),
          users.myMentor(user.id),
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
        return { value, tags: [user.id, ...(mentor ? [mentor._id] : []), ...peopleOf(team ? [team] : []), ...peopleOf(open.teams)] };
      }),
  };
}
export type HackathonService = ReturnType<typeof createHackathonService>;
