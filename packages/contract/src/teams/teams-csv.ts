import type { CsvValue } from '../shared/csv.ts';
import { csvDateTime } from '../shared/csv.ts';
import type { Team } from './teams-types.ts';

export const TEAM_CSV_HEADER = [
  'Team Number',
  'Team Name',
  'Description',
  'Problem Statement',
  'Leader',
  'Leader Email',
  'Members',
  'Member Names',
  'Member Emails',
  'Created At (UTC)',
] as const;

/** A team as one CSV record: the server's export and the Teams tab's "selected teams" export share it. */
export function teamCsvRow(team: Team): CsvValue[] {
  return [
    team.teamNumber,
    team.name,
    team.description,
    team.problemStatement?.title ?? '',
    team.leader?.name ?? '',
    team.leader?.email ?? '',
    team.memberCount,
    team.members.map((m) => (m.role === 'leader' ? `${m.user.name} (Leader)` : m.user.name)).join('; '),
    team.members.map((m) => m.user.email).join('; '),
    csvDateTime(team.createdAt),
  ];
}
