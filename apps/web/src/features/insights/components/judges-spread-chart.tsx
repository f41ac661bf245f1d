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
/** "Lakshmi" for "Dr. Lakshmi Narayan": the axis has room for a first name on a phone; the table and tooltip say it whole. */
const firstName = (name: string) => (nameWords(name)[0] ?? name).slice(0, 10);

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
  return (
    <ChartCard
      title={title}
      description={description}
      query={query}
      rows={judges}
      summary={judges && judgesSummary(judges)}
      kind="bar"
      x={{ key: 'name', label: 'Judge', tick: (name) => firstName(String(name)) }}
      series={[{ key: 'mean', label: 'Average round score', tone: 'blue', format: twoPlaces, error: { key: 'sd', label: '± 1 SD' } }]}
      extraColumns={[
        { label: '± SD', value: (j) => (j.sd === null ? '—' : twoPlaces(j.sd)) },
        { label: 'Scores', value: (j) => formatNumber(j.evaluations) },
        { label: 'Note', value: (j) => (j.evaluations === 0 ? 'No scores yet' : canNormalise(j) ? '' : 'One score or no spread: counts as 0') },
      ]}
      yAllowDecimals
      isEmpty={judges?.every((j) => j.evaluations === 0)}
      empty="No round scores yet: each judge's average and spread show here once they score."
      footer={footer}
    />
  );
}
