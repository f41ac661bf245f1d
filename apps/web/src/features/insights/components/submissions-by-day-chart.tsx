import type { EventInsights } from '@hackcamp/contract';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import type { ChartQuery, ChartSeries } from '../../../components/charts/chart-types.ts';
import { formatDayDate, formatNumber } from '../../../lib/format.ts';
import { submissionsSummary } from '../event-summaries.ts';

type Counts = 'submitted' | 'graded' | 'late';
type Row = Omit<EventInsights['submissionsByDay'][number], Counts> & Record<Counts, number | null> & { date: string | undefined; upcoming: boolean };

const SERIES: ChartSeries<Row>[] = [
  { key: 'submitted', label: 'Submitted', tone: 'blue' },
  { key: 'graded', label: 'Graded', tone: 'green' },
  { key: 'late', label: 'Late', tone: 'amber' },
];

type Props = {
  query: ChartQuery;
  /** The event's or a mentor's group: the same figures over other people. */
  data: Pick<EventInsights, 'attendanceByDay' | 'submissionsByDay'> | undefined;
  title?: string;
  description?: string;
};

/** Submissions and grading by task day: whether grading keeps up, and which days nobody hands in. */
export function SubmissionsByDayChart({ query, data, title = 'Submissions and grading by day', description }: Props) {
  // A day to come (the attendance's own day) shows no bars rather than zeros, as attendance does.
  const rows = data?.submissionsByDay.map((d): Row => {
    const day = data.attendanceByDay.find((a) => a.day === d.day);
    return day?.upcoming ? { ...d, date: day.date, upcoming: true, submitted: null, graded: null, late: null } : { ...d, date: day?.date, upcoming: false };
  });
  return (
    <ChartCard
      title={title}
      description={description}
      query={query}
      rows={rows}
      summary={data && submissionsSummary(data.submissionsByDay)}
      kind="bar"
      x={{ key: 'day', label: 'Day', format: (day, row) => (row.date ? `Day ${day} (${formatDayDate(row.date)})` : `Day ${day}`), tick: (day) => `D${day}` }}
      series={SERIES}
      pending={{ when: (row) => row.upcoming, label: 'Day to come' }}
      extraColumns={[{ label: 'Tasks', value: (row) => formatNumber(row.tasks) }]}
      isEmpty={data?.submissionsByDay.every((d) => d.tasks === 0)}
      empty="No tasks yet: submissions show here once day tasks are out."
    />
  );
}
