import { JUDGE_MSG } from '@hackcamp/contract';
import { Button } from '../../../components/ui/button.tsx';
import { useEventInsights } from '../api/get-event-insights.ts';
import { EventCheckInChart } from './event-check-in-chart.tsx';
import { EventScoreChart } from './event-score-chart.tsx';
import { EventSubmissionsChart } from './event-submissions-chart.tsx';
import { JudgesSpreadChart } from './judges-spread-chart.tsx';

/**
 * The Overview's charts below its counts (attendance sits beside the check-in panel): one call,
 * GET /insights/event, shared by every chart; each follows the live events that change it.
 */
export function EventCharts({ onOpenResults }: { onOpenResults: () => void }) {
  const query = useEventInsights();
  return (
    <section aria-labelledby="event-charts-heading" className="space-y-4">
      <h2 id="event-charts-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        The event at a glance
      </h2>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <EventSubmissionsChart />
        <EventScoreChart />
        <JudgesSpreadChart
          judges={query.data?.judges}
          query={query}
          description="Each judge's average round score, with a whisker of one standard deviation either side."
          footer={
            // The Results tab's own explanation, where its ranking is: why a harsh judge does not decide it.
            <div className="space-y-2 border-t border-slate-200 pt-3 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
              <p>{JUDGE_MSG.normalisedExplained}</p>
              <Button variant="outline" size="sm" onClick={onOpenResults}>
                Open Results
              </Button>
            </div>
          }
        />
        <EventCheckInChart />
      </div>
    </section>
  );
}
