import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ATTENDANCE_MSG, MENTOR_MSG, eventDays, type StaffAttendanceRecord } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { eventToday } from '../../../lib/event-zone.ts';
import { failure, mockApi, onePage } from '../../../test/api-mock.ts';
import { renderScreen } from '../../../test/render.tsx';
import type { AttendanceParticipant } from './attendance-grid.tsx';
import { AttendanceTab } from './attendance-tab.tsx';

const shift = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
// Today is the event's day 3, so day 4 on is still to come.
const today = eventToday();
const days = eventDays(shift(today, -2));
const people: AttendanceParticipant[] = [
  { _id: 'p-1', name: 'Asha Rao', email: 'asha@example.edu' },
  { _id: 'p-2', name: 'Ben Ode', email: 'ben@example.edu' },
  { _id: 'p-3', name: 'Chen Li', email: 'chen@example.edu' },
];

function record(person: AttendanceParticipant, day: number, status: StaffAttendanceRecord['status'], id = `r-${person._id}-${day}`): StaffAttendanceRecord {
  const { _id, name, email } = person;
  return { _id: id, userId: { _id, name, email }, date: days[day - 1]!.date, day, status, session: 'full-day', source: 'mentor', checkInWindowId: null };
}

/** GET /attendance answers these records, on one page. */
function list(records: StaffAttendanceRecord[]) {
  return mockApi(api.attendance.list, {
    attendance: records,
    pagination: onePage(records.length),
  });
}

const grid = () => within(screen.getByRole('grid', { name: 'Attendance' }));
/** The cell of `person` on event day `day`, as a screen reader names it. */
// By its label, not its role: the same name a screen reader reads, without Testing Library's
// accessibility-tree walk over 36 cells on every step (seconds per test in jsdom).
const cell = (person: number, day: number) => grid().getByLabelText(new RegExp(`^${people[person]!.name}, Day ${day},`)) as HTMLSelectElement;

async function openGrid(records: StaffAttendanceRecord[] = []) {
  list(records);
  const view = renderScreen(<AttendanceTab participants={people} days={days} />);
  await screen.findByRole('grid', { name: 'Attendance' });
  return view;
}

