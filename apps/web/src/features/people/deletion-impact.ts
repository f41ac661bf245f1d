import type { UserDeletionImpact } from '@hackcamp/contract';

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What goes with a deleted person, one line per kind, in the order an organiser weighs them. */
export function deletionImpactLines(impact: UserDeletionImpact): string[] {
  const lines: string[] = [];
  if (impact.submissions > 0)
    lines.push(`${count(impact.submissions, 'submission')} (${impact.gradedSubmissions} graded, ${count(impact.gradedPoints, 'point')})`);
  if (impact.attendanceMarks > 0) lines.push(`${count(impact.attendanceMarks, 'attendance mark')} (${count(impact.presentDays, 'present day')})`);
  if (impact.totalScore > 0) lines.push(`Their score of ${count(impact.totalScore, 'point')} leaves the leaderboard`);
  const team = impact.team;
  if (team) {
    if (team.disbanded) lines.push(`Team ${team.name} is disbanded: they are its last member`);
    else if (team.nextLeader) lines.push(`${team.nextLeader.name} becomes the leader of team ${team.name}`);
    else lines.push(`They leave team ${team.name}`);
  }
  // A vote is its team's: it stays, without its voter's name.
  if (impact.votes > 0) lines.push(`${count(impact.votes, 'vote')} they cast: kept by their team, shown as cast by a deleted user`);
  if (impact.mentees > 0) lines.push(`${count(impact.mentees, 'participant')} ${impact.mentees === 1 ? 'loses' : 'lose'} their mentor`);
  if (impact.judgeAssignments > 0) lines.push(`${count(impact.judgeAssignments, 'team')} assigned to them to judge`);
  if (impact.evaluations > 0) lines.push(`${count(impact.evaluations, 'evaluation')} they gave: the results change`);
  if (impact.files > 0) lines.push(`${count(impact.files, 'uploaded file')}`);
  return lines;
}
