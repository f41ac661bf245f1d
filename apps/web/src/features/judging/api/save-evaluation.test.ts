import { describe, expect, it } from 'vitest';
import type { JudgeTeamRow } from '@hackcamp/contract';
import { withSavedScore } from './save-evaluation.ts';

const row = (teamId: string, rounds: JudgeTeamRow['rounds']): JudgeTeamRow => ({
  teamId,
  teamName: `Team ${teamId}`,
  teamNumber: 1,
  ...rounds,
  rounds,
  completedRounds: Object.values(rounds).filter((s) => s !== null).length,
  hasProject: false,
});

describe("the judge's overview after a save", () => {
  it('shows the saved round and counts it, leaving the other teams alone', () => {
    const rows = [row('a', { round1: 6, round2: null, round3: null }), row('b', { round1: null, round2: null, round3: null })];
    const saved = { team: { _id: 'a', name: 'Team a', teamNumber: 1 }, round: 2, score: 7.6, feedback: 'Better', updatedAt: '2026-11-27T05:00:00.000Z' };
    const next = withSavedScore(rows, saved);
    expect(next[0]).toMatchObject({ round2: 7.6, rounds: { round1: 6, round2: 7.6, round3: null }, completedRounds: 2 });
    expect(next[1]).toBe(rows[1]);
  });

  it('a score saved again replaces the earlier one without counting twice', () => {
    const rows = [row('a', { round1: 6, round2: null, round3: null })];
    const saved = { team: { _id: 'a', name: 'Team a', teamNumber: 1 }, round: 1, score: 9, feedback: '', updatedAt: null };
    expect(withSavedScore(rows, saved)[0]).toMatchObject({ rounds: { round1: 9 }, completedRounds: 1 });
  });
});
