import { describe, expect, it } from 'vitest';
import type { MyParticipant, Submission, Task } from '@hackcamp/contract';
import { EMPTY_REPORT_QUERY, reportRows, visibleReports, type ReportQuery } from './report-rows.ts';

function person(id: string, name: string, over: { type?: 'bootcamp' | 'hackathon'; present?: number; avg?: number | null } = {}): MyParticipant {
  return {
    _id: id,
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@camp.test`,
    collegeName: null,
    participantType: over.type ?? 'bootcamp',
    totalScore: 0,
    profilePicture: null,
    report: {
      presentDays: over.present ?? 0,
      absentDays: 0,
      records: over.present ?? 0,
      attendanceRate: null,
      tasksSubmitted: 0,
      tasksGraded: 0,
      averageScore: over.avg ?? null,
    },
  };
}

const task = (id: string, day: string): Task => ({
  _id: id,
  title: `Task ${id}`,
  description: '',
  day,
  maxScore: 10,
  isActive: true,
  dueDate: null,
  createdAt: '2025-08-01T00:00:00Z',
});

function work(who: MyParticipant, t: Task, isLate = false): Submission {
  return {
    _id: `s-${who._id}-${t._id}`,
    userId: { _id: who._id, name: who.name, email: who.email },
    taskId: { _id: t._id, title: t.title, day: t.day, maxScore: t.maxScore },
    submissionType: 'text',
    status: 'submitted',
    content: { text: 'done', link: '', linkTitle: '', fileUrl: null, fileName: null },
    score: null,
    feedback: null,
    submittedAt: '2025-08-11T10:00:00Z',
    isLate,
    gradedAt: null,
  };
}

const asha = person('a', 'Asha Rao', { present: 3, avg: 70 });
const bala = person('b', 'Bala Murugan', { present: 5, avg: null });
const chen = person('c', 'Chen Li', { present: 1, avg: 95 });
const dina = person('d', 'Dina Paul', { type: 'hackathon' });
const t1 = task('t1', 'day8');
const t2 = task('t2', 'day8');
const old = task('t0', 'day2');

const rows = reportRows(
  [chen, dina, bala, asha],
  [
    { userId: { _id: 'a' }, status: 'present' },
    { userId: { _id: 'b' }, status: 'absent' },
  ],
  [t1, t2],
  [work(asha, t1), work(asha, t2), work(bala, t1), work(chen, old, true), work(bala, old)],
);
const view = (over: Partial<ReportQuery>) => visibleReports(rows, { ...EMPTY_REPORT_QUERY, ...over }).map((r) => r.person._id);

describe('reportRows', () => {
  it("gives each participant today's mark, today's tasks with their work, and their late work", () => {
    const byId = new Map(rows.map((r) => [r.person._id, r]));
    expect(byId.get('a')).toMatchObject({ today: 'present', submittedToday: 2, late: [] });
    expect(byId.get('b')).toMatchObject({ today: 'absent', submittedToday: 1 });
    expect(byId.get('b')!.todayTasks.map((t) => Boolean(t.submission))).toEqual([true, false]);
    expect(byId.get('c')).toMatchObject({ today: 'unmarked', submittedToday: 0 });
    expect(byId.get('c')!.late.map((s) => s.taskId._id)).toEqual(['t0']);
    // Hackathon-only: no days, no tasks.
    expect(byId.get('d')).toMatchObject({ tracked: false, today: null, todayTasks: [], submittedToday: 0 });
  });
});

describe('visibleReports', () => {
  it('lists by name and searches name or email', () => {
    expect(view({})).toEqual(['a', 'b', 'c', 'd']);
    expect(view({ search: 'murugan' })).toEqual(['b']);
    expect(view({ search: 'chen@' })).toEqual(['c']);
  });

  it("filters today's absent, unmarked, missing work and late work, never the hackathon-only for a day filter", () => {
    expect(view({ filter: 'absent' })).toEqual(['b']);
    expect(view({ filter: 'unmarked' })).toEqual(['c']);
    expect(view({ filter: 'no-submission' })).toEqual(['b', 'c']);
    expect(view({ filter: 'late' })).toEqual(['c']);
    expect(view({ filter: 'no-submission', search: 'chen' })).toEqual(['c']);
  });

  it('with no task today, nobody is missing work', () => {
    const none = reportRows([asha, chen], [], [], []);
    expect(visibleReports(none, { ...EMPTY_REPORT_QUERY, filter: 'no-submission' })).toEqual([]);
  });

  it('sorts by days present or average score, highest first, nothing to score last', () => {
    expect(view({ sort: 'attendance' })).toEqual(['b', 'a', 'c', 'd']);
    expect(view({ sort: 'score' })).toEqual(['c', 'a', 'b', 'd']);
  });
});
