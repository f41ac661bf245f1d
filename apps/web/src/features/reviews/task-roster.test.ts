import { describe, expect, it } from 'vitest';
import type { Submission } from '@hackcamp/contract';
import { filterCounts, linkLabel, rosterRows, sortRows, visibleRows, type RosterPerson } from './task-roster.ts';

const person = (id: string, name: string): RosterPerson => ({ _id: id, name, email: `${name.split(' ')[0]!.toLowerCase()}@camp.test` });

function work(who: RosterPerson, over: Partial<Submission> = {}): Submission {
  return {
    _id: `s-${who._id}`,
    userId: { _id: who._id, name: who.name, email: who.email },
    taskId: { _id: 't1', title: 'Quiz', day: 'day2', maxScore: 10 },
    submissionType: 'text',
    status: 'submitted',
    content: { text: 'done', link: '', linkTitle: '', fileUrl: null, fileName: null },
    score: null,
    feedback: null,
    submittedAt: '2025-08-05T10:00:00Z',
    isLate: false,
    ...over,
  } as Submission;
}

const ana = person('1', 'Ana Núñez');
const bo = person('2', 'Bo Chen');
const cy = person('3', 'Cy Dale');
const di = person('4', 'Di Evans');
const people = [di, cy, bo, ana];
const subs = [
  work(bo, { status: 'graded', score: 6, submittedAt: '2025-08-05T09:00:00Z' }),
  work(cy, { isLate: true, submittedAt: '2025-08-05T11:00:00Z' }),
  work(ana, { status: 'graded', score: 9, isLate: true, submittedAt: '2025-08-05T08:00:00Z' }),
];

describe('rosterRows', () => {
  it('adds a row without submission for each participant who has not handed the task in', () => {
    const rows = rosterRows(subs, people);
    expect(rows).toHaveLength(4);
    expect(rows.filter((r) => r.submission === null).map((r) => r.person.name)).toEqual(['Di Evans']);
  });

  it("keeps work whose author is not in the mentor's list", () => {
    expect(rosterRows(subs, [di]).map((r) => r.person.name)).toEqual(['Bo Chen', 'Cy Dale', 'Ana Núñez', 'Di Evans']);
  });
});

describe('filters, search and sort', () => {
  const rows = rosterRows(subs, people);
  const names = (q: string, f: Parameters<typeof visibleRows>[2], s: Parameters<typeof visibleRows>[3] = 'name', keep?: Set<string>) =>
    visibleRows(rows, q, f, s, keep).map((r) => r.person.name);

  it('counts and keeps what each filter names', () => {
    expect(filterCounts(rows)).toEqual({ all: 4, pending: 1, graded: 2, late: 2, missing: 1 });
    expect(names('', 'pending')).toEqual(['Cy Dale']);
    expect(names('', 'graded')).toEqual(['Ana Núñez', 'Bo Chen']);
    expect(names('', 'late')).toEqual(['Ana Núñez', 'Cy Dale']);
    expect(names('', 'missing')).toEqual(['Di Evans']);
  });

  it('searches name or email, every word, ignoring case and accents, within the filter', () => {
    expect(names('nunez', 'all')).toEqual(['Ana Núñez']);
    expect(names('bo@', 'all')).toEqual(['Bo Chen']);
    expect(names('di', 'pending')).toEqual([]);
  });

  it('keeps a row graded while the view is open in its filter', () => {
    expect(names('', 'pending', 'name', new Set(['s-2']))).toEqual(['Bo Chen', 'Cy Dale']);
  });

  it('sorts by name, by latest submitted, by highest score; no submission last', () => {
    expect(sortRows(rows, 'name').map((r) => r.person.name)).toEqual(['Ana Núñez', 'Bo Chen', 'Cy Dale', 'Di Evans']);
    expect(sortRows(rows, 'submitted').map((r) => r.person.name)).toEqual(['Cy Dale', 'Bo Chen', 'Ana Núñez', 'Di Evans']);
    expect(sortRows(rows, 'score').map((r) => r.person.name)).toEqual(['Ana Núñez', 'Bo Chen', 'Cy Dale', 'Di Evans']);
  });
});

describe('linkLabel', () => {
  it('does not repeat the text as the link title', () => {
    expect(linkLabel({ text: 'Repo here', link: 'https://x.test/r', linkTitle: 'Repo here' })).toBe('https://x.test/r');
    expect(linkLabel({ text: 'Notes', link: 'https://x.test/r', linkTitle: 'Library on GitHub' })).toBe('Library on GitHub');
    expect(linkLabel({ text: 'Notes', link: 'https://x.test/r', linkTitle: '' })).toBe('https://x.test/r');
  });
});
