import { PROJECT_MSG, TEAM_MSG, VOTE_MSG, type EventSettings } from '@hackcamp/contract';
import type { ChangeFeed } from '../../db/change-feed.ts';
import type { Db } from '../../db/client.ts';
import { TaggedCache, untagged } from '../../cache/tagged-cache.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { forbidden } from '../../lib/app-error.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { publishLiveEvent } from '../live/live-events.queries.ts';
import { lockConfig, readConfig, readConfigLocked, writeConfig, type EventConfigRow } from './config.queries.ts';

function toSettings(row: EventConfigRow): EventSettings {
  return {
    teamFormationEnabled: row.teamFormationEnabled,
    votingEnabled: row.votingEnabled,
    selfCheckInEnabled: row.selfCheckInEnabled,
    registrationOpen: row.registrationOpen,
    projectSubmissionEnabled: row.projectSubmissionEnabled,
    blindVoting: row.blindVoting,
    resultsPublished: row.resultsPublished,
    showFutureTasks: row.showFutureTasks,
    eventName: row.eventName,
    startDate: row.startDate,
    publicDates: row.publicDates,
    countdownTarget: row.countdownTarget,
    prizePool: row.prizePool,
  };
}

type ConfigChanges = Partial<Omit<EventConfigRow, 'id' | 'updatedAt'>>;

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
      if (!view) settingsOf.set(row, (view = toSettings(row)));
      return view;
    },

    /** The change and its audit entry (what changed, from what to what) commit together. */
    async update(actor: Pick<UserRow, 'id' | 'name'>, values: ConfigChanges): Promise<EventSettings> {
      const { countdownTarget, ...rest } = values;
      const changes: ConfigChanges = { ...rest, ...(countdownTarget && { countdownTarget: countdownTarget.replace('T', ' ') }) };
      return db
        .transaction(async (tx) => {
          const before = await lockConfig(tx);
          // Only teams that existed when voting opened may vote: the moment is kept at each opening.
          if (changes.votingEnabled && !before.votingEnabled) changes.votingOpenedAt = new Date();
          const after = await writeConfig(tx, changes);
          const changed = (Object.keys(changes) as (keyof ConfigChanges)[]).filter((k) => k !== 'votingOpenedAt' && before[k] !== after[k]);
          const settings = toSettings(after);
          if (changed.length) {
            await audit.record(tx, actor, {
              action: 'config.update',
              target: { type: 'config', id: 'event', label: 'Event settings' },
              details: Object.fromEntries(changed.map((k) => [k, { from: before[k], to: after[k] }])),
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
