// Judging's numbers: no zod here, so the landing page can state them without the schema library.

/** Judges score their assigned teams over the rounds (staff spec sections 2, 5, 6, 8, 9). */
export const JUDGING = {
  rounds: [1, 2, 3] as const,
  scoreMin: 1,
  scoreMax: 10,
  feedbackMax: 2000,
  resultsPageSize: 25,
  criteriaMin: 1,
  criteriaMax: 6,
  criterionNameMax: 40,
  criterionDescriptionMax: 200,
  weightMin: 1,
  weightMax: 100,
} as const;
export type Round = (typeof JUDGING.rounds)[number];
