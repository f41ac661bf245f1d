import { dayDate, eventDays, EVENT, SETUP_STEP_KEYS, type AdminOverview, type SetupChecklist, type SetupStepKey } from '@hackcamp/contract';
import type { Db } from '../../db/client.ts';
import type { ConfigService } from '../config/config.service.ts';
import * as q from './admin.queries.ts';

/** present / recorded in percent with one decimal (docs/product.md); 0 with no records. */
export const attendanceRate = (present: number, recorded: number) => (recorded === 0 ? 0 : Math.round((present / recorded) * 1000) / 10);

export function createAdminService(deps: { db: Db; config: ConfigService }) {
  const { db, config } = deps;
  return {
    /** Three statements however large the event: the counts, attendance by date, the start date. */
    async overview(): Promise<AdminOverview> {
      const startDate = await config.startDate();
      const [counts, byDate] = await Promise.all([q.overviewCounts(db), q.attendanceByDate(db, startDate, dayDate(EVENT.totalDays, startDate))]);
      const days = eventDays(startDate).map(({ day, date, phase }) => {
        const of = (status: string) => byDate.find((r) => r.date === date && r.status === status)?.n ?? 0;
        const present = of('present');
        const absent = of('absent');
        const late = of('late');
        const recorded = present + absent + late;
        return { day, date, phase, present, absent, late, recorded, rate: attendanceRate(present, recorded) };
      });
      return {
        participants: {
          total: counts.participants,
          active: counts.activeParticipants,
          bootcamp: counts.bootcampParticipants,
          hackathon: counts.hackathonParticipants,
          withoutMentor: counts.participantsWithoutMentor,
        },
        tasks: { total: counts.tasks, active: counts.activeTasks },
        mentors: { total: counts.mentors, active: counts.activeMentors },
        judges: { total: counts.judges, active: counts.activeJudges },
        teams: {
          totalTeams: counts.teams,
          participantsInTeams: counts.participantsInTeams,
          participantsWithoutTeams: Math.max(0, counts.participants - counts.participantsInTeams),
        },
        attendance: { recorded: days.reduce((sum, d) => sum + d.recorded, 0), days },
      };
    },

    /** One statement, read fresh each time: a superadmin's screen, opened now and then. */
    async setup(): Promise<SetupChecklist> {
      const row = await q.setupSteps(db);
      const done: Record<SetupStepKey, boolean> = { ...row, 'check-in': row.checkIn };
      return { steps: SETUP_STEP_KEYS.map((key) => ({ key, done: Boolean(done[key]) })) };
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
