import type { ReactNode } from 'react';
import { FileCheck2, FileX2, Lock } from 'lucide-react';
import type { JudgeTeamRow, JudgingRound } from '@hackcamp/contract';
import { cn } from '../../../lib/cn.ts';
import { ROUND_KEYS } from '../round-scores.ts';

type Props = {
  teams: JudgeTeamRow[];
  caption: string;
  /** What a round's cell shows for the score (null while pending). */
  cell: (score: number | null) => ReactNode;
  /** An extra last column (the Evaluate button). */
  action?: { header: string; render: (team: JudgeTeamRow) => ReactNode };
  /** Which rounds are open: a closed one says so in its header. */
  rounds?: JudgingRound[];
};

const isClosed = (rounds: JudgingRound[] | undefined, index: number) => rounds?.find((r) => r.round === index + 1)?.open === false;

/** Whether the team has handed in its project: an icon and words, never colour alone. */
function ProjectState({ team }: { team: JudgeTeamRow }) {
  return team.hasProject ? (
    <span className="inline-flex items-center gap-1.5 text-emerald-700 dark:text-emerald-400">
      <FileCheck2 aria-hidden="true" className="size-4 shrink-0" />
      Project submitted
    </span>
  ) : (
    <span className="inline-flex items-center gap-1.5 text-slate-500 dark:text-slate-400">
      <FileX2 aria-hidden="true" className="size-4 shrink-0" />
      No project yet
    </span>
  );
}

function RoundLabel({ index, closed }: { index: number; closed: boolean }) {
  return (
    <span className="inline-flex items-center gap-1">
      Round {index + 1}
      {closed && (
        <>
          <Lock aria-hidden="true" className="size-3" />
          <span className="sr-only">(closed)</span>
        </>
      )}
    </span>
  );
}

/**
 * A judge's teams with Round 1-3: a card per team on a phone (the Evaluate button in view, no
 * sideways scrolling), a table from the small breakpoint up.
 */
export function JudgeTeamsTable({ teams, caption, cell, action, rounds }: Props) {
  return (
    <>
      <ul aria-label={caption} className="space-y-3 sm:hidden">
        {teams.map((team) => (
          <li key={team.teamId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold wrap-anywhere text-slate-900 dark:text-white">{team.teamName}</p>
                <p className="text-xs text-slate-500 dark:text-slate-400">Team #{team.teamNumber}</p>
              </div>
              {action && <div className="shrink-0">{action.render(team)}</div>}
            </div>
            <p className="mt-2 text-sm">
              <ProjectState team={team} />
            </p>
            {/* A row per round: three columns leave a "Completed" badge no room on a phone. */}
            <dl className="mt-3 space-y-1.5">
              {ROUND_KEYS.map((key, i) => (
                <div
                  key={key}
                  className={cn(
                    'flex min-w-0 items-center justify-between gap-2 rounded-lg border px-3 py-1.5 text-sm',
                    isClosed(rounds, i) ? 'border-dashed border-slate-300 dark:border-slate-700' : 'border-slate-200 dark:border-slate-800',
                  )}
                >
                  <dt className="text-xs text-slate-500 dark:text-slate-400">
                    <RoundLabel index={i} closed={isClosed(rounds, i)} />
                  </dt>
                  <dd className="min-w-0 text-slate-700 dark:text-slate-300">{cell(team.rounds[key])}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <div className="relative hidden overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm sm:block dark:border-slate-800 dark:bg-slate-900">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:bg-slate-800 dark:text-slate-400">
            <tr>
              <th scope="col" className="px-4 py-3">
                Team Name
              </th>
              <th scope="col" className="px-4 py-3">
                Project
              </th>
              {ROUND_KEYS.map((key, i) => (
                <th key={key} scope="col" className="px-4 py-3">
                  <RoundLabel index={i} closed={isClosed(rounds, i)} />
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
                <th scope="row" className="max-w-[16rem] px-4 py-3 font-medium text-slate-900 dark:text-white">
                  <span className="block truncate" title={team.teamName}>
                    {team.teamName}
                  </span>
                  <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">Team #{team.teamNumber}</span>
                </th>
                <td className="px-4 py-3 whitespace-nowrap">
                  <ProjectState team={team} />
                </td>
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
    </>
  );
}
