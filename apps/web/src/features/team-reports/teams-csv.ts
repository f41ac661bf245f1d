import { TEAM_CSV_HEADER, csvDocument, teamCsvRow, type Team } from '@hackcamp/contract';
import { saveFile } from '../../lib/save-file.ts';

/** The chosen teams as the same CSV the server exports for all teams, made in the page. */
export function downloadTeamsCsv(teams: Team[]) {
  const rows = [...teams].sort((a, b) => a.teamNumber - b.teamNumber).map(teamCsvRow);
  const today = new Date().toISOString().slice(0, 10);
  saveFile(new Blob([csvDocument(TEAM_CSV_HEADER, rows)], { type: 'text/csv;charset=utf-8' }), `teams-selected-${today}.csv`);
}
