import type { EventInsights } from '@hackcamp/contract';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import { useEventInsights } from '../api/get-event-insights.ts';
import { scoreDistributionSummary, scoreRange } from '../event-summaries.ts';

type Bin = EventInsights['scoreDistribution'][number];

/** How active bootcamp participants spread over total scores, in bars of equal width. */
export function EventScoreChart() {
  const query = useEventInsights();
  const bins = query.data?.scoreDistribution;
  return (
    <ChartCard
      title="Score distribution"
      description="Active bootcamp participants by total score (attendance points and grades)."
      query={query}
      rows={bins}
      summary={bins && scoreDistributionSummary(bins)}
      kind="bar"
      // The axis marks where each bar starts; the table and the tooltip give its whole range.
      x={{ key: 'from', label: 'Total score', format: (_, bin: Bin) => scoreRange(bin), tick: (from) => String(from) }}
      series={[{ key: 'count', label: 'Participants', tone: 'violet' }]}
      isEmpty={bins?.every((b) => b.count === 0)}
      empty="No active bootcamp participants yet."
    />
  );
}
