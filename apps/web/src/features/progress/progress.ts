import { EVENT, SCORE_RULES, type AttendanceRecord, type Submission, type SubmissionStatus, type Task } from '@hackcamp/contract';

const DONE: SubmissionStatus[] = ['completed', 'graded'];

export type DayStatus = 'present' | 'late' | 'absent' | 'none';

/** Per event day, the record that counts: present beats late beats absent (spec, section 4). */
export function dayStatuses(records: Pick<AttendanceRecord, 'day' | 'status'>[]): DayStatus[] {
  const rank = { none: 0, absent: 1, late: 2, present: 3 } as const;
  const days: DayStatus[] = Array.from({ length: EVENT.totalDays }, () => 'none');
  for (const r of records) {
    if (r.day < 1 || r.day > EVENT.totalDays) continue;
    const current = days[r.day - 1]!;
    if (rank[r.status] > rank[current]) days[r.day - 1] = r.status;
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

/** The daily tip changes below a streak of 3 and below 7. */
export function dailyTip(streak: number): string {
  if (streak < 3) return 'Show up every day: each day you attend adds 10 points and starts a streak.';
  if (streak < 7) return `${streak} days in a row! Keep going: a 7-day streak earns the On Fire! badge.`;
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

/** Today's event day (1-12) or null outside the event. */
export function currentEventDay(today: Date, startDate: string = EVENT.startDate): number | null {
  const start = Date.parse(`${startDate}T00:00:00`);
  const day = Math.floor((new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime() - start) / 86_400_000) + 1;
  return day >= 1 && day <= EVENT.totalDays ? day : null;
}

export const tasksOfDay = (tasks: Task[], day: number) => tasks.filter((t) => t.day === `day${day}`);
