import { ChartCard } from '../../../components/charts/chart-card.tsx';
import { formatTime, shortDate } from '../../../lib/format.ts';
import { useEventInsights } from '../api/get-event-insights.ts';
import { checkInSummary } from '../event-summaries.ts';

/** How the latest check-in window filled, minute by minute, against those it expected. */
export function EventCheckInChart() {
  const query = useEventInsights();
  const window = query.data?.checkIns;
  return (
    <ChartCard
      title="Check-in arrivals"
      description={
        window
          ? `The latest window, ${shortDate(window.date)} from ${formatTime(window.opensAt)} to ${formatTime(window.closesAt)}: arrivals per minute.`
          : 'Arrivals per minute in the latest check-in window.'
      }
      query={query}
      rows={query.data ? (window?.perMinute ?? []) : undefined}
      summary={window ? checkInSummary(window) : undefined}
      kind="bar"
      x={{ key: 'minute', label: 'Minute', format: (_, m) => formatTime(m.minute) }}
      series={[{ key: 'count', label: 'Arrivals', tone: 'green' }]}
      empty="No check-in window has been opened yet."
    />
  );
}
