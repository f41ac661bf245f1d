import type { EventInsights } from '@hackcamp/contract';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import type { ChartQuery, ChartSeries } from '../../../components/charts/chart-types.ts';
import { formatDayDate } from '../../../lib/format.ts';
import { attendanceSummary } from '../event-summaries.ts';

type Day = EventInsights['attendanceByDay'][number];
/** A day to come has no counts at all (no bar, "—" in the table), rather than zeros. */
type Row = Omit<Day, 'present' | 'late' | 'absent' | 'unmarked'> & Record<'present' | 'late' | 'absent' | 'unmarked', number | null>;

const SERIES: ChartSeries<Row>[] = [
  { key: 'present', label: 'Present', tone: 'green' },
  { key: 'late', label: 'Late', tone: 'amber' },
  { key: 'absent', label: 'Absent', tone: 'red' },
  { key: 'unmarked', label: 'Not marked', tone: 'slate' },
];

const toRow = (d: Day): Row => (d.upcoming ? { ...d, present: null, late: null, absent: null, unmarked: null } : d);

type Props = {
  query: ChartQuery;
  /** The event's or a mentor's group: the same figures over other people. */
  data: Pick<EventInsights, 'participants' | 'attendanceByDay'> | undefined;
  description?: string;
  /** The empty state's sentence while the group has nobody. */
  nobody: string;
};

/** Each bootcamp day's participants stacked by their mark; days to come are left empty. */
export function AttendanceByDayChart({ query, data, description, nobody }: Props) {
  return (
    <ChartCard
      title="Attendance by day"
      description={description}
      query={query}
      rows={data?.attendanceByDay.map(toRow)}
      summary={data && attendanceSummary(data.attendanceByDay, data.participants)}
      kind="stacked-bar"
      x={{ key: 'day', label: 'Day', format: (day, row) => `Day ${day} (${formatDayDate(row.date)})`, tick: (day) => `D${day}` }}
      series={SERIES}
      pending={{ when: (row) => row.upcoming, label: 'Day to come' }}
      isEmpty={data !== undefined && (data.participants === 0 || data.attendanceByDay.every((d) => d.upcoming))}
      empty={data?.participants === 0 ? nobody : 'The bootcamp has not started yet.'}
    />
  );
}
