import {
  INSIGHTS,
  INSIGHTS_MSG,
  dateInTimeZone,
  eventDays,
  type AtRiskParticipant,
  type AtRiskReason,
  type EventInsights,
  type EventSettings,
  type InsightsAttendanceDay,
  type InsightsSubmissionsDay,
  type MentorInsights,
  type MyInsights,
} from '@hackcamp/contract';
import { TAG, type Caches } from '../../cache/caches.ts';
import { createRebuiltFigure } from '../../cache/rebuilt-figure.ts';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { riskSigns, type RiskSigns } from './at-risk.queries.ts';
import { latestWindow, windowArrivals, type LatestWindow, type WindowArrivals } from './check-in-arrivals.queries.ts';
import { cohortByDay, recordsOf, runningTotalsOf, type CohortDay } from './cumulative-scores.queries.ts';
import * as q from './insights.queries.ts';
import type { ConfigService } from '../config/config.service.ts';

type Caller = Pick<UserRow, 'id' | 'role'>;

const MINUTE = 60_000;

/** Where the event stands: its bootcamp days, today's date and day number (below 1 before it, above 12 after). */
interface Calendar {
  startDate: string;
  timeZone: string;
  now: Date;
  today: string;
  todayDay: number;
  days: { day: number; date: string }[];
  /** The last bootcamp day that has come (0 before the event). */
  lastCome: number;
}

