import { useState } from 'react';
import { ClipboardCheck, Hourglass, Info, Trophy } from 'lucide-react';
import { JUDGE_MSG, JUDGING, type TeamResult } from '@hackcamp/contract';
import { Card } from '../../components/ui/card.tsx';
import { DataTable, type DataColumn } from '../../components/ui/data-table.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { SearchInput } from '../../components/ui/search-input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useResults } from '../../features/judging/api/get-results.ts';
import { JudgesSpreadChart } from '../../features/insights/components/judges-spread-chart.tsx';
import { JudgeLoadError } from '../../features/judging/components/judge-load-state.tsx';
import { ROUND_KEYS } from '../../features/judging/round-scores.ts';
import { RatingBadge } from '../../features/voting/components/rating-badge.tsx';
import { cn } from '../../lib/cn.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { StatTile } from '../shared/stat-tile.tsx';
import { ResultsPublishing } from './results-publishing.tsx';
import { countOf } from '../../lib/format.ts';

/** +1.41, -0.38, 0.00: the sign shows at a glance which side of average a team is on. */
const signed = (z: number) => `${z > 0 ? '+' : z < 0 ? '−' : ''}${Math.abs(z).toFixed(2)}`;

/** The superadmin's Results tab: every judge's round scores, raw mean, judge-normalised score, who still has to score, and peer votes. */
export function ResultsTab() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim(), 500);
  const results = useResults({ page, limit: JUDGING.resultsPageSize, search: debounced });
  const data = results.data;

  if (results.isError && !data)
    return <JudgeLoadError message={JUDGE_MSG.loadResultsFailed} onRetry={() => void results.refetch()} retrying={results.isFetching} />;

  return (
    <div className="space-y-6">
      <ResultsPublishing />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatTile icon={Trophy} label="Ranked teams" value={data ? `${data.summary.rankedTeams} of ${data.summary.totalTeams}` : '…'} />
        <StatTile icon={ClipboardCheck} label="Scores given" value={data ? String(data.summary.totalEvaluations) : '…'} />
        <StatTile icon={Hourglass} label="Rounds still to score" value={data ? String(data.summary.pendingEvaluations) : '…'} />
      </div>
      <p className="flex gap-3 rounded-lg border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-900 dark:border-blue-500/30 dark:bg-blue-500/10 dark:text-blue-100">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{JUDGE_MSG.normalisedExplained}</span>
      </p>

      {data && data.judges.length > 0 && (
        // Right under the explanation: how each judge scores is what the normalised score evens out.
        <JudgesSpreadChart
          title="How each judge scores"
          description="Each judge's average round score, with a whisker of one standard deviation either side."
          judges={data.judges.map((j) => ({ ...j, name: j.judgeName, sd: j.standardDeviation }))}
          query={results}
        />
      )}

      <section aria-labelledby="ranking-heading" className="space-y-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="ranking-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
            Ranking
          </h2>
          <SearchInput
            aria-label="Search results by team name"
            placeholder="Search teams..."
            wrapperClassName="sm:w-72"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
          />
        </div>
        {results.isLoading ? (
          <div className="flex justify-center py-10">
            <Spinner />
          </div>
        ) : !data?.teams.length ? (
          <Card className="p-8 text-center text-slate-500 dark:text-slate-400">{debounced ? `No teams match "${debounced}".` : 'No teams yet.'}</Card>
        ) : (
          <>
            <DataTable
              label="Ranking"
              caption="Teams by judge-normalised score, with each judge's round scores, the raw mean, peer votes and the scores still missing"
              rows={data.teams}
              rowKey={(t) => t.teamId}
              stickyFirst
              minWidth="min-w-[980px]"
              columns={RANKING_COLUMNS}
            />
            <div className="space-y-2">
              <Pagination page={page} totalPages={data.pagination.totalPages} onPageChange={setPage} ellipsis label="Result pages" />
              <p className="text-center text-xs text-slate-500 dark:text-slate-400">
                Page {page} of {data.pagination.totalPages} • {countOf(data.pagination.totalTeams, 'team')}
              </p>
            </div>
          </>
        )}
      </section>
    </div>
  );
}

