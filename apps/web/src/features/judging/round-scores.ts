import { JUDGE_MSG, JUDGING, type JudgeTeamRow, type JudgingRound, type Round, type RoundScores } from '@hackcamp/contract';

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

/** A round takes scores unless the organisers closed it (a round not listed yet is open, as on the server). */
export const roundIsOpen = (rounds: readonly JudgingRound[] | undefined, round: number) => rounds?.find((r) => r.round === round)?.open !== false;

export type RoundTabState = 'Scored' | 'To score' | 'Closed';

/** What a round's tab says: closed by the organisers first (nothing to do there), else whether this judge scored it. */
export const roundTabState = (score: number | null, open: boolean): RoundTabState => (!open ? 'Closed' : score !== null ? 'Scored' : 'To score');

/**
 * The round Evaluate opens on: the first this judge still has to score and can (open), else the
 * first unscored one (closed: the screen says so), else the last, showing it is scored. Never
 * round 1 just because it comes first: a saved round 1 is not where the work is.
 */
export function landingRound(scores: RoundScores, rounds: readonly JudgingRound[] | undefined): Round {
  const unscored = JUDGING.rounds.filter((r) => scores[ROUND_KEYS[r - 1]!] === null);
  return unscored.find((r) => roundIsOpen(rounds, r)) ?? unscored[0] ?? JUDGING.rounds[JUDGING.rounds.length - 1]!;
}

/** Per round, how many of the judge's teams it still lacks a score for, and whether it is open. */
export function teamsLeft(teams: readonly JudgeTeamRow[], rounds: readonly JudgingRound[] | undefined) {
  return JUDGING.rounds.map((round) => ({
    round,
    open: roundIsOpen(rounds, round),
    left: teams.filter((t) => t.rounds[ROUND_KEYS[round - 1]!] === null).length,
  }));
}
