import { JUDGE_MSG } from '@hackcamp/contract';
import { Button } from '../../../components/ui/button.tsx';
import { useEventInsights } from '../api/get-event-insights.ts';
import { AttendanceByDayChart } from './attendance-by-day-chart.tsx';
import { EventCheckInChart } from './event-check-in-chart.tsx';
import { EventScoreChart } from './event-score-chart.tsx';
import { JudgesSpreadChart } from './judges-spread-chart.tsx';
import { SubmissionsByDayChart } from './submissions-by-day-chart.tsx';

/*
 * The superadmin Overview's charts, all from one call (GET /insights/event, one query shared by
 * every chart), each following the live events that change it.
 */

/**
 * Attendance by day, beside the check-in panel. It replaced the Overview's day-wise table: its
 * "Show as table" holds the same counts, over active bootcamp participants.
 */
export function EventAttendanceChart() {
  const query = useEventInsights();
  return (
    <AttendanceByDayChart
      query={query}
      data={query.data}
      description={
        query.data && `How the ${query.data.participants} active bootcamp participants were marked on each bootcamp day; days to come are left empty.`
      }
      nobody="No active bootcamp participants yet."
    />
  );
}

/** The charts below the Overview's counts. */
export function EventCharts({ onOpenResults }: { onOpenResults: () => void }) {
  const query = useEventInsights();
  return (
    <section aria-labelledby="event-charts-heading" className="space-y-4">
      <h2 id="event-charts-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        The event at a glance
      </h2>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SubmissionsByDayChart
          query={query}
          data={query.data}
          description="Submissions for each day's tasks, how many of them are graded, and how many came in late."
        />
        <EventScoreChart />
        <JudgesSpreadChart
          judges={query.data?.judges}
          query={query}
          description="Each judge's average round score, with a whisker of one standard deviation either side."
          footer={
            // The Results tab's own explanation, with the way there: why a harsh judge does not decide the ranking.
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
