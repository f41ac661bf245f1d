import type { HackathonDashboard, MentorView, Team } from '@hackcamp/contract';
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
  type Parts = [
    team: Team | null,
    mentor: MentorView | null,
    problemPage: Awaited<ReturnType<ProblemsService['list']>>,
    open: { teams: Team[]; total: number },
  ];

  const assemble = (user: UserRow, [team, mentor, problemPage, open]: Parts): Dashboard => {
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
  };

  return {
    /**
     * Without a promise when this node holds every part (nearly every request): four lookups
     * through async caches and their Promise.all were a measurable share of the answer.
     */
    dashboard(user: UserRow): Dashboard | Promise<Dashboard> {
      const team = teams.peekMyTeam(user.id);
      const mentor = users.peekMyMentor(user.id);
      const problemPage = problems.peekPage(1, PAGE_SIZE);
      const open = teams.peekOpenTeams(PAGE_SIZE);
      if (team !== undefined && mentor !== undefined && problemPage !== undefined && open !== undefined) {
        return assemble(user, [team, mentor, problemPage, open]);
      }
      return Promise.all([teams.findMyTeam(user.id), users.myMentor(user.id), problems.list({ page: 1, limit: PAGE_SIZE }), teams.openTeams(PAGE_SIZE)]).then(
        (parts) => assemble(user, parts),
      );
    },
  };
}
export type HackathonService = ReturnType<typeof createHackathonService>;