describe('Attendance grid', () => {
  it('says when the mentor has no participants', () => {
    list([]);
    renderScreen(<AttendanceTab participants={[]} days={days} />);
    expect(screen.getByText(MENTOR_MSG.noParticipantsTitle)).toBeInTheDocument();
    expect(screen.getByText(MENTOR_MSG.noParticipants)).toBeInTheDocument();
  });

  it('says when the records could not be loaded, and tries again', async () => {
    const calls = mockApi(api.attendance.list, (_, i) => (i === 0 ? failure(500, 'Something went wrong') : { attendance: [], pagination: onePage(0) }));
    const { user } = renderScreen(<AttendanceTab participants={people} days={days} />);
    expect(await screen.findByText('Failed to load attendance')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('grid', { name: 'Attendance' })).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });

  it("shows each day's record, today's column marked, later days not yet open", async () => {
    await openGrid([record(people[0]!, 1, 'present'), record(people[1]!, 2, 'late')]);
    expect(screen.getByRole('columnheader', { name: /Day 3/ })).toHaveAttribute('aria-current', 'date');
    expect(cell(0, 1)).toHaveValue('present');
    expect(cell(1, 2)).toHaveValue('late');
    expect(cell(2, 1)).toHaveValue('');
    expect(cell(0, 4)).toHaveAccessibleName(new RegExp(', not yet open$'));
    expect(cell(0, 4)).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText(ATTENDANCE_MSG.gridKeys)).toBeInTheDocument();
  });

  it("is one tab stop, on today's cell of the first row; arrows, Home and End move without saving", async () => {
    const marks = mockApi(api.attendance.markForUser, { attendance: record(people[0]!, 3, 'present') });
    const { user } = await openGrid();
    const stops = grid()
      .getAllByRole('combobox')
      .filter((c) => c.tabIndex === 0);
    expect(stops).toEqual([cell(0, 3)]);

    await user.click(cell(0, 3));
    await user.keyboard('{ArrowRight}');
    expect(cell(0, 4)).toHaveFocus();
    await user.keyboard('{Enter}'); // a day to come: nothing is saved
    await user.keyboard('{ArrowDown}');
    expect(cell(1, 4)).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(cell(1, 2)).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}'); // the first row is the top
    expect(cell(0, 2)).toHaveFocus();
    await user.keyboard('{End}');
    expect(cell(0, 12)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(cell(0, 1)).toHaveFocus();
    expect(cell(0, 1)).toHaveAttribute('tabindex', '0');
    expect(cell(0, 3)).toHaveAttribute('tabindex', '-1');
    expect(marks).toHaveLength(0);
    expect(
      grid()
        .getAllByRole('combobox')
        .every((c) => (c as HTMLSelectElement).value === ''),
    ).toBe(true);
  });

  it('Enter marks Present, again Absent; Space marks too; Tab goes down the column (POST /attendance/mark-for-user)', async () => {
    const marks = mockApi(api.attendance.markForUser, ({ body }) => {
      const person = people.find((p) => p._id === body.userId)!;
      return { attendance: record(person, 3, body.status) };
    });
    const { user } = await openGrid();
    await user.click(cell(0, 3));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(cell(0, 3)).toHaveValue('present'));
    await waitFor(() => expect(marks).toHaveLength(1));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(cell(0, 3)).toHaveValue('absent'));
    await user.keyboard('{Tab}');
    expect(cell(1, 3)).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() => expect(cell(1, 3)).toHaveValue('present'));
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(cell(0, 3)).toHaveFocus();
    await waitFor(() => expect(marks).toHaveLength(3));
    expect(marks.map((r) => r.body)).toEqual([
      { userId: 'p-1', date: today, status: 'present' },
      { userId: 'p-1', date: today, status: 'absent' },
      { userId: 'p-2', date: today, status: 'present' },
    ]);
  });

  it('shows a mark at once; a failed save shows its error and puts the cell back', async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mockApi(api.attendance.markForUser, async () => {
      await answered;
      return failure(403, ATTENDANCE_MSG.notYourParticipant);
    });
    const { user } = await openGrid([record(people[0]!, 3, 'absent')]);
    await user.click(cell(0, 3));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(cell(0, 3)).toHaveValue('present'));
    answer();
    expect(await screen.findByText(ATTENDANCE_MSG.notYourParticipant)).toBeInTheDocument();
    expect(cell(0, 3)).toHaveValue('absent');
  });

  it('Delete removes the focused mark (DELETE /attendance/:id), and a failure brings it back', async () => {
    const removed = mockApi(api.attendance.remove, (_, i) => (i === 0 ? {} : failure(404, ATTENDANCE_MSG.notFoundRecord)));
    const { user } = await openGrid([record(people[0]!, 3, 'present', 'rec-9'), record(people[1]!, 3, 'absent', 'rec-10')]);
    await user.click(cell(0, 3));
    await user.keyboard('{Delete}');
    await waitFor(() => expect(cell(0, 3)).toHaveValue(''));
    expect(removed.map((r) => r.params)).toEqual([{ id: 'rec-9' }]);

    await user.keyboard('{ArrowDown}{Backspace}');
    expect(await screen.findByText(ATTENDANCE_MSG.notFoundRecord)).toBeInTheDocument();
    await waitFor(() => expect(cell(1, 3)).toHaveValue('absent'));
    expect(removed.map((r) => r.params)).toEqual([{ id: 'rec-9' }, { id: 'rec-10' }]);
    // Nothing to remove in an empty cell: no request.
    await user.keyboard('{ArrowUp}{Delete}');
    expect(removed).toHaveLength(2);
  });

  it('choosing in the list saves too', async () => {
    const marks = mockApi(api.attendance.markForUser, { attendance: record(people[2]!, 2, 'absent') });
    const { user } = await openGrid();
    await user.selectOptions(cell(2, 2), 'Absent');
    await waitFor(() => expect(marks).toHaveLength(1));
    expect(marks[0]!.body).toEqual({ userId: 'p-3', date: days[1]!.date, status: 'absent' });
    expect(within(cell(0, 4)).getByRole('option', { name: 'Present' })).toBeDisabled();
  });
});
