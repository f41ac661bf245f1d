import {
  ATTENDANCE_MSG,
  CHECK_IN,
  CHECK_IN_MSG,
  dateInTimeZone,
  dayDate,
  dayOfDate,
  instantInTimeZone,
  type CheckInResult,
  type CheckInStatus,
  type CheckInWindow,
  type LiveEvent,
} from '@hackcamp/contract';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { AttendanceService } from '../attendance/attendance.service.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ConfigService } from '../config/config.service.ts';
import { publishLiveEvent, type LiveAudience } from '../live/live-events.queries.ts';
import { acceptedSlots, codeFor, sameCode, slotAt, slotEnd } from './check-in-codes.ts';
import * as q from './check-in.queries.ts';

type Caller = Pick<UserRow, 'id' | 'name' | 'role'>;

/** How far back a code of a window still reads as "expired" (or "closed") rather than "wrong". */
const RECOGNISED_SLOTS = (30 * 60) / CHECK_IN.rotateEverySeconds;

/** As the queries' `openAt`: not closed, not ended. */
const isOpen = (w: q.CheckInWindowRow, now: Date) => w.closedAt === null && w.closesAt > now;

/** Who hears that a window opened or closed: its owner, superadmins, the participants it admits. */
async function openCloseAudience(db: Db, w: q.CheckInWindowRow): Promise<LiveAudience> {
  if (w.forEveryone) return { users: [w.openedBy], roles: ['superadmin', 'participant'] };
  return { users: [w.openedBy, ...(await q.admittedIds(db, w))], roles: ['superadmin'] };
}

const windowEvent = (w: q.CheckInWindowRow, change: 'opened' | 'closed'): LiveEvent => ({ name: 'checkIn', data: { windowId: w.id, change } });

/**
 * What a scanned code is, against the windows of the day: a code a window accepts now (and
 * whether that window admits the participant), or one it showed earlier (expired), or one of a
 * window that has closed. Every comparison runs in constant time.
 */
function classify(code: string, windows: q.CheckInWindowRow[], now: Date, admits: (w: q.CheckInWindowRow) => boolean) {
  const current = slotAt(now);
  const accepted = acceptedSlots(now);
  let found: { kind: 'valid' | 'other' | 'closed' | 'expired'; window: q.CheckInWindowRow } | undefined;
  const rank = { valid: 4, other: 3, closed: 2, expired: 1 } as const;
  const consider = (kind: keyof typeof rank, window: q.CheckInWindowRow) => {
    if (!found || rank[kind] > rank[found.kind]) found = { kind, window };
  };
  for (const w of windows) {
    const first = slotAt(w.opensAt);
    const open = isOpen(w, now);
    const last = open ? current : Math.min(current, slotAt(w.closedAt ?? w.closesAt));
    for (let slot = Math.max(first, last - RECOGNISED_SLOTS); slot <= last; slot++) {
      if (!sameCode(code, codeFor(w.secret, w.id, slot))) continue;
      if (!admits(w)) consider('other', w);
      else if (!open) consider('closed', w);
      else if (accepted.includes(slot)) consider('valid', w);
      else consider('expired', w);
    }
  }
  return found;
}

