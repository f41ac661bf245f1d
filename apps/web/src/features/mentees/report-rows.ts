import type { MyParticipant, Submission, Task } from '@hackcamp/contract';
import type { PeopleSort } from '../../components/ui/people-toolbar.tsx';
import { personMatcher } from '../../lib/person-match.ts';

/** Today's attendance of one participant; null for the hackathon-only, whose days are not tracked. */
export type TodayMark = 'present' | 'absent' | 'late' | 'unmarked';

export interface ReportRow {
  person: MyParticipant;
  tracked: boolean;
  today: TodayMark | null;
  /** Today's tasks, each with this person's submission if there is one. */
  todayTasks: { task: Task; submission: Submission | undefined }[];
  submittedToday: number;
  /** Their submissions handed in after the due date, any day. */
  late: Submission[];
}

export type ReportFilter = 'all' | 'absent' | 'unmarked' | 'no-submission' | 'late';
export type ReportSort = PeopleSort;

export interface ReportQuery {
  search: string;
  filter: ReportFilter;
  sort: ReportSort;
}

export const EMPTY_REPORT_QUERY: ReportQuery = { search: '', filter: 'all', sort: 'name' };

/**
 * One row per participant with today's status: `todayRecords` are the records of the event's
 * today (none when it is no event day), `todayTasks` the active tasks of today's event day.
 */
export function reportRows(
  people: readonly MyParticipant[],
  todayRecords: readonly { userId: { _id: string }; status: string }[],
  todayTasks: readonly Task[],
  work: readonly Submission[],
): ReportRow[] {
  const marks = new Map(todayRecords.map((r) => [r.userId._id, r.status as TodayMark]));
  const todayIds = new Set(todayTasks.map((t) => t._id));
  const mine = new Map<string, Map<string, Submission>>();
  const late = new Map<string, Submission[]>();
  for (const s of work) {
    if (todayIds.has(s.taskId._id)) {
      const own = mine.get(s.userId._id) ?? new Map<string, Submission>();
      own.set(s.taskId._id, s);
      mine.set(s.userId._id, own);
    }
    if (s.isLate) late.set(s.userId._id, [...(late.get(s.userId._id) ?? []), s]);
  }
  return people.map((person) => {
    const tracked = person.participantType !== 'hackathon';
    const own = mine.get(person._id);
    const tasks = tracked ? todayTasks.map((task) => ({ task, submission: own?.get(task._id) })) : [];
    return {
      person,
      tracked,
      today: tracked ? (marks.get(person._id) ?? 'unmarked') : null,
      todayTasks: tasks,
      submittedToday: tasks.filter((t) => t.submission).length,
      late: tracked ? (late.get(person._id) ?? []) : [],
    };
  });
}

const byName = (a: ReportRow, b: ReportRow) => a.person.name.localeCompare(b.person.name, undefined, { sensitivity: 'base' });
/** Nothing to compute from sorts below any number. */
const desc = (a: number | null, b: number | null) => (b ?? -1) - (a ?? -1);

/**
 * The rows a search, a filter and a sort leave. Day filters are about today and leave out the
 * hackathon-only; "No submission today" is someone missing one of today's tasks. Attendance and
 * score sort highest first, equals by name.
 */
export function visibleReports(rows: readonly ReportRow[], query: ReportQuery): ReportRow[] {
  const matches = personMatcher(query.search);
  const shown = rows.filter((r) => {
    if (!matches(r.person)) return false;
    switch (query.filter) {
      case 'absent':
        return r.today === 'absent';
      case 'unmarked':
        return r.today === 'unmarked';
      case 'no-submission':
        return r.tracked && r.submittedToday < r.todayTasks.length;
      case 'late':
        return r.late.length > 0;
      default:
        return true;
    }
  });
  const sorted = shown.toSorted(byName);
  if (query.sort === 'attendance') return sorted.toSorted((a, b) => desc(a.person.report.presentDays, b.person.report.presentDays));
  if (query.sort === 'score') return sorted.toSorted((a, b) => desc(a.person.report.averageScore, b.person.report.averageScore));
  return sorted;
}

export const isNarrowed = (query: ReportQuery) => query.search.trim() !== '' || query.filter !== 'all';
