import type { ReactNode } from 'react';
import type { JudgeTeamRow } from '@hackcamp/contract';
import { ROUND_KEYS } from '../round-scores.ts';

type Props = {
  teams: JudgeTeamRow[];
  caption: string;
  /** What a round's cell shows for the score (null while pending). */
  cell: (score: number | null) => ReactNode;
  /** An extra last column (the Evaluate button). */
  action?: { header: string; render: (team: JudgeTeamRow) => ReactNode };
};

/** A judge's teams with Round 1-3; on a phone it scrolls inside its card with the team name kept in view. */
export function JudgeTeamsTable({ teams, caption, cell, action }: Props) {
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full min-w-[560px] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:bg-slate-800 dark:text-slate-400">
          <tr>
            <th scope="col" className="sticky left-0 z-10 bg-slate-50 px-4 py-3 dark:bg-slate-800">
              Team Name
            </th>
            {ROUND_KEYS.map((_, i) => (
              <th key={i} scope="col" className="px-4 py-3">
                Round {i + 1}
              </th>
            ))}
            {action && (
              <th scope="col" className="px-4 py-3 text-right">
                <span className="sr-only">{action.header}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {teams.map((team) => (
            <tr key={team.teamId}>
              <th
                scope="row"
                className="sticky left-0 z-10 max-w-[11rem] bg-white px-4 py-3 font-medium text-slate-900 sm:max-w-none dark:bg-slate-900 dark:text-white"
              >
                <span className="block truncate" title={team.teamName}>
                  {team.teamName}
                </span>
                <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">Team #{team.teamNumber}</span>
              </th>
              {ROUND_KEYS.map((key) => (
                <td key={key} className="px-4 py-3 whitespace-nowrap text-slate-700 dark:text-slate-300">
                  {cell(team.rounds[key])}
                </td>
              ))}
              {action && <td className="px-4 py-3 text-right">{action.render(team)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
