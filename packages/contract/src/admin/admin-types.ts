import { z } from 'zod';

/** One event day of the admin overview's attendance table. */
export const attendanceDaySchema = z.object({
  day: z.number().int(),
  date: z.iso.date().describe('From the configured start date'),
  phase: z.enum(['Bootcamp', 'Hackathon']),
  present: z.number().int(),
  absent: z.number().int(),
  late: z.number().int(),
  /** Every record of the day, whatever its status. */
  recorded: z.number().int(),
  /** present / recorded * 100, one decimal; 0 with no records. */
  rate: z.number(),
});
export type AttendanceDay = z.infer<typeof attendanceDaySchema>;

/** Everything the Overview tab shows, counted by the server in a fixed number of queries. */
export const adminOverviewSchema = z
  .object({
    participants: z.object({
      total: z.number().int(),
      active: z.number().int(),
      bootcamp: z.number().int(),
      hackathon: z.number().int(),
      withoutMentor: z.number().int(),
    }),
    tasks: z.object({ total: z.number().int(), active: z.number().int() }),
    mentors: z.object({ total: z.number().int(), active: z.number().int() }),
    judges: z.object({ total: z.number().int(), active: z.number().int() }),
    teams: z.object({ totalTeams: z.number().int(), participantsInTeams: z.number().int(), participantsWithoutTeams: z.number().int() }),
    attendance: z.object({ recorded: z.number().int(), days: z.array(attendanceDaySchema) }),
  })
  .meta({ id: 'AdminOverview' });
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** The first-run checklist's steps, in the order the Overview lists them. */
export const SETUP_STEP_KEYS = ['event', 'people', 'mentors', 'tasks', 'check-in', 'judging', 'certificates'] as const;
export type SetupStepKey = (typeof SETUP_STEP_KEYS)[number];

/** Whether each first-run step is done, read from the event itself (never stored). */
export const setupChecklistSchema = z
  .object({
    steps: z.array(z.object({ key: z.enum(SETUP_STEP_KEYS), done: z.boolean() })).describe('Every step, in SETUP_STEP_KEYS order'),
  })
  .meta({ id: 'SetupChecklist' });
export type SetupChecklist = z.infer<typeof setupChecklistSchema>;
