import type { AvailableUser, HackathonDashboard, LeaderboardEntry, Team } from '@hackcamp/contract';
import type { UserRow } from '../../db/schema/index.ts';
import type { LeaderboardPage } from '../leaderboard/leaderboard-model.ts';
import type { ConfigService } from './config.service.ts';

/**
 * One copy of each value without emails, made the first time a participant reads it and kept as
 * long as the value: the reads behind these answers are cached once for everyone, so a copy per
 * value (not per viewer) keeps them shared, and a route's memoised answer is written once for
 * each of the two forms.
 */
function once<T extends object>(strip: (value: T) => T): (value: T) => T {
  const copies = new WeakMap<T, T>();
  return (value) => {
    let copy = copies.get(value);
    if (!copy) copies.set(value, (copy = strip(value)));
    return copy;
  };
}

const noEmail = <T extends { email?: string }>({ email: _, ...rest }: T): T => rest as T;

const teamWithoutEmails = once((team: Team): Team => ({
  ...team,
  leader: team.leader && noEmail(team.leader),
  members: team.members.map((m) => ({ ...m, user: noEmail(m.user) })),
}));
const teamsWithoutEmails = once((teams: Team[]) => teams.map(teamWithoutEmails));
// Entries are shared by every snapshot until the person's rank or row changes (leaderboard-model.ts).
const entryWithoutEmail = once((entry: LeaderboardEntry) => noEmail(entry));
const pageWithoutEmails = once((page: LeaderboardPage): LeaderboardPage => ({ ...page, leaderboard: page.leaderboard.map(entryWithoutEmail) }));
const dashboardWithoutEmails = once((dashboard: HackathonDashboard): HackathonDashboard => ({
  ...dashboard,
  team: dashboard.team && teamWithoutEmails(dashboard.team),
  availableTeams: teamsWithoutEmails(dashboard.availableTeams),
}));

/**
 * Participants see no other participant's email (the leaderboard, teams, the invite list) unless
 * the organiser's `showParticipantEmails` is on; staff always do. Taken out when answering, from
 * the settings as every node holds them (emptied by the change feed the moment any node changes
 * them), so the switch takes effect at once everywhere and no cached read depends on who reads it.
 * A participant's own account reads (the profile, my rank, the dashboard's user) keep their email.
 */
export function createParticipantEmails(config: ConfigService) {
  const shownTo = async (caller: Pick<UserRow, 'role'>): Promise<boolean> => caller.role !== 'participant' || (await config.get()).showParticipantEmails;

  return {
    shownTo,
    async team<T extends Team | null>(caller: Pick<UserRow, 'role'>, team: T): Promise<T> {
      return team && !(await shownTo(caller)) ? (teamWithoutEmails(team) as T) : team;
    },
    async teamPage<T extends { teams: Team[] }>(caller: Pick<UserRow, 'role'>, page: T): Promise<T> {
      return (await shownTo(caller)) ? page : { ...page, teams: teamsWithoutEmails(page.teams) };
    },
    async availableUsers(caller: Pick<UserRow, 'role'>, users: AvailableUser[]): Promise<AvailableUser[]> {
      return (await shownTo(caller)) ? users : users.map(noEmail);
    },
    /** Mentors' and admins' lists are staff: only the participants' list loses its emails. */
    async leaderboardPage(caller: Pick<UserRow, 'role'>, role: string, page: LeaderboardPage): Promise<LeaderboardPage> {
      return role !== 'participant' || (await shownTo(caller)) ? page : pageWithoutEmails(page);
    },
    async hackathonDashboard(caller: Pick<UserRow, 'role'>, dashboard: HackathonDashboard): Promise<HackathonDashboard> {
      return (await shownTo(caller)) ? dashboard : dashboardWithoutEmails(dashboard);
    },
  };
}
export type ParticipantEmails = ReturnType<typeof createParticipantEmails>;
