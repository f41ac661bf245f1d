import type { ReactNode } from 'react';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import type { ChartQuery } from '../../../components/charts/chart-types.ts';
import { formatNumber } from '../../../lib/format.ts';
import { nameWords } from '../../../lib/person-name.ts';
import { judgesSummary } from '../event-summaries.ts';

export type JudgeSpread = {
  judgeId: string;
  name: string;
  evaluations: number;
  mean: number | null;
  sd: number | null;
  /** Whether their scores can be normalised; unknown: read from the figures (two scores or more, some spread). */
  normalizable?: boolean;
};

const twoPlaces = (value: number) => value.toFixed(2);
const canNormalise = (j: JudgeSpread) => j.normalizable ?? (j.evaluations >= 2 && (j.sd ?? 0) > 0);
/** "Lakshmi N." for "Dr. Lakshmi Narayan" ("Mohammed" for "Mohammed Irfan"): what the side of the chart has room for on a phone; the table and tooltip say it whole. */
function shortName(name: string) {
  const [first = name, ...rest] = nameWords(name);
  const withInitial = rest.length ? `${first} ${rest.at(-1)![0]}.` : first;
  if (withInitial.length <= 10) return withInitial;
  return first.length <= 10 ? first : `${first.slice(0, 9)}…`;
}

/**
 * Each judge's mean raw round score with a whisker of one standard deviation either side: a
 * harsh or lenient judge stands out, which is what the normalised ranking evens out. The
 * Overview (from the event's figures) and the Results tab (from the results, beside the
 * explanation of the normalised score) both show it.
 */
export function JudgesSpreadChart({
  title = "Judges' score spread",
  description,
  judges,
  query,
  footer,
}: {
  title?: string;
  description?: ReactNode;
  judges: readonly JudgeSpread[] | undefined;
  query: ChartQuery;
  footer?: ReactNode;
}) {
  // Named under the chart rather than in a table column, so the table fits a phone.
  const asZero = judges?.filter((j) => j.evaluations > 0 && !canNormalise(j)).map((j) => j.name) ?? [];
  return (
    <ChartCard
      title={title}
      description={description}
      query={query}
      rows={judges}
      summary={judges && judgesSummary(judges)}
      kind="hbar"
      x={{ key: 'name', label: 'Judge', tick: (name) => shortName(String(name)) }}
      series={[{ key: 'mean', label: 'Average score', tone: 'blue', format: twoPlaces, error: { key: 'sd', label: '± 1 SD' } }]}
      extraColumns={[
        { label: '± SD', value: (j) => (j.sd === null ? '—' : twoPlaces(j.sd)) },
        { label: 'Scores', value: (j) => formatNumber(j.evaluations) },
      ]}
      yAllowDecimals
      isEmpty={judges?.every((j) => j.evaluations === 0)}
      empty="No round scores yet: each judge's average and spread show here once they score."
      footer={
        <>
          {asZero.length > 0 && (
            <p className="text-sm text-slate-600 dark:text-slate-400">One score or no spread, so their scores count as 0 (average): {asZero.join(', ')}.</p>
          )}
          {footer}
        </>
      }
    />
  );
}
