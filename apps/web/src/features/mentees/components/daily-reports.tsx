import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { ChevronDown, Users } from 'lucide-react';
import { MENTOR_MSG, type EventDay, type MyParticipant, type Task } from '@hackcamp/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LateBadge } from '../../../components/ui/late-badge.tsx';
import { PeopleNoMatch, PeopleToolbar, type ToolbarOption } from '../../../components/ui/people-toolbar.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { eventToday } from '../../../lib/event-zone.ts';
import { countOf } from '../../../lib/format.ts';
import { useDayAttendance } from '../api/get-day-attendance.ts';
import { useMenteeWork } from '../api/get-mentee-work.ts';
import {
  EMPTY_REPORT_QUERY,
  isNarrowed,
  reportRows,
  visibleReports,
  type ReportFilter,
  type ReportQuery,
  type ReportRow,
  type TodayMark,
} from '../report-rows.ts';

/** The address of one participant's row (?participant=<id>): opened and brought into view. */
export const PARTICIPANT_PARAM = 'participant';

/** A number to one decimal, as the server computed it; a dash while there is nothing to compute from. */
const oneDecimal = (n: number | null) => (n === null ? '—' : n.toFixed(1));

const MARK: Record<TodayMark, { label: string; tone: BadgeTone }> = {
  present: { label: 'Present', tone: 'green' },
  absent: { label: 'Absent', tone: 'red' },
  late: { label: 'Late', tone: 'amber' },
  unmarked: { label: 'Not marked', tone: 'slate' },
};

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

/** What the row says about today's tasks, in as few words as a phone row holds. */
function tasksToday(row: ReportRow): { label: string; tone: BadgeTone } | null {
  const total = row.todayTasks.length;
  if (!row.tracked || total === 0) return null;
  if (row.submittedToday === 0) return { label: 'No submission', tone: 'red' };
  return { label: `${row.submittedToday}/${total} submitted`, tone: row.submittedToday === total ? 'green' : 'amber' };
}

