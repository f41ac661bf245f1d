import { z } from 'zod';
import { isoDateTime } from '../shared/api-envelope.ts';
import { instantInTimeZone } from '../shared/event-days.ts';
import { requiredFreeText, requiredText } from '../shared/text-fields.ts';
import { pageLimit, pageNumber } from '../shared/route-params.ts';
import { grouped } from '../shared/limit-text.ts';

export const ANNOUNCEMENT_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type AnnouncementPriority = (typeof ANNOUNCEMENT_PRIORITIES)[number];

/** Who an announcement is for: everyone, participants only, or staff (superadmins, mentors, judges). */
export const ANNOUNCEMENT_AUDIENCES = ['all', 'participants', 'admins'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

export const ANNOUNCEMENT_AUDIENCE_LABELS: Record<AnnouncementAudience, string> = {
  all: 'All',
  participants: 'Participants',
  admins: 'Admins (all staff)', // ours: the spec's 'admins' reaches mentors and judges too
};

export const ANNOUNCEMENT_PRIORITY_LABELS: Record<AnnouncementPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

export const ANNOUNCEMENT_LIMITS = {
  titleMax: 200,
  contentMax: 5000,
} as const;

export const ANNOUNCEMENT_MSG = {
  titleRequired: 'Title is required',
  contentRequired: 'Content is required',
  titleTooLong: `Title must be at most ${ANNOUNCEMENT_LIMITS.titleMax} characters`, // ours
  contentTooLong: `Content must be at most ${grouped(ANNOUNCEMENT_LIMITS.contentMax)} characters`, // ours
  priorityInvalid: 'Priority must be low, medium, high or urgent', // ours
  audienceInvalid: 'Audience must be all, participants or admins', // ours
  expiresInvalid: 'Expiry must be a date and time', // ours
  expiresInPast: 'The expiry must be in the future', // ours
  nothingToUpdate: 'Nothing to update', // ours
  notFound: 'Announcement not found', // ours
  created: 'Announcement created', // ours
  updated: 'Announcement updated', // ours
  deleted: 'Announcement deleted', // ours
  activated: 'Announcement activated', // ours
  deactivated: 'Announcement deactivated', // ours
  createFailed: 'Failed to create announcement',
  deleteFailed: 'Failed to delete announcement',
  updateFailed: 'Failed to update announcement', // ours
  toggleFailed: 'Failed to toggle announcement status', // ours
  loadFailed: 'Failed to load announcements', // ours
  statsFailed: 'Failed to load read statistics', // ours
  deleteConfirm: 'Are you sure you want to delete this announcement? It disappears for everyone, with its read statistics.', // ours
} as const;

const priority = z.enum(ANNOUNCEMENT_PRIORITIES, { error: ANNOUNCEMENT_MSG.priorityInvalid });
const audience = z.enum(ANNOUNCEMENT_AUDIENCES, { error: ANNOUNCEMENT_MSG.audienceInvalid });
const expiresAt = z
  .string({ error: ANNOUNCEMENT_MSG.expiresInvalid })
  .max(40, { error: ANNOUNCEMENT_MSG.expiresInvalid, abort: true })
  .pipe(z.iso.datetime({ offset: true, error: ANNOUNCEMENT_MSG.expiresInvalid }))
  .nullable();

const fields = {
  title: requiredText(ANNOUNCEMENT_MSG.titleRequired, ANNOUNCEMENT_LIMITS.titleMax, ANNOUNCEMENT_MSG.titleTooLong),
  content: requiredFreeText(ANNOUNCEMENT_MSG.contentRequired, ANNOUNCEMENT_LIMITS.contentMax, ANNOUNCEMENT_MSG.contentTooLong),
  priority,
  targetAudience: audience,
  expiresAt,
  isActive: z.boolean().optional(),
};

/** The spec's defaults: priority medium, audience all, no expiry. */
export const createAnnouncementSchema = z.object({
  ...fields,
  priority: priority.default('medium'),
  targetAudience: audience.default('all'),
  expiresAt: expiresAt.optional(),
});
export type AnnouncementInput = z.input<typeof createAnnouncementSchema>;

export const updateAnnouncementSchema = z
  .object(fields)
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: ANNOUNCEMENT_MSG.nothingToUpdate });
export type AnnouncementUpdate = z.input<typeof updateAnnouncementSchema>;

export const announcementListQuerySchema = z.object({
  page: pageNumber(),
  limit: pageLimit(10, 100),
});

export const activeAnnouncementsQuerySchema = z.object({
  limit: pageLimit(20, 50),
});

export const readStatsQuerySchema = z.object({
  page: pageNumber(),
  limit: pageLimit(20, 100),
});

export const announcementSchema = z
  .object({
    _id: z.string(),
    title: z.string(),
    content: z.string(),
    priority: z.enum(ANNOUNCEMENT_PRIORITIES),
    targetAudience: z.enum(ANNOUNCEMENT_AUDIENCES),
    expiresAt: isoDateTime.nullable(),
    isActive: z.boolean(),
    isExpired: z.boolean().describe('expiresAt has passed: hidden from everyone, whatever isActive says'),
    createdBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'Announcement' });
export type Announcement = z.infer<typeof announcementSchema>;

/** As the superadmin manages it: with how many people have read it. */
export const managedAnnouncementSchema = announcementSchema.extend({ readCount: z.number().int() }).meta({ id: 'ManagedAnnouncement' });
export type ManagedAnnouncement = z.infer<typeof managedAnnouncementSchema>;

/** As its reader sees it: whether they have opened it. */
export const myAnnouncementSchema = announcementSchema
  .omit({ isActive: true, isExpired: true, updatedAt: true })
  .extend({ isRead: z.boolean(), readAt: isoDateTime.nullable() })
  .meta({ id: 'MyAnnouncement' });
export type MyAnnouncement = z.infer<typeof myAnnouncementSchema>;

export const announcementReaderSchema = z.object({
  user: z.object({ _id: z.string(), name: z.string(), email: z.string(), role: z.string() }),
  readAt: isoDateTime,
});
export type AnnouncementReader = z.infer<typeof announcementReaderSchema>;

export const readStatsSchema = z.object({
  announcement: z.object({ _id: z.string(), title: z.string(), targetAudience: z.enum(ANNOUNCEMENT_AUDIENCES) }),
  totalReads: z.number().int(),
  audienceSize: z.number().int().describe('Active accounts the announcement is meant for'),
  readRate: z.number().describe('totalReads / audienceSize as a percentage, 1 decimal, at most 100'),
  readers: z.array(announcementReaderSchema).describe('Latest readers first'),
});
export type ReadStats = z.infer<typeof readStatsSchema>;

/**
 * The web app's create form: the expiry comes from a date-and-time field in the browser's time
 * zone ('' for none) and is sent as an ISO instant.
 */
/**
 * The form's fields: the expiry is a `datetime-local` value typed on the event's clock, so "in the
 * past" is judged in `timeZone` (the event's), never the browser's.
 */
export const announcementFormSchema = (timeZone: string) =>
  createAnnouncementSchema.omit({ expiresAt: true }).extend({
    expiresAt: z
      .string()
      .max(40, { error: ANNOUNCEMENT_MSG.expiresInvalid, abort: true })
      .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(v), { error: ANNOUNCEMENT_MSG.expiresInvalid, abort: true })
      .refine((v) => v === '' || instantInTimeZone(v, timeZone).getTime() > Date.now(), { error: ANNOUNCEMENT_MSG.expiresInPast }),
  });
export type AnnouncementFormValues = z.input<ReturnType<typeof announcementFormSchema>>;
