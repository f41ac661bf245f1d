import { roundScoreOf, type EvaluationView, type JudgingCriterion } from '@hackcamp/contract';

/** What a judge has typed for one round and not saved yet. */
export type EvaluationDraft = { scores: Record<string, number>; feedback: string };

/** The saved evaluation as a draft: criteria scored under a rubric since changed are left out. */
export function draftFromSaved(evaluation: Pick<EvaluationView, 'criteria' | 'criteriaScores' | 'feedback'>): EvaluationDraft {
  const current = new Set(evaluation.criteria.map((c) => c._id));
  const scores: Record<string, number> = {};
  for (const c of evaluation.criteriaScores ?? []) if (current.has(c.criterionId)) scores[c.criterionId] = c.score;
  return { scores, feedback: evaluation.feedback ?? '' };
}

export function sameDraft(a: EvaluationDraft, b: EvaluationDraft): boolean {
  const keys = new Set([...Object.keys(a.scores), ...Object.keys(b.scores)]);
  return a.feedback.trim() === b.feedback.trim() && [...keys].every((k) => a.scores[k] === b.scores[k]);
}

/** The round score the server will store (same rule, same rounding), or null until every criterion has one. */
export function draftRoundScore(criteria: readonly JudgingCriterion[], draft: EvaluationDraft): number | null {
  if (criteria.length === 0 || criteria.some((c) => draft.scores[c._id] === undefined)) return null;
  return roundScoreOf(criteria.map((c) => ({ weight: c.weight, score: draft.scores[c._id]! })));
}

/** Shown with one decimal, as stored: 7.6, 7.0. */
export const formatRoundScore = (score: number) => score.toFixed(1);
