import { ChartCard } from '../../../components/charts/chart-card.tsx';
import { useEventInsights } from '../api/get-event-insights.ts';
import { scoreDistributionSummary, scoreRange } from '../event-summaries.ts';

type Row = { range: string; count: number };

/** How active bootcamp participants spread over total scores, in bars of equal width. */
export function EventScoreChart() {
  const query = useEventInsights();
  const bins = query.data?.scoreDistribution;
  const rows = bins?.map((b): Row => ({ range: scoreRange(b), count: b.count }));
  return (
    <ChartCard
      title="Score distribution"
      description="Active bootcamp participants by total score (attendance points and grades)."
      query={query}
      rows={rows}
      summary={bins && scoreDistributionSummary(bins)}
      kind="bar"
      x={{ key: 'range', label: 'Total score' }}
      series={[{ key: 'count', label: 'Participants', tone: 'violet' }]}
      isEmpty={bins?.every((b) => b.count === 0)}
      empty="No active bootcamp participants yet."
    />
  );
}
