import {
  PROJECT_MSG,
  SETTINGS_MSG,
  TEAM_MSG,
  VOTE_MSG,
  countdownTargetFor,
  publicDatesFor,
  type configUpdateSchema,
  type EventSettings,
} from '@hackcamp/contract';
import type { z } from 'zod';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/client.ts';
import { TaggedCache, untagged } from '../../cache/tagged-cache.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { conflict, forbidden } from '../../lib/app-error.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { publishLiveEvent } from '../live/live-events.queries.ts';
import { countDateMoves, lockConfig, readConfig, readConfigLocked, snapshotVotingTeams, writeConfig, type EventConfigRow } from './config.queries.ts';

/** The column's '2026-12-03 10:00:00' as the contract's one format, '2026-12-03T10:00:00'. */
const localDateTime = (value: string) => {
  const [, date, hm, sec] = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::(\d{2}))?/.exec(value) ?? [];
  return date ? `${date}T${hm}:${sec ?? '00'}` : value;
};

/** The settings as shown; the public address is the setting, else the server's PUBLIC_URL (what gets printed). */
function toSettings(row: EventConfigRow, envPublicUrl: string | undefined): EventSettings {
  return {
    teamFormationEnabled: row.teamFormationEnabled,
    votingEnabled: row.votingEnabled,
    selfCheckInEnabled: row.selfCheckInEnabled,
    registrationOpen: row.registrationOpen,
    projectSubmissionEnabled: row.projectSubmissionEnabled,
    blindVoting: row.blindVoting,
    resultsPublished: row.resultsPublished,
    showFutureTasks: row.showFutureTasks,
    gradeFeedbackRequired: row.gradeFeedbackRequired,
    showParticipantEmails: row.showParticipantEmails,
    eventName: row.eventName,
    startDate: row.startDate,
    timeZone: row.timeZone,
    publicDates: row.publicDates ?? publicDatesFor(row.startDate),
    publicDatesFollowDates: row.publicDates === null,
    countdownTarget: row.countdownTarget === null ? countdownTargetFor(row.startDate) : localDateTime(row.countdownTarget),
    countdownFollowsDates: row.countdownTarget === null,
    prizePool: row.prizePool,
    phoneCountryCode: row.phoneCountryCode,
    publicUrl: row.publicUrl ?? envPublicUrl ?? null,
  };
}

type ConfigChanges = Partial<Omit<EventConfigRow, 'id' | 'updatedAt'>>;
type ConfigUpdate = z.output<typeof configUpdateSchema>;

/**
 * A value that may follow the dates, as a column: null follows. The flag true follows whatever
 * value is beside it; false (or a value alone) is the organiser's own, except that the value a
 * following field shows now, sent back without its flag, keeps following: an echo of the GET
 * answer never freezes it. undefined: no change.
 */
function followable(follow: boolean | undefined, value: string | undefined, before: { following: boolean; shown: string }): string | null | undefined {
  if (follow === true) return null;
  if (value === undefined) return follow === false && before.following ? before.shown : undefined;
  if (follow === undefined && before.following && value === before.shown) return undefined;
  return value;
}

/** The columns an update writes: those it names whose value differs from the row's. */
function changesFrom(before: EventConfigRow, input: ConfigUpdate, envPublicUrl: string | undefined): ConfigChanges {
  const { publicDatesFollowDates, publicDates, countdownFollowsDates, countdownTarget, publicUrl, confirmDateChange: _, ...plain } = input;
  const shown = toSettings(before, envPublicUrl);
  const countdown = followable(countdownFollowsDates, countdownTarget && localDateTime(countdownTarget), {
    following: shown.countdownFollowsDates,
    shown: shown.countdownTarget,
  });
  const wanted: ConfigChanges = {
    ...plain,
    // PUBLIC_URL shown back while nothing is set stays unset: the setting never copies the environment.
    publicUrl: before.publicUrl === null && publicUrl === (envPublicUrl ?? null) ? undefined : publicUrl,
    publicDates: followable(publicDatesFollowDates, publicDates, { following: shown.publicDatesFollowDates, shown: shown.publicDates }),
    countdownTarget: countdown && countdown.replace('T', ' '),
  };
  return Object.fromEntries(Object.entries(wanted).filter(([k, v]) => v !== undefined && v !== before[k as keyof ConfigChanges])) as ConfigChanges;
}

/**
 * The settings are read constantly and change a few times per event: reads outside a
 * transaction come from memory, emptied by the database's change notification the moment any
 * node changes them. Rules that must see a switch flipped mid-request read inside their
 * transaction instead.
 */