export function createCheckInService(deps: {
  db: Db;
  config: ConfigService;
  audit: AuditService;
  attendance: AttendanceService;
  /** The sign-in limits' counter (decision 0009), for the attempts at a code. */
  auth: Pick<AuthService, 'countAttempt'>;
  /** What time it is: codes and windows follow it (tests move it). */
  clock?: () => Date;
}) {
  const { db, config, audit, attendance, auth } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function view(w: q.CheckInWindowRow, now: Date): Promise<CheckInWindow> {
    const [counts, recent] = await Promise.all([q.windowCounts(db, w), q.recentCheckIns(db, w.id, CHECK_IN.recentMax)]);
    const open = isOpen(w, now);
    const slot = slotAt(now);
    return {
      id: w.id,
      date: w.date,
      forEveryone: w.forEveryone,
      opensAt: w.opensAt.toISOString(),
      closesAt: w.closesAt.toISOString(),
      closedAt: w.closedAt?.toISOString() ?? null,
      open,
      code: open ? codeFor(w.secret, w.id, slot) : null,
      // The shown code is replaced at the end of its slot, or dies with the window.
      codeExpiresAt: open ? new Date(Math.min(slotEnd(slot).getTime(), w.closesAt.getTime())).toISOString() : null,
      rotateEverySeconds: CHECK_IN.rotateEverySeconds,
      acceptForSeconds: CHECK_IN.acceptForSeconds,
      expectedCount: counts.expected,
      checkedInCount: counts.checkedIn,
      missingCount: counts.missing,
      recent: recent.map((r) => ({ userId: r.userId, name: r.name, college: r.college, checkedInAt: r.checkedInAt.toISOString() })),
    };
  }

  /** The window, if the caller may see or close it: its owner, or any superadmin. */
  async function ownedWindow(caller: Caller, id: string, tx: Db = db, lock = false) {
    const w = lock ? await q.lockWindow(tx, id) : await q.findWindow(tx, id);
    if (!w) throw notFound(CHECK_IN_MSG.notFound);
    if (w.openedBy !== caller.id && caller.role !== 'superadmin') throw forbidden(CHECK_IN_MSG.notYours);
    return w;
  }

  return {
    /**
     * Opens a window for today: a mentor's admits their participants, a superadmin's everyone.
     * It ends after `minutes`, or at midnight (event time) if that comes first: a window checks
     * people in for one day. One open window per owner, held by a lock on the owner's row.
     */
    async open(caller: UserRow, minutes: number): Promise<CheckInWindow> {
      const now = clock();
      const { startDate, timeZone } = await config.get();
      const date = dateInTimeZone(now, timeZone);
      if (dayOfDate(date, startDate) === null) throw conflict(ATTENDANCE_MSG.notEventDay);
      const midnight = instantInTimeZone(`${dayDate(2, date)}T00:00:00`, timeZone);
      const closesAt = new Date(Math.min(now.getTime() + minutes * 60_000, midnight.getTime()));
      const w = await db.transaction(async (tx) => {
        await q.lockOwner(tx, caller.id);
        if (await q.openWindowOf(tx, caller.id, now)) throw conflict(CHECK_IN_MSG.alreadyOpen);
        const row = await q.insertWindow(tx, {
          openedBy: caller.id,
          forEveryone: caller.role === 'superadmin',
          date,
          secret: randomBytes(32),
          opensAt: now,
          closesAt,
        });
        await audit.record(tx, caller, {
          action: 'check-in.open',
          target: { type: 'check-in', id: row.id, label: date },
          details: { date, day: dayOfDate(date, startDate), minutes, forEveryone: row.forEveryone, closesAt: closesAt.toISOString() },
        });
        await publishLiveEvent(tx, windowEvent(row, 'opened'), await openCloseAudience(tx, row));
        return row;
      });
      return view(w, now);
    },

    async current(caller: UserRow): Promise<CheckInWindow | null> {
      const now = clock();
      const w = await q.openWindowOf(db, caller.id, now);
      return w ? view(w, now) : null;
    },

    async get(caller: UserRow, id: string): Promise<CheckInWindow> {
      return view(await ownedWindow(caller, id), clock());
    },

    /** Closes the window; a closed (or ended) one is answered as it is. */
    async close(caller: UserRow, id: string): Promise<CheckInWindow> {
      const now = clock();
      const w = await db.transaction(async (tx) => {
        const row = await ownedWindow(caller, id, tx, true);
        if (!isOpen(row, now)) return row;
        const closed = await q.closeWindow(tx, id, now);
        await audit.record(tx, caller, {
          action: 'check-in.close',
          target: { type: 'check-in', id, label: row.date },
          details: { date: row.date, openedBy: row.openedBy },
        });
        await publishLiveEvent(tx, windowEvent(closed, 'closed'), await openCloseAudience(tx, closed));
        return closed;
      });
      return view(w, now);
    },

    /** The participant's view: an open window that admits them, and whether today is present. */
    async status(user: UserRow): Promise<CheckInStatus> {
      const now = clock();
      const date = dateInTimeZone(now, await config.timeZone());
      const [w, checkedIn] = await Promise.all([attendance.openCheckInWindowFor(user.id, date, now), q.presentOn(db, user.id, date)]);
      return { window: w ? { id: w.id, closesAt: w.closesAt.toISOString() } : null, checkedIn };
    },

    /**
     * A scanned or typed code: present today through the window it belongs to, once. The attempt
     * is counted first (10 a minute), so guessing is as slow in parallel as one by one.
     */
    async checkIn(user: UserRow, code: string): Promise<{ result: CheckInResult; already: boolean }> {
      const hits = await auth.countAttempt(`check-in:${user.id}`, 60);
      if (hits > CHECK_IN.attemptsPerMinute) throw new AppError(429, CHECK_IN_MSG.tooManyAttempts);
      const now = clock();
      const { startDate, timeZone } = await config.get();
      const date = dateInTimeZone(now, timeZone);
      if (dayOfDate(date, startDate) === null) throw conflict(ATTENDANCE_MSG.notEventDay);
      const { mentorId, present, windows } = await q.scanContext(db, user.id, date);
      const admitsPerson = (w: { forEveryone: boolean; openedBy: string }, mentor: string | null) => w.forEveryone || w.openedBy === mentor;

      const found = classify(code, windows, now, (w) => admitsPerson(w, mentorId));
      if (!found) throw new AppError(400, CHECK_IN_MSG.codeWrong);
      if (found.kind === 'other') throw forbidden(CHECK_IN_MSG.otherMentor);
      if (found.kind === 'closed') throw conflict(CHECK_IN_MSG.windowClosed);
      if (found.kind === 'expired') throw conflict(CHECK_IN_MSG.codeExpired);
      // Present already (a second scan, or a mentor's mark): nothing to write, no locks to take.
      // Two first scans at once both pass here; the transaction below tells them apart.
      if (present) return { result: { date, checkedIn: true }, already: true };

      const outcome = await db.transaction(async (tx) => {
        // Shared with every other check-in of the window; a close waits for them, or they see it.
        const w = await q.lockWindowShared(tx, found.window.id);
        if (!w || !isOpen(w, now)) throw conflict(CHECK_IN_MSG.windowClosed);
        // The owner's and superadmins' event rides in the attendance write's own statement.
        const toOwner = {
          event: { name: 'checkIn', data: { windowId: w.id, change: 'checked-in', participantId: user.id } },
          to: { users: [w.openedBy], roles: ['superadmin'] },
        } as const;
        const done = await attendance.checkInWrite(tx, user, { date: w.date, startDate, windowId: w.id }, (p) => admitsPerson(w, p.mentorId), [toOwner]);
        if (done === 'not-admitted') throw forbidden(CHECK_IN_MSG.otherMentor);
        return done;
      });
      return { result: { date, checkedIn: true }, already: outcome === 'already' };
    },
  };
}
export type CheckInService = ReturnType<typeof createCheckInService>;
