import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';
import { users } from './users.ts';

export const announcements = pgTable(
  'announcements',
  {
    id: id(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    priority: text('priority', { enum: ['low', 'medium', 'high', 'urgent'] })
      .notNull()
      .default('medium'),
    targetAudience: text('target_audience', { enum: ['all', 'participants', 'admins'] })
      .notNull()
      .default('all'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('announcements_active_idx').on(t.isActive, t.createdAt),
    check('announcements_priority_check', sql`${t.priority} in ('low', 'medium', 'high', 'urgent')`),
    check('announcements_audience_check', sql`${t.targetAudience} in ('all', 'participants', 'admins')`),
  ],
);
