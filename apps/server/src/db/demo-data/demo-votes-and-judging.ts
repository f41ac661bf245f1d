import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { judgeAssignments, judgeEvaluations, teamMembers, teams, users, votes } from '../schema/index.ts';
import type { DemoCalendar } from './demo-calendar.ts';

const COMMENTS: Record<number, string[]> = {
  5: ['Outstanding demo: it solved a real problem end to end.', 'Polished, fast and clearly explained. Loved it.'],
  4: ['Strong idea and a working prototype; a little rough around the edges.', 'Good teamwork, the pitch was convincing.'],
  3: ['Decent start, but the core feature was only half done.', 'Nice concept; the demo needs more polish.'],
  2: ['The idea is interesting but the demo did not run.', 'Hard to follow what problem it solves.'],
  1: ['Nothing worked during the demo yet.'],
};

const FEEDBACK = [
  'Clear problem statement; the prototype covers the main flow.',
  'Good progress since the last round; tests and error handling are still thin.',
  'Impressive polish. Think about how this would scale beyond one college.',
  'The architecture is sound, but the UI hides the best feature.',
];

/** How good each demo team "really" is (1-10), so votes and scores tell one consistent story. */
const QUALITY = [9, 7, 6, 4, 8, 7, 5, 3, 9, 6, 8, 7, 5, 6, 4, 3];

/** Teams that nobody votes for, so the Votes tab shows teams without votes. */
const UNVOTED = new Set([7, 15]);
/** Leaders who have not voted at all (most leaders have). */
const SILENT_LEADERS = new Set([13, 14]);

/**
 * Peer votes and judging for the demo event. Voting itself stays closed (the spec's default);
 * the votes are what leaders cast while it was open. participant1 (leader of Code Crafters) has
 * rated half the teams, so opening voting shows a leader part-way through.
 *
 * Judges: each team has two of the four judges. Dr. Lakshmi Narayan is deliberately harsh (3-6
 * where the others give 5-10): her teams sit low on the raw mean but keep their place in the
 * normalised column. Rounds are partly done: round 1 everywhere, round 2 by three judges, round 3
 * by two; Mohammed Irfan has only started.
 *
 * Votes and scores belong to the hackathon (days 11-12), which has not come on the demo's day 6,
 * and a date in the future would read as a bug. They are dated as a preview in the hour since the
 * projects came in (`calendar.anHourAgo`): each vote and score after the project it rates, none
 * after the demo's now.
 */
export async function seedVotesAndJudging(tx: Db, calendar: DemoCalendar) {
  const sinceProjects = (minutes: number, seconds = 0) => new Date(calendar.anHourAgo.getTime() + minutes * 60_000 + seconds * 1000);
  const teamRows = await tx
    .select({
      id: teams.id,
      leaderId: teams.leaderId,
      members: sql<number>`(select count(*)::int from ${teamMembers} where ${teamMembers.teamId} = ${teams.id})`,
    })
    .from(teams)
    .orderBy(asc(teams.teamNumber));
  const judges = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'judge')).orderBy(asc(users.email));
  if (teamRows.length === 0 || judges.length < 4) return;
  const quality = (i: number) => QUALITY[i % QUALITY.length]!;

  const voteRows: (typeof votes.$inferInsert)[] = [];
  teamRows.forEach((voter, v) => {
    // Teams of one may not vote (issue 29): Soil Sense and Query Queens have cast nothing.
    if (!voter.leaderId || SILENT_LEADERS.has(v) || voter.members < 2) return;
    teamRows.forEach((team, i) => {
      if (i === v || UNVOTED.has(i)) return;
      // participant1 (team 0) is half-way; the others have rated every team they meant to.
      if (v === 0 && i % 2 === 1) return;
      const rating = Math.min(5, Math.max(1, Math.round(quality(i) / 2 + (((v + i) % 3) - 1) * 0.6)));
      const comments = COMMENTS[rating]!;
      voteRows.push({
        voterId: voter.leaderId!,
        voterTeamId: voter.id,
        teamId: team.id,
        rating,
        comment: comments[(v + i) % comments.length]!,
        // Leaders one after another, 2 minutes apart: the last within 35 minutes.
        createdAt: sinceProjects(3 + v * 2, i),
        updatedAt: sinceProjects(3 + v * 2, i),
      });
    });
  });
  if (voteRows.length) await tx.insert(votes).values(voteRows);

  const [harsh, steady, generous, late] = judges as [{ id: string }, { id: string }, { id: string }, { id: string }];
  const panel = [harsh, steady, generous, late];
  // Judge (i % 4) and judge ((i + 1) % 4) for team i: every judge has 8 teams, every team two judges.
  const assignments = teamRows.flatMap((team, i) => [panel[i % 4]!, panel[(i + 1) % 4]!].map((judge) => ({ judgeId: judge.id, teamId: team.id })));
  await tx.insert(judgeAssignments).values(assignments);

  const roundsDone = new Map([
    [harsh.id, 3],
    [steady.id, 2],
    [generous.id, 3],
    [late.id, 1],
  ]);
  const evaluationRows: (typeof judgeEvaluations.$inferInsert)[] = [];
  assignments.forEach(({ judgeId, teamId }, k) => {
    const i = teamRows.findIndex((t) => t.id === teamId);
    // The late judge has only scored half of their teams, and only round 1.
    if (judgeId === late.id && k % 4 === 1) return;
    for (let round = 1; round <= roundsDone.get(judgeId)!; round++) {
      // Teams improve a little over the rounds, unevenly.
      const q = quality(i) + (round - 1) * 0.4 + (((i * 7 + round * 3) % 3) - 1) * 0.8;
      const score = judgeId === harsh.id ? Math.round(q * 0.45 + 1.5) : judgeId === generous.id ? Math.round(q * 0.5 + 5) : Math.round(q * 0.6 + 3.5);
      evaluationRows.push({
        judgeId,
        teamId,
        round,
        score: Math.min(10, Math.max(1, score)),
        feedback: FEEDBACK[(i + round) % FEEDBACK.length]!,
        // Round after round, a team a minute: the last within 53 minutes.
        createdAt: sinceProjects(5 + (round - 1) * 16 + i),
        updatedAt: sinceProjects(5 + (round - 1) * 16 + i),
      });
    }
  });
  if (evaluationRows.length) await tx.insert(judgeEvaluations).values(evaluationRows);
}
