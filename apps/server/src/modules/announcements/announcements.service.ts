import {
  ANNOUNCEMENT_MSG,
  ROLES,
  type Role,
  type ManagedAnnouncement,
  type MyAnnouncement,
  type createAnnouncementSchema,
  type updateAnnouncementSchema,
} from '@hackcamp/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { isForeignKeyViolation } from '../../lib/database-errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { publishLiveEvents, type LiveAudience, type LiveMessage } from '../live/live-events.queries.ts';
import * as q from './announcements.queries.ts';
import { onceRequest, runOnce } from '../idempotency/idempotency.service.ts';

type CreateInput = z.output<typeof createAnnouncementSchema>;
type UpdateInput = z.output<typeof updateAnnouncementSchema>;

function baseView(row: q.AnnouncementRow, creatorName: string | null) {
  return {
    _id: row.id,
    title: row.title,
    content: row.content,
    priority: row.priority,
    targetAudience: row.targetAudience,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdBy: row.createdBy && creatorName !== null ? { _id: row.createdBy, name: creatorName } : null,
    createdAt: row.createdAt.toISOString(),
  };
}

function managedView(r: { row: q.AnnouncementRow; creatorName: string | null; readCount: number }): ManagedAnnouncement {
  return {
    ...baseView(r.row, r.creatorName),
    isActive: r.row.isActive,
    isExpired: !!r.row.expiresAt && r.row.expiresAt.getTime() <= Date.now(),
    updatedAt: r.row.updatedAt.toISOString(),
    readCount: r.readCount,
  };
}

/** An expiry is a moment still to come: one already past would publish nothing. */
function expiryOf(value: string | null | undefined): Date | null | undefined {
  if (value === undefined || value === null) return value;
  const at = new Date(value);
  if (at.getTime() <= Date.now()) throw badRequest(ANNOUNCEMENT_MSG.expiresInPast, [{ field: 'expiresAt', msg: ANNOUNCEMENT_MSG.expiresInPast }]);
  return at;
}

const target = (row: q.AnnouncementRow) => ({ type: 'announcement', id: row.id, label: row.title });

/** On the readers' lists now: active and not expired (the database's `visibleTo`, at this moment). */
const shown = (row: q.AnnouncementRow | undefined) => !!row && row.isActive && (!row.expiresAt || row.expiresAt.getTime() > Date.now());
const audienceOf = (roles: readonly Role[]): LiveAudience => (roles.length === ROLES.length ? { everyone: true } : { roles });

/**
 * Tells the readers whose list an announcement joined, changed on or left (their bell counts
 * follow): `before` and `after` as the write found and left it, either absent for a create or a
 * delete. Those who no longer see it hear `removed`; an audience narrowed from all to
 * participants tells the staff it went.
 */
async function announce(tx: Db, before: q.AnnouncementRow | undefined, after: q.AnnouncementRow | undefined) {
  const row = (after ?? before)!;
  const data = { id: row.id, title: row.title, priority: row.priority };
  const saw = shown(before) ? q.rolesOf(before!.targetAudience) : [];
  const sees = shown(after) ? q.rolesOf(after!.targetAudience) : [];
  const lost = saw.filter((role) => !sees.includes(role));
  const messages: LiveMessage[] = [];
  if (lost.length) messages.push({ event: { name: 'announcement', data: { ...data, removed: true } }, to: audienceOf(lost) });
  if (sees.length) messages.push({ event: { name: 'announcement', data }, to: audienceOf(sees) });
  await publishLiveEvents(tx, messages);
}

/**
 * Announcements: the superadmin publishes and manages them (each change audited in its own
 * transaction); every signed-in user reads those meant for their audience and marks them read.
 */
