import { Users } from 'lucide-react';
import { MENTOR_MSG, type MyParticipant } from '@hackcamp/contract';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { cn } from '../../../lib/cn.ts';
import { countOf } from '../../../lib/format.ts';

/** A number to one decimal, as the server computed it; a dash while there is nothing to compute from. */
const oneDecimal = (n: number | null) => (n === null ? '—' : n.toFixed(1));

function Meter({ value, label }: { value: number | null; label: string }) {
  const v = value ?? 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value === null ? undefined : v}
      className="mt-1.5 block h-1.5 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
    >
      <div
        className={cn('h-full rounded-full', v >= 75 ? 'bg-emerald-500' : v >= 50 ? 'bg-amber-500' : 'bg-red-500')}
        style={{ width: `${Math.min(100, v)}%` }}
      />
    </div>
  );
}

function ReportCard({ p }: { p: MyParticipant }) {
  const headingId = `report-${p._id}`;
  const hackathon = p.participantType === 'hackathon';
  const { report } = p;
  return (
    <Card className="flex flex-col p-5" role="article" aria-labelledby={headingId}>
      <div className="flex items-center gap-3">
        <Avatar name={p.name} src={p.profilePicture} />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="truncate font-semibold text-slate-900 dark:text-white">
            {p.name}
          </h3>
          <p className="truncate text-sm text-slate-500 dark:text-slate-400">{p.email}</p>
        </div>
        {hackathon && <Badge tone="violet">Hackathon only</Badge>}
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-3 border-t border-slate-100 pt-4 dark:border-slate-800">
        <div className="min-w-0">
          <dt className="text-xs leading-tight text-slate-600 dark:text-slate-400">Attendance Rate</dt>
          <dd className="mt-1">
            <span className="text-lg font-semibold text-slate-900 dark:text-white">
              {report.attendanceRate === null ? '—' : `${oneDecimal(report.attendanceRate)}%`}
            </span>
            <Meter value={report.attendanceRate} label={`${p.name} attendance rate`} />
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs leading-tight text-slate-600 dark:text-slate-400">Tasks Submitted</dt>
          <dd className="mt-1">
            <span className="text-lg font-semibold text-slate-900 dark:text-white">{report.tasksSubmitted}</span>
            <span className="block text-xs text-slate-500 dark:text-slate-400">{report.tasksGraded} graded</span>
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs leading-tight text-slate-600 dark:text-slate-400">Average Score</dt>
          <dd className="mt-1">
            <span className="text-lg font-semibold text-slate-900 dark:text-white">{oneDecimal(report.averageScore)}</span>
            <span className="text-sm text-slate-500 dark:text-slate-400">/100</span>
            <Meter value={report.averageScore} label={`${p.name} average score`} />
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-xs text-slate-500 dark:text-slate-400">
        {hackathon
          ? 'No attendance or tasks in the hackathon-only programme.'
          : `${report.presentDays} present, ${report.absentDays} absent of ${report.records} marked days · ${countOf(p.totalScore, 'point')}`}
      </p>
    </Card>
  );
}

/** Daily Progress Reports: one card per participant with the server's numbers. */
export function DailyReports({ participants }: { participants: MyParticipant[] }) {
  return (
    <section aria-labelledby="reports-heading" className="space-y-4">
      <div>
        <h2 id="reports-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          Daily Progress Reports
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Attendance rate is present days out of marked days; the average score is each graded task’s score out of 100.
        </p>
      </div>
      {participants.length === 0 ? (
        <EmptyState icon={Users} title={MENTOR_MSG.noParticipantsTitle} description={MENTOR_MSG.noParticipants} />
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {participants.map((p) => (
            <li key={p._id}>
              <ReportCard p={p} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
