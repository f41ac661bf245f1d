import type { HackathonDashboard } from '@hackcamp/contract';
import type { UserRow } from '../../db/schema/index.ts';
import type { ProblemsService } from '../problems/problems.service.ts';
import type { TeamsService } from '../teams/teams.service.ts';
import { toPublicUser } from '../users/public-user.ts';
import type { UsersService } from '../users/users.service.ts';
import { PartsMemo } from '../../lib/parts-memo.ts';

const PAGE_SIZE = 12;

type Dashboard = HackathonDashboard;

/** The hackathon-only dashboard's data in one response, with a fixed number of queries. */
export function createHackathonService(deps: { teams: TeamsService; users: UsersService; problems: ProblemsService }) {
  const { teams, users, problems } = deps;
  // Every part is held in memory; a dashboard made of the same parts is the same answer.
  const dashboards = new PartsMemo<Dashboard>(20_000);
  return {
    async dashboard(user: UserRow): Promise<Dashboard> {
      const [team, mentor, problemPage, open] = await Promise.all([
        teams.findMyTeam(user.id),
        users.myMentor(user.id),
        problems.list({ page: 1, limit: PAGE_SIZE }),
        teams.openTeams(PAGE_SIZE),
      ]);
      const userView = toPublicUser(user);
      return dashboards.get(user.id, [userView, team, mentor, problemPage, open], () => ({
        user: userView,
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
      }));
    },
  };
}
export type HackathonService = ReturnType<typeof createHackathonService>;
