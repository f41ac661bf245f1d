import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ATTENDANCE_MSG, CHECK_IN_MSG, type CheckInStatus } from '@hackcamp/contract';
import { api } from '../../../lib/api-routes.ts';
import { eventToday } from '../../../lib/event-zone.ts';
import { failure, mockApi } from '../../../test/api-mock.ts';
import { renderScreen } from '../../../test/render.tsx';
import { CheckInCard } from './check-in-card.tsx';

// 16:00 in the event's zone (Asia/Kolkata, the default settings').
const WINDOW = { id: 'w-1', closesAt: '2026-03-02T10:30:00.000Z' };
/** Settings with today as the event's first day, and self check-in as given. */
const eventToday1 = (selfCheckInEnabled: boolean) => ({ settings: { startDate: eventToday(), selfCheckInEnabled } });

/** GET /check-in/status answers `first`, and `then` from the second call on (after a check-in). */
function status(first: CheckInStatus, then: CheckInStatus = first) {
  return mockApi(api.checkIn.status, (_, i) => (i === 0 ? first : then));
}

describe('CheckInCard', () => {
  it('shows nothing without an open window and without self check-in', async () => {
    const calls = status({ window: null, checkedIn: false });
    renderScreen(<CheckInCard />, eventToday1(false));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();
  });

  it('says so once checked in while a window is open', async () => {
    status({ window: WINDOW, checkedIn: true });
    renderScreen(<CheckInCard />, eventToday1(false));
    expect(await screen.findByRole('status')).toHaveTextContent(ATTENDANCE_MSG.checkedIn);
    expect(screen.queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();
  });

  it('with a window open, says until when and checks in with the typed code (POST /check-in)', async () => {
    status({ window: WINDOW, checkedIn: false }, { window: WINDOW, checkedIn: true });
    const sent = mockApi(api.checkIn.checkIn, { date: '2026-03-02', checkedIn: true });
    const { user } = renderScreen(<CheckInCard />, eventToday1(false));
    const heading = await screen.findByRole('heading', { name: 'Check-in is open' });
    expect(heading.parentElement).toHaveTextContent('Scan the code on your mentor’s screen before 16:00 IST to be marked present today.');

    await user.click(screen.getByRole('button', { name: 'Check in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check in' });
    // jsdom has no camera: the typed code is the way in, as on a browser without one.
    const code = await within(dialog).findByLabelText('Or type the code on the screen');
    await user.click(within(dialog).getByRole('button', { name: 'Check in' }));
    expect(within(dialog).getByText(CHECK_IN_MSG.codeRequired)).toBeInTheDocument();
    await user.type(code, 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Check in' }));
    expect(within(dialog).getByText(CHECK_IN_MSG.codeInvalid)).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.clear(code);
    await user.type(code, '7kq4mz');
    await user.click(within(dialog).getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText(CHECK_IN_MSG.checkedIn)).toBeInTheDocument();
    expect(sent.map((r) => r.body)).toEqual([{ code: '7KQ4MZ' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText(ATTENDANCE_MSG.checkedIn)).toBeInTheDocument();
  });

  it("shows the server's refusal of a code in the dialog", async () => {
    status({ window: WINDOW, checkedIn: false });
    mockApi(api.checkIn.checkIn, failure(400, CHECK_IN_MSG.codeWrong));
    const { user } = renderScreen(<CheckInCard />, eventToday1(false));
    await user.click(await screen.findByRole('button', { name: 'Check in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Check in' });
    await user.type(await within(dialog).findByLabelText('Or type the code on the screen'), '7KQ4MZ');
    await user.click(within(dialog).getByRole('button', { name: 'Check in' }));
    const alert = await within(dialog).findByText(CHECK_IN_MSG.codeWrong);
    expect(alert).toBeInTheDocument();
    expect(within(dialog).getByText('Not checked in')).toBeInTheDocument();
  });

  it('offers self check-in on an event day when the organiser allows it, and checks in with one button (POST /attendance)', async () => {
    status({ window: null, checkedIn: false }, { window: null, checkedIn: true });
    const sent = mockApi(api.attendance.checkIn, {
      attendance: { _id: 'a-1', date: eventToday(), day: 1, status: 'present', session: 'full-day', source: 'self' },
    });
    const { user } = renderScreen(<CheckInCard />, eventToday1(true));
    expect(await screen.findByRole('heading', { name: 'Self check-in is open' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ATTENDANCE_MSG.checkedIn);
    expect(sent).toEqual([{ params: {}, query: {}, body: undefined }]);
  });

  it('keeps the self check-in button when the server refuses, with its reason', async () => {
    status({ window: null, checkedIn: false });
    mockApi(api.attendance.checkIn, failure(403, ATTENDANCE_MSG.selfCheckInClosed));
    const { user } = renderScreen(<CheckInCard />, eventToday1(true));
    await user.click(await screen.findByRole('button', { name: 'Check in' }));
    expect(await screen.findByText(ATTENDANCE_MSG.selfCheckInClosed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check in' })).toBeEnabled();
  });

  it('offers no self check-in outside the event days', async () => {
    const calls = status({ window: null, checkedIn: false });
    renderScreen(<CheckInCard />, { settings: { startDate: '2020-01-06', selfCheckInEnabled: true } });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();
  });
});
