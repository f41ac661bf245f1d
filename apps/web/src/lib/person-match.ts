/** Lower case without accents, so "jose" finds "José" and "ANA" finds "Ana". */
const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The staff screens' search: every word typed appears in the person's name or email (in any
 * order), so "priya sh" finds "Priya Sharma" and "sharma@" finds her by email.
 */
export function personMatcher(query: string): (person: { name: string; email?: string | null }) => boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return () => true;
  return (person) => {
    const haystack = fold(`${person.name} ${person.email ?? ''}`);
    return words.every((w) => haystack.includes(w));
  };
}