const RANKING_COLUMNS: DataColumn<TeamResult>[] = [
  {
    key: 'team',
    header: 'Team',
    cell: (team) => (
      <span className="flex items-start gap-2">
        <span
          className={cn(
            'mt-0.5 inline-flex h-6 min-w-6 shrink-0 items-center justify-center rounded-full px-1.5 text-xs font-bold',
            team.rank === null
              ? 'bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400'
              : team.rank <= 3
                ? 'bg-amber-100 text-amber-800 dark:bg-amber-500/20 dark:text-amber-300'
                : 'bg-blue-50 text-blue-700 dark:bg-blue-500/15 dark:text-blue-300',
          )}
          aria-label={team.rank === null ? 'Not ranked yet' : `Rank ${team.rank}`}
        >
          {team.rank ?? '–'}
        </span>
        <span className="min-w-0 max-w-[9rem] sm:max-w-[14rem]">
          <span className="block truncate" title={team.name}>
            {team.name}
          </span>
          <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">Team #{team.teamNumber}</span>
        </span>
      </span>
    ),
  },
  {
    key: 'judges',
    header: 'Scores by judge (R1 · R2 · R3)',
    phoneLabel: 'Scores by judge',
    wide: true,
    cell: (team) => (
      <>
        {team.judges.length === 0 ? (
          <span className="text-slate-500 dark:text-slate-400">No judge assigned</span>
        ) : (
          <ul className="space-y-1">
            {team.judges.map((j) => (
              <li key={j.judgeId} className="flex items-center gap-2 whitespace-nowrap">
                <span className="w-32 truncate text-slate-700 sm:w-40 dark:text-slate-300" title={j.judgeName}>
                  {j.judgeName}
                  {!j.assigned && <span className="text-xs text-slate-500"> (former)</span>}
                </span>
                <span
                  className="flex gap-1"
                  aria-label={`${j.judgeName}: ${ROUND_KEYS.map((k, i) => `round ${i + 1} ${j.scores[k] ?? 'pending'}`).join(', ')}`}
                >
                  {ROUND_KEYS.map((k) => (
                    <span
                      key={k}
                      aria-hidden="true"
                      className={cn(
                        'inline-flex h-6 w-7 items-center justify-center rounded text-xs font-semibold',
                        j.scores[k] === null
                          ? 'border border-dashed border-slate-300 text-slate-400 dark:border-slate-700'
                          : 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
                      )}
                    >
                      {j.scores[k] ?? '·'}
                    </span>
                  ))}
                </span>
              </li>
            ))}
          </ul>
        )}
      </>
    ),
  },
  {
    key: 'raw',
    header: 'Raw mean',
    align: 'right',
    className: 'font-medium text-slate-900 dark:text-white',
    cell: (team) => team.meanScore?.toFixed(2) ?? '—',
  },
  {
    key: 'normalised',
    header: 'Normalised',
    align: 'right',
    cell: (team) => (
      <>
        {team.normalizedScore === null ? (
          <span className="text-slate-500 dark:text-slate-400">—</span>
        ) : (
          <span
            className={cn(
              'font-semibold',
              team.normalizedScore > 0
                ? 'text-emerald-700 dark:text-emerald-400'
                : team.normalizedScore < 0
                  ? 'text-red-700 dark:text-red-400'
                  : 'text-slate-700 dark:text-slate-300',
            )}
          >
            {signed(team.normalizedScore)}
          </span>
        )}
      </>
    ),
  },
  {
    key: 'votes',
    header: 'Peer votes',
    cell: (team) => <RatingBadge average={team.peerVotes.averageRating} totalVotes={team.peerVotes.totalVotes} />,
  },
  {
    key: 'missing',
    header: 'Still to score',
    className: 'text-xs',
    cell: (team) => (
      <>
        {team.missing.length === 0 ? (
          <span className="text-emerald-700 dark:text-emerald-400">{team.judges.length ? 'All scored' : '—'}</span>
        ) : (
          <ul className="space-y-0.5 text-amber-800 dark:text-amber-300">
            {team.missing.map((m) => (
              // One line each in the table; on a phone card a long judge name wraps instead of widening the page.
              <li key={m.judgeId} className="wrap-anywhere sm:whitespace-nowrap">
                {m.judgeName}: round {m.rounds.join(', ')}
              </li>
            ))}
          </ul>
        )}
      </>
    ),
  },
];
