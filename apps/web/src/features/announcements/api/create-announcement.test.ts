import { describe, expect, it } from 'vitest';
import type { ManagedAnnouncement } from '@hackcamp/contract';
import { withNewAnnouncement } from './create-announcement.ts';
import { MANAGED_PAGE_SIZE, type ManagedAnnouncements } from './get-managed-announcements.ts';

const announcement = (id: string): ManagedAnnouncement => ({
  _id: id,
  title: `News ${id}`,
  content: 'Lunch is served in the hall.',
  priority: 'medium',
  targetAudience: 'all',
  expiresAt: null,
  isActive: true,
  isExpired: false,
  createdBy: null,
  createdAt: '2026-11-27T05:00:00.000Z',
  updatedAt: '2026-11-27T05:00:00.000Z',
  readCount: 0,
});

const firstPage = (count: number, total: number): ManagedAnnouncements => ({
  announcements: Array.from({ length: count }, (_, i) => announcement(`old-${i}`)),
  pagination: {
    currentPage: 1,
    totalPages: Math.max(1, Math.ceil(total / MANAGED_PAGE_SIZE)),
    hasNextPage: total > MANAGED_PAGE_SIZE,
    hasPrevPage: false,
    totalAnnouncements: total,
  },
});

describe('a new announcement on the first page of the managed list', () => {
  it('goes on top and counts', () => {
    const next = withNewAnnouncement(firstPage(2, 2), announcement('new'));
    expect(next.announcements.map((a) => a._id)).toEqual(['new', 'old-0', 'old-1']);
    expect(next.pagination).toMatchObject({ totalAnnouncements: 3, totalPages: 1, hasNextPage: false });
  });

  it('pushes the last of a full page to the next one', () => {
    const next = withNewAnnouncement(firstPage(MANAGED_PAGE_SIZE, MANAGED_PAGE_SIZE), announcement('new'));
    expect(next.announcements).toHaveLength(MANAGED_PAGE_SIZE);
    expect(next.announcements[0]!._id).toBe('new');
    expect(next.pagination).toMatchObject({ totalAnnouncements: MANAGED_PAGE_SIZE + 1, totalPages: 2, hasNextPage: true });
  });

  it('is not added twice when a refetch already brought it', () => {
    const page = withNewAnnouncement(firstPage(1, 1), announcement('new'));
    expect(withNewAnnouncement(page, announcement('new'))).toBe(page);
  });
});
