import { TEAM_MSG, type EventSettings } from '@hackcamp/contract';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { forbidden } from '../../plugins/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import { lockConfig, readConfig, writeConfig, type EventConfigRow } from './config.queries.ts';

function toSettings(row: EventConfigRow): EventSettings {
  return {
    teamFormationEnabled: row.teamFormationEnabled,
    votingEnabled: row.votingEnabled,
    selfCheckInEnabled: row.selfCheckInEnabled,
    registrationOpen: row.registrationOpen,
    eventName: row.eventName,
    startDate: row.startDate,
    publicDates: row.publicDates,
    countdownTarget: row.countdownTarget,
    prizePool: row.prizePool,
  };
}

type ConfigChanges = Partial<Omit<EventConfigRow, 'id' | 'updatedAt'>>;

/** Read on every request that needs it (one PK read): switches flip on all nodes at once. */
export function createConfigService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;
  return {
    /** `tx` reads inside the caller's transaction, so a date moved mid-request is honoured. */
    async get(tx: Db = deps.db): Promise<EventSettings> {
      return toSettings(await readConfig(tx));
    },

    /** The change and its audit entry (what changed, from what to what) commit together. */
    async update(actor: Pick<UserRow, 'id' | 'name'>, values: ConfigChanges): Promise<EventSettings> {
      const { countdownTarget, ...rest } = values;
      const changes: ConfigChanges = { ...rest, ...(countdownTarget && { countdownTarget: countdownTarget.replace('T', ' ') }) };
      return db.transaction(async (tx) => {
        const before = await lockConfig(tx);
        const after = await writeConfig(tx, changes);
        const changed = (Object.keys(changes) as (keyof ConfigChanges)[]).filter((k) => before[k] !== after[k]);
        if (changed.length) {
          await audit.record(tx, actor, {
            action: 'config.update',
            target: { type: 'config', id: 'event', label: 'Event settings' },
            details: Object.fromEntries(changed.map((k) => [k, { from: before[k], to: after[k] }])),
          });
        }
        return toSettings(after);
      });
    },

    /** Inside the caller's transaction, so a switch flipped mid-request is honoured. */
    async assertTeamFormationOpen(tx: Db = db) {
      const row = await readConfig(tx);
      if (!row.teamFormationEnabled) throw forbidden(TEAM_MSG.formationDisabledServer);
    },

    async isRegistrationOpen(tx: Db = db): Promise<boolean> {
      return (await readConfig(tx)).registrationOpen;
    },

    /** The configured day 1, for every rule and count that works in event days. */
    async startDate(tx: Db = db): Promise<string> {
      return (await readConfig(tx)).startDate;
    },
  };
}
export type ConfigService = ReturnType<typeof createConfigService>;
