import { JUDGE_MSG, JUDGING, type RoundScores } from '@hackcamp/contract';

export const ROUND_KEYS = ['round1', 'round2', 'round3'] as const satisfies readonly (keyof RoundScores)[];

/**
 * The overview's cell: a round is pending until a score exists. Words only: the spec's ✅ and ⏳
 * show as empty boxes without an emoji font, so the screens draw icons beside them instead.
 */
export const roundStatus = (score: number | null) => (score === null ? 'Pending' : 'Completed');

/** The evaluation list's cell: 'n/10' (one decimal when the criteria give one, '7.6/10') or 'Pending'. */
export const scoreText = (score: number | null) => (score === null ? 'Pending' : `${score}/${JUDGING.scoreMax}`);

/** The score field's text as the number the server takes, or the message saying what is wrong. */
export function parseJudgeScore(text: string): { score: number } | { error: string } {
  const trimmed = text.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return { error: JUDGE_MSG.scoreInvalid };
  const score = Number(trimmed);
  return score >= JUDGING.scoreMin && score <= JUDGING.scoreMax ? { score } : { error: JUDGE_MSG.scoreInvalid };
}