function calendarOf(settings: Pick<EventSettings, 'startDate' | 'timeZone'>, now: Date): Calendar {
  const today = dateInTimeZone(now, settings.timeZone);
  const todayDay = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${settings.startDate}T00:00:00Z`)) / 86_400_000) + 1;
  const days = eventDays(settings.startDate)
    .filter((d) => d.phase === 'Bootcamp')
    .map((d) => ({ day: d.day, date: d.date }));
  return { ...settings, now, today, todayDay, days, lastCome: Math.max(0, Math.min(todayDay, days.length)) };
}

/** The days a cumulative figure runs through: from day 1 to the last bootcamp day that has come. */
const cumulativeRange = (c: Calendar) => ({ startDate: c.startDate, lastDay: c.lastCome });

/** The bootcamp days in order; a day after today is upcoming with zeros. */
function attendanceDays(c: Calendar, participants: number, counted: q.DayCounts[]): InsightsAttendanceDay[] {
  const byDate = new Map(counted.map((d) => [d.date, d]));
  return c.days.map(({ day, date }) => {
    if (date > c.today) return { day, date, present: 0, late: 0, absent: 0, unmarked: 0, upcoming: true };
    const { present, late, absent } = byDate.get(date) ?? { present: 0, late: 0, absent: 0 };
    return { day, date, present, late, absent, unmarked: Math.max(0, participants - present - late - absent), upcoming: false };
  });
}

function submissionDays(c: Calendar, counted: q.TaskDayCounts[]): InsightsSubmissionsDay[] {
  const byDay = new Map(counted.map((d) => [d.day, d]));
  return c.days.map(({ day }) => {
    const { tasks, submitted, graded, late } = byDay.get(day) ?? { tasks: 0, submitted: 0, graded: 0, late: 0 };
    return { day, tasks, submitted, graded, late };
  });
}

function reasonsOf(signs: RiskSigns): AtRiskReason[] {
  const reasons: AtRiskReason[] = [];
  if (signs.absences >= INSIGHTS.absentDays) reasons.push('absent');
  if (signs.dueDays >= INSIGHTS.missedTaskDays && signs.submittedDays === 0) reasons.push('no-submissions');
  if (!signs.markedYesterday) reasons.push('unmarked-yesterday');
  return reasons;
}

/** Most reasons first, then by name (the rows come by name). */
function atRiskList(rows: RiskSigns[]): AtRiskParticipant[] {
  const listed = rows.flatMap((r) => {
    const reasons = reasonsOf(r);
    return reasons.length ? [{ participantId: r.id, name: r.name, reasons }] : [];
  });
  return listed.sort((a, b) => b.reasons.length - a.reasons.length);
}

/**
 * Present-or-late days in a row over the bootcamp days that have come: the longest run, and the
 * run ending on the latest day that has a record (0 when that record is an absence). A day
 * without a record breaks a run.
 */
function streakOf(c: Calendar, records: Map<string, string>) {
  let run = 0;
  let best = 0;
  let current = 0;
  for (const { date } of c.days.slice(0, c.lastCome)) {
    const status = records.get(date);
    run = status === 'present' || status === 'late' ? run + 1 : 0;
    best = Math.max(best, run);
    if (status) current = run;
  }
  return { current, best };
}

/** Every minute from the window's opening to its close (or now, while it is open), zeros included. */
function arrivalsOf(w: LatestWindow, arrivals: WindowArrivals, now: Date): NonNullable<EventInsights['checkIns']> {
  const closes = (w.closedAt ?? w.closesAt).getTime();
  const first = Math.floor(w.opensAt.getTime() / MINUTE) * MINUTE;
  // The minute holding the window's last moment: one closing at 10:30:00 ends with 10:29.
  const end = Math.min(closes, now.getTime());
  const last = Math.max(first, Math.floor((end - 1) / MINUTE) * MINUTE);
  const counts = new Map<number, number>();
  // A clock a little apart from the database's may date an arrival just outside: it counts at the nearest end.
  for (const m of arrivals.minutes) {
    const at = Math.min(last, Math.max(first, m.minute));
    counts.set(at, (counts.get(at) ?? 0) + m.count);
  }
  const perMinute = [];
  for (let minute = first; minute <= last; minute += MINUTE) perMinute.push({ minute: new Date(minute).toISOString(), count: counts.get(minute) ?? 0 });
  return {
    windowId: w.id,
    date: w.date,
    opensAt: w.opensAt.toISOString(),
    closesAt: new Date(closes).toISOString(),
    expectedCount: arrivals.expected,
    checkedInCount: perMinute.reduce((sum, m) => sum + m.count, 0),
    perMinute,
  };
}

/**
 * The charts' figures (issue 43), computed in SQL over the event's data. What is event-wide (the
 * Overview's figures, the cohort's median and tenth place) is a RebuiltFigure: any mark or grade
 * anywhere makes it stale, and it is built at most once a second however many read it. A
 * mentor's group and a participant's own line are tagged cache entries, dropped by the changes
 * the database names for them. Every key carries the event's today, so a new day is a new value.
 */
export function createInsightsService(deps: {
  db: Db;
  config: ConfigService;
  caches: Caches;
  /** What time it is: the event's today follows it (tests set it). */
  clock?: () => Date;
}) {
  const { db, config, caches } = deps;
  const clock = deps.clock ?? (() => new Date());
  // Everything but the teams' channel moves an event-wide figure: people, their work, attendance
  // and judging, the tasks, the settings.
  const everyChangeButTeams = { relevant: (channel: string) => channel !== 'hc_teams', minGapMs: 1_000, maxAgeMs: 10 * MINUTE };
  const eventFigures = createRebuiltFigure<Omit<EventInsights, 'checkIns'>>(caches, everyChangeButTeams);
  // Any check-in is an attendance write; the window a figure is for is its key (found each time:
  // opening or closing one names no change).
  const arrivals = createRebuiltFigure<WindowArrivals>(caches, everyChangeButTeams);
  // Everyone's chart reads it, and its build reads every grade and mark of the event (some 8
  // full scans' worth): served at once, built again at most every INSIGHTS.cohortRebuildSeconds in the background, rather
  // than making every participant wait at the busiest moment. A participant's own line is never behind.
  const cohort = createRebuiltFigure<CohortDay[]>(caches, { ...everyChangeButTeams, minGapMs: INSIGHTS.cohortRebuildSeconds * 1000, serveStale: true });
  // A due time passing moves the at-risk list without any write: a minute's age at most.
  const groups = caches.create<MentorInsights>({ maxEntries: 500, maxAgeMs: MINUTE });
  const own = caches.create<{ totals: number[]; streak: MyInsights['streak'] }>({ maxEntries: 20_000, maxAgeMs: 10 * MINUTE });

  const calendar = async () => calendarOf(await config.get(), clock());

  /** Read inside each build, so a build that starts after a change of the dates uses the new ones. */
  async function buildEvent(): Promise<Omit<EventInsights, 'checkIns'>> {
    const c = await calendar();
    const scope = { mentorId: null };
    const [attendance, submissions, scores, judges] = await Promise.all([
      q.attendanceByDate(db, scope, c.days[0]!.date, c.days.at(-1)!.date),
      q.submissionsByTaskDay(db, scope, c.days.length),
      q.scoreBins(db, INSIGHTS.scoreBins),
      q.judgesSpread(db),
    ]);
    return {
      participants: attendance.participants,
      attendanceByDay: attendanceDays(c, attendance.participants, attendance.days),
      submissionsByDay: submissionDays(c, submissions),
      scoreDistribution: Array.from({ length: INSIGHTS.scoreBins }, (_, i) => ({
        from: i * scores.width,
        to: (i + 1) * scores.width - 1,
        count: scores.counts.get(i) ?? 0,
      })),
      judges,
    };
  }

  async function buildGroup(mentorId: string): Promise<MentorInsights> {
    const c = await calendar();
    const scope = { mentorId };
    const recent = c.days.slice(Math.max(0, c.lastCome - INSIGHTS.recentDays), c.lastCome).map((d) => d.date);
    const yesterday = c.days.find((d) => d.day === c.todayDay - 1)?.date ?? null;
    const [attendance, submissions, signs] = await Promise.all([
      q.attendanceByDate(db, scope, c.days[0]!.date, c.days.at(-1)!.date),
      q.submissionsByTaskDay(db, scope, c.days.length),
      riskSigns(db, mentorId, {
        startDate: c.startDate,
        timeZone: c.timeZone,
        now: c.now,
        recentDates: recent,
        yesterday,
        taskDays: INSIGHTS.missedTaskDays,
        lastDay: c.days.length,
      }),
    ]);
    return {
      mentorId,
      participants: attendance.participants,
      attendanceByDay: attendanceDays(c, attendance.participants, attendance.days),
      submissionsByDay: submissionDays(c, submissions),
      atRisk: atRiskList(signs),
    };
  }

  return {
    /** The superadmin's Overview. */
    async event(): Promise<EventInsights> {
      const now = clock();
      const [figures, window] = await Promise.all([eventFigures.read((await calendar()).today, buildEvent), latestWindow(db)]);
      if (!window) return { ...figures, checkIns: null };
      const key = `${window.id}\n${window.closedAt?.getTime() ?? ''}`;
      return { ...figures, checkIns: arrivalsOf(window, await arrivals.read(key, () => windowArrivals(db, window)), now) };
    },

    /** A mentor's own group; a superadmin names the mentor. */
    async mentor(caller: Caller, mentorId: string | undefined): Promise<MentorInsights> {
      const asked = mentorId?.toLowerCase();
      if (caller.role === 'mentor' && asked && asked !== caller.id) throw forbidden(INSIGHTS_MSG.notYourGroup);
      if (caller.role !== 'mentor' && !asked) throw badRequest(INSIGHTS_MSG.mentorRequired, [{ field: 'mentorId', msg: INSIGHTS_MSG.mentorRequired }]);
      const id = asked ?? caller.id;
      if (caller.role !== 'mentor' && (await q.roleOf(db, id)) !== 'mentor') throw notFound(INSIGHTS_MSG.mentorNotFound);
      const { today } = await calendar();
      // The mentor's own id names an assignment or a rename of their people (and their own row).
      return groups.getOrLoad(`${id}\n${today}`, async () => ({
        value: await buildGroup(id),
        tags: [id, TAG.attendanceOf(id), TAG.workOf(id), TAG.tasks, TAG.settings],
      }));
    },

    /** A bootcamp participant's cumulative score against the cohort's, and their streak. */
    async me(caller: Caller): Promise<MyInsights> {
      const c = await calendar();
      const range = cumulativeRange(c);
      const [mine, cohortDays] = await Promise.all([
        own.getOrLoad(`${caller.id}\n${c.today}`, async () => {
          const [totals, records] = await Promise.all([runningTotalsOf(db, caller.id, range), recordsOf(db, caller.id, c.days[0]!.date, c.days.at(-1)!.date)]);
          return { value: { totals, streak: streakOf(c, records) }, tags: [caller.id, TAG.tasks, TAG.settings] };
        }),
        cohort.read(c.today, async () => {
          const now = await calendar();
          return cohortByDay(db, cumulativeRange(now), INSIGHTS.comparePlace);
        }),
      ]);
      const byDay = new Map(cohortDays.map((d) => [d.day, d]));
      return {
        scoreByDay: c.days.map(({ day, date }) => {
          if (day > c.lastCome) return { day, date, me: null, median: null, top10: null };
          const others = byDay.get(day);
          return { day, date, me: mine.totals[day - 1] ?? 0, median: others?.median ?? null, top10: others?.place ?? null };
        }),
        streak: mine.streak,
      };
    },
  };
}
export type InsightsService = ReturnType<typeof createInsightsService>;
