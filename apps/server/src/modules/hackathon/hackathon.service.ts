import type { UserRow } from '../../db/schema/index.ts';
import type { ProblemsService } from '../problems/problems.service.ts';
import type { TeamsService } from '../teams/teams.service.ts';
import { toPublicUser } from '../users/public-user.ts';
import type { UsersService } from '../users/users.service.ts';

const PAGE_SIZE = 12;

/** The hackathon-only dashboard's data in one response, with a fixed number of queries. */
export function createHackathonService(deps: { teams: TeamsService; users: UsersService; problems: ProblemsService }) {
  const { teams, users, problems } = deps;
  return {
    async dashboard(user: UserRow) {
      const [team, mentor, problemPage, open] = await Promise.all([
        teams.findMyTeam(user.id),
        users.myMentor(user.id),
        problems.list({ page: 1, limit: PAGE_SIZE }),
        teams.openTeams(PAGE_SIZE),
      ]);
      return {
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
    },
  };
}
export type HackathonService = ReturnType<typeof createHackathonService>;
