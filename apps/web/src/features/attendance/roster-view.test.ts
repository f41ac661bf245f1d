import { describe, expect, it } from 'vitest';
import { EMPTY_ROSTER_QUERY, isNarrowed, rosterView, type RosterPerson, type RosterRecord } from './roster-view.ts';

const TODAY = '2025-08-11';
const YESTERDAY = '2025-08-10';

const people: RosterPerson[] = [
  { _id: 'c', name: 'Chitra Iyer', email: 'chitra@camp.test', totalScore: 40 },
  { _id: 'a', name: 'Ánil Kumar', email: 'anil@camp.test', totalScore: 90 },
  { _id: 'b', name: 'bhavna Rao', email: 'b.rao@camp.test', totalScore: 10 },
  { _id: 'd', name: 'Dev Shah', email: 'dev@camp.test' },
];

const rec = (id: string, date: string, status: string): RosterRecord => ({ userId: { _id: id }, date, status });
const records = [
  rec('a', TODAY, 'absent'),
  rec('b', TODAY, 'present'),
  rec('b', YESTERDAY, 'present'),
  rec('c', YESTERDAY, 'present'),
  rec('d', TODAY, 'late'),
];

const ids = (list: RosterPerson[]) => list.map((p) => p._id);
const view = (over: Partial<typeof EMPTY_ROSTER_QUERY>, date = TODAY) => ids(rosterView(people, records, date, { ...EMPTY_ROSTER_QUERY, ...over }));

describe('rosterView', () => {
  it('lists everyone by name, ignoring case and accents', () => {
    expect(view({})).toEqual(['a', 'b', 'c', 'd']);
  });

  it('searches name or email as typed', () => {
    expect(view({ search: 'anil' })).toEqual(['a']);
    expect(view({ search: 'b.rao@' })).toEqual(['b']);
    expect(view({ search: 'iyer chi' })).toEqual(['c']);
    expect(view({ search: 'nobody' })).toEqual([]);
  });

  it('filters those absent on the day, and those with no record that day', () => {
    expect(view({ filter: 'absent' })).toEqual(['a']);
    // A late record is a record: only Chitra has nothing today.
    expect(view({ filter: 'unmarked' })).toEqual(['c']);
    expect(view({ filter: 'unmarked' }, YESTERDAY)).toEqual(['a', 'd']);
  });

  it('combines the search with a filter', () => {
    expect(view({ filter: 'unmarked', search: 'dev' })).toEqual([]);
    expect(view({ filter: 'absent', search: 'kumar' })).toEqual(['a']);
  });

  it('sorts by days present, then by score, highest first and by name among equals', () => {
    expect(view({ sort: 'attendance' })).toEqual(['b', 'c', 'a', 'd']);
    expect(view({ sort: 'score' })).toEqual(['a', 'c', 'b', 'd']);
  });

  it('says when the list is narrowed', () => {
    expect(isNarrowed(EMPTY_ROSTER_QUERY)).toBe(false);
    expect(isNarrowed({ ...EMPTY_ROSTER_QUERY, sort: 'score' })).toBe(false);
    expect(isNarrowed({ ...EMPTY_ROSTER_QUERY, search: ' x ' })).toBe(true);
    expect(isNarrowed({ ...EMPTY_ROSTER_QUERY, filter: 'absent' })).toBe(true);
  });
});
