import { describe, expect, it } from 'vitest';
import type { UserDeletionImpact } from '@hackcamp/contract';
import { deletionImpactLines } from './deletion-impact.ts';

const none: UserDeletionImpact = {
  totalScore: 0,
  submissions: 0,
  gradedSubmissions: 0,
  gradedPoints: 0,
  attendanceMarks: 0,
  presentDays: 0,
  votes: 0,
  judgeAssignments: 0,
  evaluations: 0,
  mentees: 0,
  files: 0,
  team: null,
};

describe('deletionImpactLines', () => {
  it('names every kind of record that goes, and nothing for someone with none', () => {
    expect(deletionImpactLines(none)).toEqual([]);
    expect(
      deletionImpactLines({
        ...none,
        totalScore: 95,
        submissions: 3,
        gradedSubmissions: 2,
        gradedPoints: 75,
        attendanceMarks: 3,
        presentDays: 2,
        votes: 1,
        files: 1,
        team: { _id: 't', name: 'Byte Me', role: 'leader', disbanded: false, nextLeader: { _id: 'u', name: 'Ravi' } },
      }),
    ).toEqual([
      '3 submissions (2 graded, 75 points)',
      '3 attendance marks (2 present days)',
      'Their score of 95 points leaves the leaderboard',
      'Ravi becomes the leader of team Byte Me',
      '1 vote they cast: kept by their team, shown as cast by a deleted user',
      '1 uploaded file',
    ]);
  });

  it("says what happens to staff's people and to a last member's team", () => {
    expect(deletionImpactLines({ ...none, mentees: 2 })).toEqual(['2 participants lose their mentor']);
    expect(deletionImpactLines({ ...none, mentees: 1 })).toEqual(['1 participant loses their mentor']);
    expect(deletionImpactLines({ ...none, judgeAssignments: 2, evaluations: 1 })).toEqual([
      '2 teams assigned to them to judge',
      '1 evaluation they gave: the results change',
    ]);
    expect(deletionImpactLines({ ...none, team: { _id: 't', name: 'Solo', role: 'leader', disbanded: true, nextLeader: null } })).toEqual([
      'Team Solo is disbanded: they are its last member',
    ]);
    expect(deletionImpactLines({ ...none, team: { _id: 't', name: 'Crew', role: 'member', disbanded: false, nextLeader: null } })).toEqual([
      'They leave team Crew',
    ]);
  });
});
