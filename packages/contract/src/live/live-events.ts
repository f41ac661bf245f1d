import { z } from 'zod';
import { ANNOUNCEMENT_PRIORITIES } from '../announcements/announcements-schemas.ts';
import { eventSettingsSchema } from '../event-settings/event-settings-schemas.ts';
import { SUBMISSION_STATUSES } from '../submissions/submissions-types.ts';

const id = z.uuid();

/**
 * What `GET /api/events` sends, by event name (`event: <name>`, one JSON `data` line, an `id`).
 * Each is a hint that some screens are out of date, with just enough to update them: the caller
 * refetches what it shows. Nobody receives an event about another person's private data.
 */
export const liveEventSchemas = {
  /** Ends the opening of every stream. `resumed`: the events missed since `Last-Event-ID` came before it. */
  ready: z.object({ resumed: z.boolean() }),
  /** What was missed can no longer be told (too old, another node restarted, a restore): refetch everything. */
  resync: z.object({}),
  /** The new event settings, to everyone, when a switch, the name or the dates change. */
  config: eventSettingsSchema,
  /** The landing page's texts changed: to everyone, so an open landing page refetches them. */
  landing: z.object({}),
  /** A new (or removed) announcement, to the audience it targets. */
  announcement: z.object({ id, title: z.string(), priority: z.enum(ANNOUNCEMENT_PRIORITIES), removed: z.boolean().optional() }),
  /** Ranks may have changed; at most once a second. */
  leaderboard: z.object({ version: z.number().int() }),
  /**
   * To the participant whose work was submitted, graded or deleted (`removed`), to their mentor,
   * and to superadmins.
   */
  submission: z.object({
    submissionId: id,
    taskId: id,
    participantId: id,
    status: z.enum(SUBMISSION_STATUSES),
    score: z.number().nullable(),
    removed: z.boolean().optional(),
  }),
  /**
   * To the participant whose record changed (`participantIds` is theirs alone); to superadmins;
   * to the participants' mentor. No count: a screen showing one reads it again.
   */
  attendance: z.object({ day: z.string(), participantIds: z.array(id) }),
  /**
   * To the members (and former members) of a team that changed, and to superadmins; a change of
   * its `project` also to the judges assigned to it.
   */
  team: z.object({ teamId: id, change: z.enum(['created', 'joined', 'left', 'updated', 'disbanded', 'leader', 'project']) }),
  /** To superadmins: a judge saved scores (results tab). */
  evaluation: z.object({ teamId: id, round: z.number().int() }),
  /** To superadmins: a leader rated a team (votes tab). */
  vote: z.object({ teamId: id }),
  /**
   * To a judge whose assigned teams changed (`judgeId`), or to every judge and superadmin when a
   * round opened or closed or the rubric changed (`change`).
   */
  judging: z.object({ judgeId: id.optional(), change: z.enum(['rounds', 'criteria']).optional() }),
  /**
   * A check-in window opened or closed: to its owner, superadmins and the participants it admits.
   * Someone checked in through it (`participantId`): to its owner and superadmins (the participant
   * gets `attendance`).
   */
  checkIn: z.object({ windowId: id, change: z.enum(['opened', 'closed', 'checked-in']), participantId: id.optional() }),
  /**
   * Certificates changed: `issued` to the people who just received one and to superadmins;
   * `revoked` to its holder and superadmins; `rules` to superadmins (the preview moved).
   */
  certificate: z.object({ change: z.enum(['issued', 'revoked', 'rules']) }),
} as const;

export type LiveEventName = keyof typeof liveEventSchemas;
export const LIVE_EVENT_NAMES = Object.keys(liveEventSchemas) as LiveEventName[];
export type LiveEventData<N extends LiveEventName> = z.output<(typeof liveEventSchemas)[N]>;
export type LiveEvent = { [N in LiveEventName]: { name: N; data: LiveEventData<N> } }[LiveEventName];

/** The server sends a comment line at least this often, so proxies keep an idle stream open. */
export const LIVE_KEEPALIVE_MS = 20_000;
/** A client that reconnects within this long with `Last-Event-ID` gets what it missed. */
export const LIVE_RESUME_WINDOW_MS = 5 * 60_000;
/** What the stream's description promises; the server's live hub runs on these. */
export const LIVE_LIMITS = {
  /** A stream ends after between half of this and all of it, so clients move back onto restarted nodes. */
  streamMaxAgeMs: 30 * 60_000,
  /** A node whose change feed is down this long ends its streams: clients go to a node that hears. */
  feedDownGraceMs: 5_000,
  /** Streams one session (one browser) may hold on a node: its tabs, and a few that died unnoticed. */
  streamsPerSession: 6,
  /** Streams one account may hold on a node: a laptop and a phone, each with tabs. */
  streamsPerUser: 12,
  lastEventIdMax: 64,
} as const;
