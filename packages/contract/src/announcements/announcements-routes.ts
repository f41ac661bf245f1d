import { idempotencyKeyHeaders } from '../shared/idempotency.ts';
import { z } from 'zod';
import { noData, ok, paginationWith } from '../shared/api-envelope.ts';
import {
  ANNOUNCEMENT_MSG,
  activeAnnouncementsQuerySchema,
  announcementListQuerySchema,
  createAnnouncementSchema,
  managedAnnouncementSchema,
  myAnnouncementSchema,
  readStatsQuerySchema,
  readStatsSchema,
  updateAnnouncementSchema,
} from './announcements-schemas.ts';
import { defineRoute } from '../shared/define-route.ts';
import { idParams } from '../shared/route-params.ts';

const params = idParams(ANNOUNCEMENT_MSG.notFound);
const announcementData = ok(z.object({ announcement: managedAnnouncementSchema }));

export const announcementsApi = {
  list: defineRoute({
    method: 'GET',
    path: '/announcements',
    tag: 'announcements',
    summary: 'Every announcement, newest first, with its read count',
    access: ['superadmin'],
    query: announcementListQuerySchema,
    response: { 200: ok(z.object({ announcements: z.array(managedAnnouncementSchema), pagination: paginationWith('totalAnnouncements') })) },
  }),
  active: defineRoute({
    method: 'GET',
    path: '/announcements/active',
    tag: 'announcements',
    summary: 'The announcements meant for me: active, not expired, for my audience; newest first',
    description: "Audience 'all' reaches everyone, 'participants' the participants, 'admins' every staff role (superadmin, mentor, judge).",
    access: 'user',
    query: activeAnnouncementsQuerySchema,
    response: { 200: ok(z.object({ announcements: z.array(myAnnouncementSchema) })) },
  }),
  unreadCount: defineRoute({
    method: 'GET',
    path: '/announcements/unread-count',
    tag: 'announcements',
    summary: 'How many of the announcements meant for me I have not opened',
    access: 'user',
    response: { 200: ok(z.object({ count: z.number().int() })) },
  }),
  get: defineRoute({
    method: 'GET',
    path: '/announcements/:id',
    tag: 'announcements',
    summary: 'One announcement',
    access: ['superadmin'],
    params,
    response: { 200: announcementData },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/announcements',
    tag: 'announcements',
    summary: 'Publish an announcement (priority medium and audience all by default)',
    access: ['superadmin'],
    body: createAnnouncementSchema,
    headers: idempotencyKeyHeaders,
    response: { 201: announcementData },
    errors: [422],
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/announcements/:id',
    tag: 'announcements',
    summary: 'Change an announcement',
    access: ['superadmin'],
    params,
    body: updateAnnouncementSchema,
    response: { 200: announcementData },
  }),
  toggle: defineRoute({
    method: 'PATCH',
    path: '/announcements/:id/toggle-status',
    tag: 'announcements',
    summary: 'Activate or deactivate an announcement',
    access: ['superadmin'],
    params,
    response: { 200: announcementData },
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/announcements/:id',
    tag: 'announcements',
    summary: 'Delete an announcement and its read receipts',
    access: ['superadmin'],
    params,
    response: { 200: ok(noData) },
  }),
  markRead: defineRoute({
    method: 'POST',
    path: '/announcements/:id/mark-read',
    tag: 'announcements',
    summary: 'Mark an announcement meant for me as read (idempotent)',
    access: 'user',
    params,
    response: { 200: ok(z.object({ announcementId: z.string(), readAt: z.iso.datetime() })) },
  }),
  readStats: defineRoute({
    method: 'GET',
    path: '/announcements/:id/read-stats',
    tag: 'announcements',
    summary: 'Who has read an announcement, against the size of its audience',
    access: ['superadmin'],
    params,
    query: readStatsQuerySchema,
    response: { 200: ok(readStatsSchema.extend({ pagination: paginationWith('totalReaders') })) },
  }),
} as const;
