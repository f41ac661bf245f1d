import type { EventInsights } from '@hackcamp/contract';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import type { ChartSeries } from '../../../components/charts/chart-types.ts';
import { formatDayDate } from '../../../lib/format.ts';
import { useEventInsights } from '../api/get-event-insights.ts';
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

/**
 * The Overview's attendance by day (it replaced the day-wise table: its "Show as table" holds the
 * same counts): every active bootcamp participant on each bootcamp day, stacked by status.
 */
export function EventAttendanceChart() {
  const query = useEventInsights();
  const data = query.data;
  const rows = data?.attendanceByDay.map(toRow);
  return (
    <ChartCard
      title="Attendance by day"
      description={data ? `Each bootcamp day's ${data.participants} active bootcamp participants by their mark; days to come are left empty.` : undefined}
      query={query}
      rows={rows}
      summary={data && attendanceSummary(data.attendanceByDay, data.participants)}
      kind="stacked-bar"
      x={{ key: 'day', label: 'Day', format: (day, row) => `Day ${day} (${formatDayDate(row.date)})`, tick: (day) => `D${day}` }}
      series={SERIES}
      isEmpty={data !== undefined && (data.participants === 0 || data.attendanceByDay.every((d) => d.upcoming))}
      empty={data?.participants === 0 ? 'No active bootcamp participants yet.' : 'The bootcamp has not started yet.'}
    />
  );
}