export function createConfigService(deps: { db: Db; audit: AuditService; feed: ChangeFeed; envPublicUrl?: string }) {
  const { db, audit } = deps;
  const cache = new TaggedCache<EventConfigRow>(deps.feed, { maxEntries: 1, maxAgeMs: 60_000 });
  deps.feed.subscribe('hc_config', () => cache.clear());
  const settingsOf = new WeakMap<EventConfigRow, EventSettings>();
  const current = async (tx?: Db): Promise<EventConfigRow> => (tx ? readConfig(tx) : cache.getOrLoad('event', () => untagged(readConfig(db))));

  return {
    /** With `tx`, read inside the caller's transaction, so a date moved mid-request is honoured. */
    async get(tx?: Db): Promise<EventSettings> {
      const row = await current(tx);
      // The held row's settings are built once: the same object answers every reader until it changes.
      let view = settingsOf.get(row);
      if (!view) settingsOf.set(row, (view = toSettings(row, deps.envPublicUrl)));
      return view;
    },

    /**
     * The change and its audit entry (what changed, from what to what, as the settings show it)
     * commit together. Moving the start date or the time zone while records would land on other
     * event days is a 409 naming them, unless the organiser confirmed the move.
     */
    async update(actor: Pick<UserRow, 'id' | 'name'>, input: ConfigUpdate): Promise<EventSettings> {
      return db
        .transaction(async (tx) => {
          const before = await lockConfig(tx);
          const changes = changesFrom(before, input, deps.envPublicUrl);
          if (Object.keys(changes).length === 0) return toSettings(before, deps.envPublicUrl);
          if ((changes.startDate || changes.timeZone) && !input.confirmDateChange) {
            const to = { startDate: changes.startDate ?? before.startDate, timeZone: changes.timeZone ?? before.timeZone };
            const moves = await countDateMoves(tx, before, to);
            if (moves.attendance + moves.submissions + moves.checkInWindows > 0) throw conflict(SETTINGS_MSG.datesWouldMove(moves));
          }
          // Only teams that existed when voting opened may vote, with the members they had then:
          // the moment and every team's size are kept at each opening, so joins and leaves during
          // voting give no team a vote it did not have (issue 39).
          if (changes.votingEnabled && !before.votingEnabled) {
            changes.votingOpenedAt = new Date();
            await snapshotVotingTeams(tx);
          }
          const after = await writeConfig(tx, changes);
          const [was, settings] = [toSettings(before, deps.envPublicUrl), toSettings(after, deps.envPublicUrl)];
          const changed = (Object.keys(settings) as (keyof EventSettings)[]).filter((k) => was[k] !== settings[k]);
          if (changed.length) {
            await audit.record(tx, actor, {
              action: 'config.update',
              target: { type: 'config', id: 'event', label: 'Event settings' },
              details: Object.fromEntries(changed.map((k) => [k, { from: was[k], to: settings[k] }])),
            });
            // Every open screen follows a switch, a rename or moved dates without a reload.
            await publishLiveEvent(tx, { name: 'config', data: settings }, { everyone: true });
          }
          return settings;
        })
        .finally(() => cache.clear());
    },

    /** Inside the caller's transaction, so a switch flipped mid-request is honoured. */
    async assertTeamFormationOpen(tx: Db = db) {
      const row = await readConfig(tx);
      if (!row.teamFormationEnabled) throw forbidden(TEAM_MSG.formationDisabledServer);
    },

    async isRegistrationOpen(tx?: Db): Promise<boolean> {
      return (await current(tx)).registrationOpen;
    },

    /**
     * Where people open the app, for everything printed or mailed (certificate QR codes, check-in
     * codes, invitation and reset links): the organiser's setting, else PUBLIC_URL; null when
     * neither is set.
     */
    async publicUrl(tx?: Db): Promise<string | null> {
      return (await current(tx)).publicUrl ?? deps.envPublicUrl ?? null;
    },

    /** The event's IANA time zone: today, event days, midnights and printed dates follow it. */
    async timeZone(tx?: Db): Promise<string> {
      return (await current(tx)).timeZone;
    },

    /** Put in front of a phone number typed without a country code ('+91' unless the organiser says otherwise). */
    async phoneCountryCode(tx?: Db): Promise<string> {
      return (await current(tx)).phoneCountryCode;
    },

    /** The configured day 1, for every rule and count that works in event days. */
    async startDate(tx?: Db): Promise<string> {
      return (await current(tx)).startDate;
    },

    /** When voting was last switched on (null before the first time): only teams formed by then vote. */
    async votingOpenedAt(tx?: Db): Promise<Date | null> {
      return (await current(tx)).votingOpenedAt;
    },

    /**
     * Inside the vote's transaction, share-locking the settings row: closing voting waits for
     * votes already under way and refuses every vote after it, on every node. Returns the row, so
     * the vote's other rules read the same settings.
     */
    async assertVotingOpen(tx: Db): Promise<EventConfigRow> {
      const row = await readConfigLocked(tx);
      if (!row.votingEnabled) throw forbidden(VOTE_MSG.votingClosed);
      return row;
    },

    /** Inside a project save's transaction, share-locking the settings row as votes do. */
    async assertProjectSubmissionOpen(tx: Db) {
      const row = await readConfigLocked(tx);
      if (!row.projectSubmissionEnabled) throw forbidden(PROJECT_MSG.closed);
    },
  };
}
export type ConfigService = ReturnType<typeof createConfigService>;
