import type { StaffAttendanceRecord } from '@hackcamp/contract';
import { describe, expect, it } from 'vitest';
import { createCaches, TAG } from '../src/cache/caches.ts';
import { fakeFeed } from './helpers/fake-feed.ts';
import type { Db } from '../src/db/client.ts';
import { createGridBoards, type GridQuery } from '../src/modules/attendance/grid-boards.ts';

// A patched day keeps the pages that do not show it as the same objects, so their written answers
// (memo-answer.ts) are sent again instead of written and compressed again. Every page, kept or
// not, must still be what a fresh read gives: attendance-grid-board.test.ts holds that against the
// database after random changes; here the grid's own records are changed by hand.
const MENTOR = '00000000-0000-4000-8000-000000000001';
const DATES = ['2026-12-01', '2026-12-02', '2026-12-03'];

const record = (date: string, person: number, status = 'present'): StaffAttendanceRecord =>
  ({ _id: `${date}-${person}`, date, status, userId: { _id: `person-${String(person).padStart(2, '0')}` } }) as unknown as StaffAttendanceRecord;

function setUp() {
  const feed = fakeFeed();
  // Four people a day, already in the grid's order (date, then name).
  let records = DATES.flatMap((date) => [1, 2, 3, 4].map((n) => record(date, n)));
  const reads: (readonly string[] | undefined)[] = [];
  const grid = createGridBoards({
    db: undefined as unknown as Db,
    caches: createCaches(feed),
    read: async (_db, _mentor, dates) => {
      reads.push(dates);
      return dates ? records.filter((r) => dates.includes(r.date)) : records;
    },
  });
  /** The records change, and the database names the day they changed on. */
  const change = async (date: string, next: StaffAttendanceRecord[]) => {
    records = next;
    feed.name('hc_people', `${TAG.attendanceDayPrefix}${MENTOR}:${date}`);
    // The patch is applied before the next read answers (it waits for what it heard).
  };
  const page = (query: Partial<GridQuery>) => grid.page(MENTOR, { page: 1, limit: 4, ...query });
  return {
    grid,
    page,
    change,
    reads,
    get records() {
      return records;
    },
  };
}

const ids = (p: { attendance: StaffAttendanceRecord[] }) => p.attendance.map((r) => r._id);

describe("a mentor's grid pages across a patched day", () => {
  it('keeps the pages that do not show the day, and answers the others anew', async () => {
    const g = setUp();
    const before = await Promise.all([1, 2, 3].map((n) => g.page({ page: n })));
    const ofDay = await Promise.all(DATES.map((date) => g.page({ date })));
    const ofPerson = await g.page({ userId: 'person-01' });
    expect(before.map(ids)).toEqual(DATES.map((d) => [1, 2, 3, 4].map((n) => `${d}-${n}`)));

    // Someone's status on the second day: as many records that day as before.
    await g.change(
      DATES[1]!,
      g.records.map((r) => (r._id === `${DATES[1]}-3` ? record(DATES[1]!, 3, 'absent') : r)),
    );
    const after = await Promise.all([1, 2, 3].map((n) => g.page({ page: n })));
    expect(after[0]).toBe(before[0]);
    expect(after[2]).toBe(before[2]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[1]!.attendance.find((r) => r._id === `${DATES[1]}-3`)!.status).toBe('absent');
    expect(await g.page({ date: DATES[0] })).toBe(ofDay[0]);
    expect(await g.page({ date: DATES[2] })).toBe(ofDay[2]);
    expect(await g.page({ date: DATES[1] })).not.toBe(ofDay[1]);
    expect(await g.page({ userId: 'person-01' })).not.toBe(ofPerson);
    // One day read again, not the whole grid.
    expect(g.reads.at(-1)).toEqual([DATES[1]]);
  });

  it('answers anew every page of all days once a day holds more or fewer records, as the rest moved', async () => {
    const g = setUp();
    const before = await Promise.all([1, 2, 3, 4].map((n) => g.page({ page: n })));
    const firstDay = await g.page({ date: DATES[0] });
    // A fifth person on the first day: every later record moves one place on.
    await g.change(DATES[0]!, [...g.records.slice(0, 4), record(DATES[0]!, 5), ...g.records.slice(4)]);
    const after = await Promise.all([1, 2, 3, 4].map((n) => g.page({ page: n })));
    for (let n = 0; n < 4; n++) expect(after[n]).not.toBe(before[n]);
    expect(after.flatMap(ids)).toEqual(g.records.map((r) => r._id));
    expect(after[3]!.pagination.total).toBe(13);
    expect(await g.page({ date: DATES[0] })).not.toBe(firstDay);
    // A day that lost its last record: the pages of all days move back.
    const full = await Promise.all([1, 2, 3, 4].map((n) => g.page({ page: n })));
    await g.change(
      DATES[2]!,
      g.records.filter((r) => r.date !== DATES[2]),
    );
    const emptied = await Promise.all([1, 2, 3, 4].map((n) => g.page({ page: n })));
    expect(emptied.flatMap(ids)).toEqual(g.records.map((r) => r._id));
    // Page 1 shows the same records, but of fewer in all.
    expect(emptied[0]).not.toBe(full[0]);
    expect(emptied[0]!.pagination.total).toBe(9);
  });
});
