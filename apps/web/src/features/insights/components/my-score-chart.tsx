import type { MyScoreDay } from '@hackcamp/contract';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import type { ChartSeries } from '../../../components/charts/chart-types.ts';
import { formatDayDate } from '../../../lib/format.ts';
import { useMyInsights } from '../api/get-my-insights.ts';
import { COMPARE_PLACE, myScoreSummary, streakText } from '../my-summaries.ts';

const SERIES: ChartSeries<MyScoreDay>[] = [
  { key: 'me', label: 'You', tone: 'blue' },
  { key: 'median', label: 'Median', tone: 'slate' },
  { key: 'top10', label: COMPARE_PLACE, tone: 'violet' },
];

/** A bootcamp participant's cumulative score by day against the cohort; days to come stay empty. */
export function MyScoreChart() {
  const query = useMyInsights();
  const data = query.data;
  return (
    <ChartCard
      title="My score against the cohort"
      description={`Your total after each day, beside the median participant's and ${COMPARE_PLACE}'s.`}
      query={query}
      rows={data?.scoreByDay}
      summary={data && myScoreSummary(data.scoreByDay)}
      kind="line"
      x={{ key: 'day', label: 'Day', format: (day, row) => `Day ${day} (${formatDayDate(row.date)})`, tick: (day) => `D${day}` }}
      series={SERIES}
      isEmpty={data?.scoreByDay.every((d) => d.me === null)}
      empty="Your chart starts on the first day of the bootcamp."
      footer={data && <p className="text-sm font-medium text-slate-800 dark:text-slate-200">{streakText(data.streak)}</p>}
    />
  );
}
