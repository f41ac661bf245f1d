import type { HackathonDashboard } from '@hackcamp/contract';
import { EVERYONE, type PersonalCaches } from '../../cache/personal-caches.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { ProblemsService } from '../problems/problems.service.ts';
import type { TeamsService } from '../teams/teams.service.ts';
import { toPublicUser } from '../users/public-user.ts';
import type { UsersService } from '../users/users.service.ts';

const PAGE_SIZE = 12;

/** The hackathon-only dashboard's data in one response, with a fixed number of queries. */
export function createHackathonService(deps: { teams: TeamsService; users: UsersService; problems: ProblemsService; caches: PersonalCaches }) {
  const { teams, users, problems } = deps;
  // Put together from parts that are cached themselves: the same dashboard is the same answer,
  // written once. It shows people of many teams (the open ones, the own team, the mentor), so it
  // goes with any person's change (EVERYONE) and any team or problem change, rather than keeping
  // dozens of people's tags on each of thousands of entries.
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
        return { value, tags: [user.id, EVERYONE] };
      }),
  };
}
export type HackathonService = ReturnType<typeof createHackathonService>;
