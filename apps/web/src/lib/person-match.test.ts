import { describe, expect, it } from 'vitest';
import { personMatcher } from './person-match.ts';

const people = [
  { name: 'Priya Sharma', email: 'priya@college.edu' },
  { name: 'José Álvarez', email: 'jose.a@uni.es' },
  { name: 'Arun Kumar', email: 'sharma.arun@mail.in' },
];
const find = (q: string) => people.filter(personMatcher(q)).map((p) => p.name);

describe('personMatcher', () => {
  it('matches every word in the name or the email, in any order, ignoring case and accents', () => {
    expect(find('priya sh')).toEqual(['Priya Sharma']);
    expect(find('SHARMA')).toEqual(['Priya Sharma', 'Arun Kumar']);
    expect(find('alvarez jose')).toEqual(['José Álvarez']);
    expect(find('uni.es')).toEqual(['José Álvarez']);
    expect(find('kumar priya')).toEqual([]);
  });

  it('lets everyone through for an empty or blank query', () => {
    expect(find('   ')).toHaveLength(3);
  });
});
