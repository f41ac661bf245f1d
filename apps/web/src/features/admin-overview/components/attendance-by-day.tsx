import { CalendarDays } from 'lucide-react';
import { ADMIN_MSG, type AdminOverview } from '@hackcamp/contract';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDayDate } from '../../../lib/format.ts';

const rateColour = (rate: number) => (rate >= 80 ? 'bg-emerald-500' : rate >= 60 ? 'bg-amber-500' : 'bg-red-500');

/** 'Day-wise Attendance (12 Days)': the event's days from the configured start, with a rate bar each. */
export function AttendanceByDay({ attendance }: { attendance: AdminOverview['attendance'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-5 text-blue-600 dark:text-blue-400" /> Day-wise Attendance (12 Days)
        </CardTitle>
      </CardHeader>
      {attendance.recorded === 0 ? (
        <p className="px-6 pb-8 text-center text-slate-500 dark:text-slate-400">{ADMIN_MSG.noAttendance}</p>
      ) : (
        <div className="overflow-x-auto border-t border-slate-200 dark:border-slate-800">
          <table className="w-full min-w-[560px] text-left text-sm">
            <thead className="bg-slate-50 text-xs tracking-wide text-slate-600 uppercase dark:bg-slate-900 dark:text-slate-400">
              <tr>
                <th scope="col" className="sticky left-0 bg-slate-50 px-4 py-3 dark:bg-slate-900">
                  Day
                </th>
                <th scope="col" className="px-4 py-3">
                  Date
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Present
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Absent
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Late
                </th>
                <th scope="col" className="px-4 py-3">
                  Rate
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {attendance.days.map((d) => (
                <tr key={d.day}>
                  <th scope="row" className="sticky left-0 bg-white px-4 py-3 font-medium whitespace-nowrap text-slate-900 dark:bg-slate-900 dark:text-white">
                    Day {d.day}{' '}
                    <Badge tone={d.phase === 'Hackathon' ? 'violet' : 'blue'} className="ml-1">
                      {d.phase}
                    </Badge>
                  </th>
                  <td className="px-4 py-3 whitespace-nowrap text-slate-600 dark:text-slate-400">{formatDayDate(d.date)}</td>
                  <td className="px-4 py-3 text-right text-emerald-700 tabular-nums dark:text-emerald-400">{d.present}</td>
                  <td className="px-4 py-3 text-right text-red-700 tabular-nums dark:text-red-400">{d.absent}</td>
                  <td className="px-4 py-3 text-right text-amber-700 tabular-nums dark:text-amber-400">{d.late}</td>
                  <td className="px-4 py-3">
                    {d.recorded === 0 ? (
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
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