/** The numbers the spec's card held, and today's tasks one by one: shown when the row is opened. */
function ReportDetails({ row, id, open }: { row: ReportRow; id: string; open: boolean }) {
  const { person: p } = row;
  const { report } = p;
  return (
    <div id={id} hidden={!open} className="border-t border-slate-100 px-3 pt-3 pb-4 sm:px-4 dark:border-slate-800">
      <p className="truncate text-sm text-slate-600 dark:text-slate-400">{p.email}</p>
      <dl className="mt-3 grid grid-cols-3 gap-3">
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
            <span className="block text-xs text-slate-600 dark:text-slate-400">{report.tasksGraded} graded</span>
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs leading-tight text-slate-600 dark:text-slate-400">Average Score</dt>
          <dd className="mt-1">
            <span className="text-lg font-semibold text-slate-900 dark:text-white">{oneDecimal(report.averageScore)}</span>
            <span className="text-sm text-slate-600 dark:text-slate-400">/100</span>
            <Meter value={report.averageScore} label={`${p.name} average score`} />
          </dd>
        </div>
      </dl>
      {row.todayTasks.length > 0 && (
        <div className="mt-4">
          <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">Today’s tasks</h3>
          <ul className="mt-1.5 space-y-1.5">
            {row.todayTasks.map(({ task, submission }) => (
              <li key={task._id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="min-w-0 truncate text-slate-800 dark:text-slate-200">{task.title}</span>
                <span className="flex items-center gap-1.5">
                  {submission?.isLate && <LateBadge />}
                  {!submission ? (
                    <Badge tone="red">Not submitted</Badge>
                  ) : submission.score !== null ? (
                    <Badge tone="green">
                      Graded {submission.score}/{task.maxScore}
                    </Badge>
                  ) : (
                    <Badge tone="blue">Submitted</Badge>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {row.late.length > 0 && (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          Handed in late: {row.late.map((s) => `${s.taskId.title} (${s.taskId.day.replace('day', 'Day ')})`).join(', ')}
        </p>
      )}
      <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">
        {row.tracked
          ? `${report.presentDays} present, ${report.absentDays} absent of ${report.records} marked days · ${countOf(p.totalScore, 'point')}`
          : 'No attendance or tasks in the hackathon-only programme.'}
      </p>
    </div>
  );
}

/** One compact row: who, today's mark, today's tasks, late work and the average score; opens on demand. */
function ReportRowItem({ row, open, onToggle }: { row: ReportRow; open: boolean; onToggle: () => void }) {
  const detailsId = useId();
  const nameId = useId();
  const { person: p } = row;
  const mark = row.today ? MARK[row.today] : null;
  const tasks = tasksToday(row);
  return (
    <li data-participant={p._id} className="border-b border-slate-100 last:border-b-0 dark:border-slate-800">
      {/* The spec's card per participant, folded: the details stay in the page, hidden until opened. */}
      <article aria-labelledby={nameId}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={onToggle}
          className="flex w-full items-center gap-3 px-3 py-2 text-left transition-colors hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:outline-none focus-visible:ring-inset sm:px-4 dark:hover:bg-slate-800/60"
        >
          <Avatar name={p.name} src={p.profilePicture} size="sm" className="max-sm:hidden" />
          <span className="min-w-0 flex-1">
            <span id={nameId} className="block truncate text-sm font-medium text-slate-900 dark:text-white">
              {p.name}
            </span>
            <span className="mt-0.5 flex flex-wrap items-center gap-1">
              {mark && (
                <Badge tone={mark.tone} className="px-2 py-0">
                  {mark.label}
                  <span className="sr-only"> today</span>
                </Badge>
              )}
              {tasks && (
                <Badge tone={tasks.tone} className="px-2 py-0">
                  {tasks.label}
                  <span className="sr-only"> of today’s tasks</span>
                </Badge>
              )}
              {row.late.length > 0 && <LateBadge />}
              {!row.tracked && (
                <Badge tone="violet" className="px-2 py-0">
                  Hackathon only
                </Badge>
              )}
            </span>
          </span>
          <span className="shrink-0 text-right">
            <span className="block text-sm font-semibold text-slate-900 tabular-nums dark:text-white">{oneDecimal(p.report.averageScore)}</span>
            <span className="block text-xs text-slate-600 dark:text-slate-400">avg score</span>
          </span>
          <ChevronDown aria-hidden="true" className={cn('size-4 shrink-0 text-slate-500 transition-transform dark:text-slate-400', open && 'rotate-180')} />
        </button>
        <ReportDetails row={row} id={detailsId} open={open} />
      </article>
    </li>
  );
}

/**
 * Daily Progress Reports: one compact row per participant with today's status (the event's today,
 * never the browser's), details on demand, and the search, filters and sorts a class needs.
 */
export function DailyReports({
  participants,
  tasks,
  days,
  reveal = null,
}: {
  participants: MyParticipant[];
  tasks: Task[];
  days: EventDay[];
  /** A participant to open and bring into view (from the at-risk list); remount to reveal another. */
  reveal?: string | null;
}) {
  const today = eventToday();
  const todayDay = days.find((d) => d.date === today) ?? null;
  const attendance = useDayAttendance(todayDay?.date ?? null);
  const work = useMenteeWork();
  const [query, setQuery] = useState<ReportQuery>(EMPTY_REPORT_QUERY);
  const [open, setOpen] = useState<Set<string>>(() => new Set(reveal ? [reveal] : []));
  const list = useRef<HTMLUListElement>(null);
  const revealed = useRef(false);
  const todayTasks = useMemo(() => (todayDay ? tasks.filter((t) => t.isActive && t.day === todayDay.label) : []), [tasks, todayDay]);
  const rows = useMemo(
    () => reportRows(participants, attendance.data ?? [], todayTasks, work.data ?? []),
    [participants, attendance.data, todayTasks, work.data],
  );
  // A filter is only offered when it can find someone: no day filters when today is no event day.
  const filter: ReportFilter = (!todayDay && query.filter !== 'late') || (query.filter === 'no-submission' && todayTasks.length === 0) ? 'all' : query.filter;
  const shown = useMemo(() => visibleReports(rows, { ...query, filter }), [rows, query, filter]);
  const loading = work.isLoading || attendance.isLoading;
  const failed = work.isError || attendance.isError;

  // Once their row is on the page: scrolled to and focused, so the keyboard is where the eye is.
  useEffect(() => {
    if (!reveal || revealed.current) return;
    const row = list.current?.querySelector<HTMLElement>(`[data-participant="${CSS.escape(reveal)}"] button`);
    if (!row) return;
    revealed.current = true;
    row.scrollIntoView({ block: 'center' });
    row.focus({ preventScroll: true });
  }, [reveal, shown]);

  const toggle = (id: string) =>
    setOpen((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  let body;
  if (participants.length === 0) body = <EmptyState icon={Users} title={MENTOR_MSG.noParticipantsTitle} description={MENTOR_MSG.noParticipants} />;
  else if (loading)
    body = (
      <div className="flex justify-center py-12">
        <Spinner />
      </div>
    );
  else if (failed)
    body = (
      <Alert tone="error" title="Failed to load today’s reports">
        <Button
          size="sm"
          variant="outline"
          className="mt-2"
          onClick={() => {
            if (work.isError) void work.refetch();
            if (attendance.isError) void attendance.refetch();
          }}
        >
          Try Again
        </Button>
      </Alert>
    );
  else if (shown.length === 0) body = <PeopleNoMatch onClear={() => setQuery({ ...EMPTY_REPORT_QUERY, sort: query.sort })} />;
  else
    body = (
      <Card>
        <ul ref={list} aria-label="Participants’ reports">
          {shown.map((row) => (
            <ReportRowItem key={row.person._id} row={row} open={open.has(row.person._id)} onToggle={() => toggle(row.person._id)} />
          ))}
        </ul>
      </Card>
    );

  const reportFilters: ToolbarOption<ReportFilter>[] = [{ value: 'all', label: 'Everyone' }];
  if (todayDay) reportFilters.push({ value: 'absent', label: 'Absent today' }, { value: 'unmarked', label: 'Not marked today' });
  if (todayTasks.length > 0) reportFilters.push({ value: 'no-submission', label: 'No submission today' });
  reportFilters.push({ value: 'late', label: 'Late' });

  return (
    <section aria-labelledby="reports-heading" className="space-y-4">
      <div>
        <h2 id="reports-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          Daily Progress Reports
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {todayDay ? `Today is Day ${todayDay.day}. ` : ''}Open a row for the attendance rate (present days out of marked days), tasks submitted and the
          average score out of 100.
        </p>
      </div>
      {participants.length > 0 && (
        <PeopleToolbar
          id="reports"
          search={query.search}
          onSearch={(search) => setQuery({ ...query, search })}
          filter={filter}
          filters={reportFilters}
          onFilter={(next) => setQuery({ ...query, filter: next })}
          sort={query.sort}
          onSort={(sort) => setQuery({ ...query, sort })}
          count={`Showing ${loading || failed ? participants.length : shown.length} of ${participants.length}${
            isNarrowed({ ...query, filter }) ? '' : todayTasks.length > 0 ? ` · ${countOf(todayTasks.length, 'task')} today` : ''
          }`}
        />
      )}
      {body}
    </section>
  );
}
