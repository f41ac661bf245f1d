import { ratingBand, type RatingBand } from '@hackcamp/contract';

const TONES: Record<RatingBand, string> = {
  green: 'bg-emerald-50 text-emerald-700 ring-emerald-600/25 dark:bg-emerald-500/15 dark:text-emerald-300 dark:ring-emerald-400/30',
  blue: 'bg-blue-50 text-blue-700 ring-blue-600/25 dark:bg-blue-500/15 dark:text-blue-300 dark:ring-blue-400/30',
  yellow: 'bg-yellow-50 text-yellow-800 ring-yellow-600/30 dark:bg-yellow-500/15 dark:text-yellow-200 dark:ring-yellow-400/30',
  orange: 'bg-orange-50 text-orange-700 ring-orange-600/25 dark:bg-orange-500/15 dark:text-orange-300 dark:ring-orange-400/30',
  red: 'bg-red-50 text-red-700 ring-red-600/25 dark:bg-red-500/15 dark:text-red-300 dark:ring-red-400/30',
};

/** Badge classes for an average rating in the spec's bands (>=4.5 green ... below 1.5 red). */
export function ratingTone(average: number): string {
  return TONES[ratingBand(average)];
}
