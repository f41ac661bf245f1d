import type { MentorWithParticipants } from '@hackcamp/contract';

/** Mean experience of the mentors who gave one, rounded to whole years (docs/product.md); 0 with none. */
export function averageExperience(mentors: Pick<MentorWithParticipants, 'experience'>[]): number {
  const known = mentors.map((m) => m.experience).filter((e): e is number => e !== null);
  return known.length === 0 ? 0 : Math.round(known.reduce((a, b) => a + b, 0) / known.length);
}
