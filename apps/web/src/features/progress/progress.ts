import { EVENT, SCORE_RULES, dayOfDate, type AttendanceRecord, type Submission, type SubmissionStatus, type Task } from '@hackcamp/contract';

const DONE: SubmissionStatus[] = ['completed', 'graded'];

export type DayStatus = 'present' | 'late' | 'absent' | 'none';

/**
 * Per event day, the record that counts: present beats late beats absent (docs/product.md).
 * The day is read from the record's date and the event's configured start, so moving the event
 * moves the calendar with it.
 */
export function dayStatuses(records: Pick<AttendanceRecord, 'date' | 'status'>[], startDate: string): DayStatus[] {
  const rank = { none: 0, absent: 1, late: 2, present: 3 } as const;
  const days: DayStatus[] = Array.from({ length: EVENT.totalDays }, () => 'none');
  for (const r of records) {
    const day = dayOfDate(r.date, startDate);
    if (day === null) continue;
    const current = days[day - 1]!;
    if (rank[r.status] > rank[current]) days[day - 1] = r.status;
  }
  return days;
}

/** Rounded present / recorded days, in percent; 0 with no records. */
export function attendanceRate(statuses: DayStatus[]): number {
  const recorded = statuses.filter((s) => s !== 'none').length;
  if (recorded === 0) return 0;
  return Math.round((statuses.filter((s) => s === 'present').length / recorded) * 100);
}

/** Consecutive present days counted back from the most recent recorded day. */
export function presentStreak(statuses: DayStatus[]): number {
  let last = statuses.length - 1;
  while (last >= 0 && statuses[last] === 'none') last--;
  let streak = 0;
  for (let i = last; i >= 0 && statuses[i] === 'present'; i--) streak++;
  return streak;
}

export interface Badge {
  id: 'on-fire' | 'achiever';
  label: string;
  description: string;
}

export function earnedBadges(streak: number, completed: number): Badge[] {
  const badges: Badge[] = [];
  if (streak >= SCORE_RULES.onFireStreak) badges.push({ id: 'on-fire', label: 'On Fire!', description: `${streak} days in a row` });
  if (completed >= SCORE_RULES.achieverCompleted) badges.push({ id: 'achiever', label: 'Achiever', description: `${completed} tasks completed` });
  return badges;
}

/** The daily tip changes below a streak of 3 and below the On Fire! streak. */
export function dailyTip(streak: number): string {
  if (streak < 3) return `Show up every day: each day you attend adds ${SCORE_RULES.pointsPerPresentDay} points and starts a streak.`;
  if (streak < SCORE_RULES.onFireStreak) return `${streak} days in a row! Keep going: a ${SCORE_RULES.onFireStreak}-day streak earns the On Fire! badge.`;
  return "You're on fire! Help a teammate today; explaining a concept is the fastest way to master it.";
}

export interface ScoreBreakdown {
  presentDays: number;
  attendancePoints: number;
  graded: { taskId: string; title: string; score: number; maxScore: number }[];
  taskPoints: number;
  total: number;
}

/** How the total is made: 10 per present day plus every graded submission's score. */
export function scoreBreakdown(statuses: DayStatus[], submissions: Submission[]): ScoreBreakdown {
  const presentDays = statuses.filter((s) => s === 'present').length;
  const graded = submissions
    .filter((s) => DONE.includes(s.status) && s.score !== null)
    .map((s) => ({ taskId: s.taskId._id, title: s.taskId.title, score: s.score!, maxScore: s.taskId.maxScore }));
  const attendancePoints = presentDays * SCORE_RULES.pointsPerPresentDay;
  const taskPoints = graded.reduce((sum, g) => sum + g.score, 0);
  return { presentDays, attendancePoints, graded, taskPoints, total: attendancePoints + taskPoints };
}

export const tasksOfDay = (tasks: Task[], day: number) => tasks.filter((t) => t.day === `day${day}`);
