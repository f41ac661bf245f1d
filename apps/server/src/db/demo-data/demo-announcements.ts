import type { Db } from '../client.ts';
import { announcementReads, announcements } from '../schema/index.ts';

const DAY = 86_400_000;

/**
 * Announcements for every audience and priority, one inactive and one with an expiry, and a few
 * read receipts so the read statistics show something.
 */
export async function seedAnnouncements(tx: Db, adminId: string, participantIds: string[]) {
  const now = Date.now();
  const rows = await tx
    .insert(announcements)
    .values(
      [
        {
          title: 'Welcome to HackCamp!',
          content: 'Check-in opens at 9:00 in the main hall. Bring your laptop, charger and college ID.',
          priority: 'high' as const,
          targetAudience: 'all' as const,
          createdAt: new Date(now - 3 * DAY),
        },
        {
          title: 'Day 5 task deadline moved',
          content: 'The DOM manipulation task now closes at 22:00 tonight. Ask your mentor if you are stuck.',
          priority: 'medium' as const,
          targetAudience: 'participants' as const,
          createdAt: new Date(now - 2 * DAY),
        },
        {
          title: 'Mentor sync at 18:00',
          content: 'Short stand-up for mentors and judges in Room 204: attendance gaps and hackathon judging rounds.',
          priority: 'low' as const,
          targetAudience: 'admins' as const,
          createdAt: new Date(now - DAY),
        },
        {
          title: 'Team formation closes tonight',
          content: 'Create or join a team of 5-6 before midnight. Teams choose a problem statement when they are created.',
          priority: 'urgent' as const,
          targetAudience: 'participants' as const,
          expiresAt: new Date(now + 2 * DAY),
          createdAt: new Date(now - 60 * 60_000),
        },
        {
          title: 'Wi-Fi password (old)',
          content: 'Superseded: the network now uses the password on your badge.',
          priority: 'low' as const,
          targetAudience: 'all' as const,
          isActive: false,
          createdAt: new Date(now - 4 * DAY),
        },
      ].map((a) => ({ ...a, createdBy: adminId, updatedAt: a.createdAt })),
    )
    .returning({ id: announcements.id });
  // The first ten participants have opened the welcome note.
  await tx.insert(announcementReads).values(participantIds.slice(0, 10).map((userId) => ({ announcementId: rows[0]!.id, userId })));
}
