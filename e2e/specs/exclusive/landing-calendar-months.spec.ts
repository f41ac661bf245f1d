import { EVENT } from '@hackcamp/contract';
import { expect, test } from '../../fixtures.ts';

test('the landing calendar shows all 12 days when the event crosses a month', async ({ page, api }) => {
  // The demo's kind of dates: 21 Nov - 2 Dec, D11 and D12 in December.
  await api.asAdmin('PUT', '/api/config/config', { startDate: '2025-11-21', confirmDateChange: true });
  try {
    await page.goto('/');
    const calendar = page.locator('#about figure');
    await expect(calendar.getByText('November 2025 – December 2025')).toBeVisible();
    await expect(calendar.locator('[data-event-day]')).toHaveCount(12);
    await expect(calendar.locator('[data-event-day="1"]')).toHaveAttribute('aria-label', '21 November 2025: D1, Bootcamp');
    await expect(calendar.locator('[data-event-day="11"]')).toHaveAttribute('aria-label', '1 December 2025: D11, Hackathon');
    await expect(calendar.locator('[data-event-day="12"]')).toHaveAttribute('aria-label', '2 December 2025: D12, Hackathon');
    await expect(calendar.getByRole('list', { name: 'Event calendar, December 2025' })).toBeVisible();
  } finally {
    await api.asAdmin('PUT', '/api/config/config', { startDate: EVENT.startDate, confirmDateChange: true });
  }
});
