import { TEAM_MSG, VOTE_MSG, type EventSettings } from '@hackcamp/contract';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../plugins/errors.ts';
import { readConfig, readConfigLocked, writeConfig, type EventConfigRow } from './config.queries.ts';

function toSettings(row: EventConfigRow): EventSettings {
  return {
    teamFormationEnabled: row.teamFormationEnabled,
    votingEnabled: row.votingEnabled,
    eventName: row.eventName,
    startDate: row.startDate,
    publicDates: row.publicDates,
    countdownTarget: row.countdownTarget,
    prizePool: row.prizePool,
  };
}

/** Read on every request that needs it (one PK read): switches flip on all nodes at once. */
export function createConfigService(deps: { db: Db }) {
  return {
    async get(): Promise<EventSettings> {
      return toSettings(await readConfig(deps.db));
    },
    async update(values: Partial<Omit<EventConfigRow, 'id' | 'updatedAt'>>): Promise<EventSettings> {
      const { countdownTarget, ...rest } = values;
      return toSettings(await writeConfig(deps.db, { ...rest, ...(countdownTarget && { countdownTarget: countdownTarget.replace('T', ' ') }) }));
    },
    /** Inside the caller's transaction, so a switch flipped mid-request is honoured. */
    async assertTeamFormationOpen(tx: Db = deps.db) {
      const row = await readConfig(tx);
      if (!row.teamFormationEnabled) throw forbidden(TEAM_MSG.formationDisabledServer);
    },
    /**
     * Inside the vote's transaction, share-locking the settings row: closing voting waits for
     * votes already under way and refuses every vote after it, on every node.
     */
    async assertVotingOpen(tx: Db) {
      const row = await readConfigLocked(tx);
      if (!row.votingEnabled) throw forbidden(VOTE_MSG.votingClosed);
    },
  };
}
export type ConfigService = ReturnType<typeof createConfigService>;