export function createAnnouncementsService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;

  async function managed(tx: Db, id: string): Promise<ManagedAnnouncement> {
    const row = await q.findManaged(tx, id);
    if (!row) throw notFound(ANNOUNCEMENT_MSG.notFound);
    return managedView(row);
  }

  return {
    async list(query: { page: number; limit: number }) {
      const { rows, total } = await q.listAll(db, query.limit, (query.page - 1) * query.limit);
      const totalPages = Math.max(1, Math.ceil(total / query.limit));
      return {
        announcements: rows.map(managedView),
        pagination: { currentPage: query.page, totalPages, totalAnnouncements: total, hasNextPage: query.page < totalPages, hasPrevPage: query.page > 1 },
      };
    },

    get: (id: string) => managed(db, id),

    async mine(caller: UserRow, limit: number): Promise<MyAnnouncement[]> {
      const rows = await q.listVisible(db, caller.id, q.audiencesOf(caller.role), limit);
      return rows.map((r) => ({ ...baseView(r.row, r.creatorName), isRead: r.readAt !== null, readAt: r.readAt?.toISOString() ?? null }));
    },

    unreadCount: (caller: UserRow) => q.countUnread(db, caller.id, q.audiencesOf(caller.role)),

    /** Only an announcement the caller can see; reading it again (or twice at once) changes nothing. */
    async markRead(caller: UserRow, id: string) {
      if (!(await q.isVisible(db, id, q.audiencesOf(caller.role)))) throw notFound(ANNOUNCEMENT_MSG.notFound);
      try {
        const readAt = await q.insertRead(db, id, caller.id);
        return { announcementId: id, readAt: readAt.toISOString() };
      } catch (err) {
        // Deleted between the check and the insert.
        if (isForeignKeyViolation(err)) throw notFound(ANNOUNCEMENT_MSG.notFound);
        throw err;
      }
    },

    /** `idempotencyKey`: the request's Idempotency-Key, so a retry gets this answer instead of a second announcement. */
    async create(actor: UserRow, input: CreateInput, idempotencyKey?: string): Promise<ManagedAnnouncement> {
      const expiresAt = expiryOf(input.expiresAt) ?? null;
      return db.transaction(async (tx) =>
        runOnce(tx, onceRequest(actor.id, idempotencyKey, 'announcements.create', input), async () => {
          const row = await q.insertAnnouncement(tx, { ...input, expiresAt, createdBy: actor.id });
          await audit.record(tx, actor, {
            action: 'announcement.create',
            target: target(row),
            details: { priority: row.priority, targetAudience: row.targetAudience, expiresAt: row.expiresAt?.toISOString() ?? null },
          });
          await announce(tx, undefined, row);
          return managed(tx, row.id);
        }),
      );
    },

    async update(actor: UserRow, id: string, input: UpdateInput): Promise<ManagedAnnouncement> {
      const { expiresAt, ...rest } = input;
      const values = { ...rest, ...(expiresAt !== undefined && { expiresAt: expiryOf(expiresAt) }) };
      return db.transaction(async (tx) => {
        const before = await q.findManaged(tx, id);
        const row = await q.updateAnnouncement(tx, id, values);
        if (!row) throw notFound(ANNOUNCEMENT_MSG.notFound);
        const fields = Object.keys(input)
          .filter((k) => input[k as keyof UpdateInput] !== undefined)
          .sort();
        await audit.record(tx, actor, { action: 'announcement.update', target: target(row), details: { fields } });
        await announce(tx, before?.row, row);
        return managed(tx, row.id);
      });
    },

    async toggle(actor: UserRow, id: string): Promise<ManagedAnnouncement> {
      return db.transaction(async (tx) => {
        const row = await q.toggleAnnouncement(tx, id);
        if (!row) throw notFound(ANNOUNCEMENT_MSG.notFound);
        await audit.record(tx, actor, { action: 'announcement.toggle', target: target(row), details: { isActive: row.isActive } });
        await announce(tx, { ...row, isActive: !row.isActive }, row);
        return managed(tx, row.id);
      });
    },

    async remove(actor: UserRow, id: string) {
      await db.transaction(async (tx) => {
        const row = await q.deleteAnnouncement(tx, id);
        if (!row) throw notFound(ANNOUNCEMENT_MSG.notFound);
        await audit.record(tx, actor, { action: 'announcement.delete', target: target(row), details: { targetAudience: row.targetAudience } });
        await announce(tx, row, undefined);
      });
    },

    async readStats(id: string, query: { page: number; limit: number }) {
      const announcement = await managed(db, id);
      const [audienceSize, { rows, total }] = await Promise.all([
        q.audienceSize(db, announcement.targetAudience),
        q.listReaders(db, id, query.limit, (query.page - 1) * query.limit),
      ]);
      const totalPages = Math.max(1, Math.ceil(total / query.limit));
      return {
        announcement: { _id: announcement._id, title: announcement.title, targetAudience: announcement.targetAudience },
        totalReads: total,
        audienceSize,
        readRate: audienceSize === 0 ? 0 : Math.min(100, Math.round((total / audienceSize) * 1000) / 10),
        readers: rows.map((r) => ({ user: { _id: r.user.id, name: r.user.name, email: r.user.email, role: r.user.role }, readAt: r.readAt.toISOString() })),
        pagination: { currentPage: query.page, totalPages, totalReaders: total, hasNextPage: query.page < totalPages, hasPrevPage: query.page > 1 },
      };
    },
  };
}
export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
