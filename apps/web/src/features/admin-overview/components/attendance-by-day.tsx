import { CalendarDays } from 'lucide-react';
import { ADMIN_MSG, EVENT, type AdminOverview } from '@hackcamp/contract';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { DataTable, type DataColumn } from '../../../components/ui/data-table.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDayDate } from '../../../lib/format.ts';

const rateColour = (rate: number) => (rate >= 80 ? 'bg-emerald-500' : rate >= 60 ? 'bg-amber-500' : 'bg-red-500');

type Day = AdminOverview['attendance']['days'][number];

const columns: DataColumn<Day>[] = [
  {
    key: 'day',
    header: 'Day',
    className: 'whitespace-nowrap',
    cell: (d) => (
      <>
        Day {d.day}{' '}
        <Badge tone={d.phase === 'Hackathon' ? 'violet' : 'blue'} className="ml-1">
          {d.phase}
        </Badge>
      </>
    ),
  },
  { key: 'date', header: 'Date', className: 'whitespace-nowrap', cell: (d) => formatDayDate(d.date) },
  { key: 'present', header: 'Present', align: 'right', cell: (d) => <span className="text-emerald-700 dark:text-emerald-400">{d.present}</span> },
  { key: 'absent', header: 'Absent', align: 'right', cell: (d) => <span className="text-red-700 dark:text-red-400">{d.absent}</span> },
  { key: 'late', header: 'Late', align: 'right', cell: (d) => <span className="text-amber-700 dark:text-amber-400">{d.late}</span> },
  {
    key: 'rate',
    header: 'Rate',
    cell: (d) =>
      d.recorded === 0 ? (
        <span className="text-xs text-slate-500 dark:text-slate-400">Not marked</span>
      ) : (
        <div className="flex items-center gap-2">
          <div
            role="meter"
            aria-label={`Day ${d.day} attendance rate`}
            aria-valuenow={d.rate}
            aria-valuemin={0}
            aria-valuemax={100}
            className="h-2 w-24 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
          >
            <div className={cn('h-full rounded-full', rateColour(d.rate))} style={{ width: `${d.rate}%` }} />
          </div>
          <span className="w-12 text-right text-xs font-medium text-slate-700 tabular-nums dark:text-slate-300">{d.rate}%</span>
        </div>
      ),
  },
];

/** 'Day-wise Attendance (12 Days)' (the spec's title, with the event's day count): the event's days from the configured start, with a rate bar each. */
export function AttendanceByDay({ attendance }: { attendance: AdminOverview['attendance'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-5 text-blue-600 dark:text-blue-400" /> Day-wise Attendance ({EVENT.totalDays} Days)
        </CardTitle>
      </CardHeader>
      {attendance.recorded === 0 ? (
        <p className="px-6 pb-8 text-center text-slate-500 dark:text-slate-400">{ADMIN_MSG.noAttendance}</p>
      ) : (
        <DataTable
          label="Day-wise attendance"
          columns={columns}
          rows={attendance.days}
          rowKey={(d) => String(d.day)}
          stickyFirst
          minWidth="min-w-[560px]"
          // Inside the card: the card is the frame.
          className="rounded-none border-x-0 border-b-0 shadow-none"
        />
      )}
    </Card>
  );
}
