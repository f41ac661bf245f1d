import { eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { attendance, eventConfig, problemStatements, submissions, tasks, teamMembers, teams, uploadedFiles, users } from '../schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { DEMO_JUDGES, DEMO_MENTORS, DEMO_PASSWORD, demoParticipant } from './demo-people.ts';
import { demoAvatarPng } from './demo-avatar.ts';
import { DEMO_CUSTOM_PROBLEM, DEMO_PROBLEMS, DEMO_TEAMS } from './demo-problems.ts';
import { DEMO_TASKS } from './demo-tasks.ts';
import { DEMO_LANDING } from './demo-landing.ts';
import { demoCalendar, type DemoCalendar } from './demo-calendar.ts';
import { seedProjects } from './demo-projects.ts';
import { seedMentoring } from './demo-mentoring.ts';
import { seedAnnouncements } from './demo-announcements.ts';
import { seedStaffActivity } from './demo-staff-activity.ts';
import { seedVotesAndJudging } from './demo-votes-and-judging.ts';

export const DEMO_ADMIN_EMAIL = 'admin@demo.hackcamp.dev';
export const DEMO_PARTICIPANTS = 80;
/** Every fourth participant is hackathon-only (20 of 80). */
export const isHackathonOnly = (i: number) => i % 4 === 3;

/**
 * Fills an empty event with demo people, as a live event: the event's dates are set so that
 * `today` is day 6, with attendance and grades up to yesterday and the hackathon ahead. Runs
 * once per database; later runs only print the accounts.
 */
export async function seedDemoEvent(db: Db, options: { today?: Date } = {}): Promise<string> {
  const calendar = demoCalendar(options.today ?? new Date());
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN_EMAIL));
  if (!existing) {
    // One hash for all: every demo account shares the printed password, and 90 hashes would cost seconds.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await db.transaction(async (tx) => {
      // Demo nodes started together may all find no admin above. The unique email decides: the
      // others wait here until the first one commits, then find the event seeded and add nothing.
      const [admin] = await tx
        .insert(users)
        .values({ name: 'Swapna Admin', email: DEMO_ADMIN_EMAIL, passwordHash, role: 'superadmin', mobile: '+919000000001' })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      if (!admin) return;
      // The date line and the countdown follow the start date (null), as on an organiser's event.
      const { startDate } = calendar;
      const dates = { startDate, publicDates: null, countdownTarget: null };
      await tx
        .insert(eventConfig)
        .values({ id: 1, ...dates, landing: { ...DEMO_LANDING } })
        .onConflictDoUpdate({ target: eventConfig.id, set: { ...dates, landing: { ...DEMO_LANDING }, updatedAt: new Date() } });
      const mentors = await tx
        .insert(users)
        .values(
          DEMO_MENTORS.map((m, i) => ({
            ...m,
            email: `mentor${i + 1}@demo.hackcamp.dev`,
            mobile: `+9190000001${String(i).padStart(2, '0')}`,
            passwordHash,
            role: 'mentor' as const,
          })),
        )
        .returning({ id: users.id });
      await tx.insert(users).values(DEMO_JUDGES.map((name, i) => ({ name, email: `judge${i + 1}@demo.hackcamp.dev`, passwordHash, role: 'judge' as const })));
      const participants = await tx
        .insert(users)
        .values(
          Array.from({ length: DEMO_PARTICIPANTS }, (_, i) => ({
            ...demoParticipant(i),
            passwordHash,
            role: 'participant' as const,
            participantType: isHackathonOnly(i) ? ('hackathon' as const) : ('bootcamp' as const),
            // Most participants have a mentor; the last eight wait for an assignment.
            mentorId: i < DEMO_PARTICIPANTS - 8 ? mentors[i % mentors.length]!.id : null,
          })),
        )
        .returning({ id: users.id });
      // The demo's people have all used the app already: Users shows each of them as Joined.
      await tx
        .update(users)
        .set({ joinedAt: sql`now()` })
        .where(isNull(users.joinedAt));
      await seedTeams(
        tx,
        participants.map((p) => p.id),
        calendar,
      );
      await seedProgress(
        tx,
        participants.map((p) => p.id),
        mentors.map((m) => m.id),
        calendar,
      );
      await seedAvatars(
        tx,
        participants.map((p) => p.id),
      );
      await seedMentoring(tx);
      await seedAnnouncements(
        tx,
        admin.id,
        participants.map((p) => p.id),
      );
      await seedStaffActivity(tx, admin.id, calendar);
      await seedVotesAndJudging(tx, calendar);
      await seedProjects(tx, calendar.anHourAgo);
    });
  }
  return [
    '',
    'Demo event ready. Every demo account uses the password: ' + DEMO_PASSWORD,
    `  superadmin             ${DEMO_ADMIN_EMAIL}`,
    '  mentors                mentor1@demo.hackcamp.dev .. mentor5@demo.hackcamp.dev',
    '  judges                 judge1@demo.hackcamp.dev .. judge4@demo.hackcamp.dev',
    '  bootcamp participant   participant1@demo.hackcamp.dev (leads a full team)',
    '  hackathon-only         participant4@demo.hackcamp.dev (every 4th participant is hackathon-only)',
    '  no team yet            participant70@demo.hackcamp.dev .. participant80@demo.hackcamp.dev',
    '',
  ].join('\n');
}

/**
 * Statements in every domain and difficulty (two of them full), one custom statement, and teams
 * in every state: full, well balanced, looking for members. Members are taken in order, leaving
 * the last participants free to join or create teams in the demo.
 */
async function seedTeams(tx: Db, participantIds: string[], calendar: DemoCalendar) {
  const problems = await tx.insert(problemStatements).values(DEMO_PROBLEMS).returning({ id: problemStatements.id });
  let next = 0;
  for (const demo of DEMO_TEAMS) {
    const memberIds = participantIds.slice(next, next + demo.size);
    next += demo.size;
    const [team] = await tx
      .insert(teams)
      .values({
        name: demo.name,
        description: `${demo.name} build for the HackCamp hackathon.`,
        leaderId: memberIds[0]!,
        problemStatementId: problems[demo.problem]!.id,
      })
      .returning({ id: teams.id });
    await tx.insert(teamMembers).values(
      memberIds.map((userId, i) => ({
        teamId: team!.id,
        userId,
        role: i === 0 ? ('leader' as const) : ('member' as const),
        joinedAt: new Date(calendar.at(1, 10).getTime() + i * 60_000),
      })),
    );
  }
  // A participant with no team owns the custom statement.
  await tx
    .insert(problemStatements)
    .values({ ...DEMO_CUSTOM_PROBLEM, difficulty: 'medium', isCustom: true, createdBy: participantIds[participantIds.length - 1]! });
}

/** Participants with no records at all, to show the empty states. */
const NO_RECORDS_FROM = 72;

/**
 * A bootcamp under way: attendance for the days before today and the work of those days, most of
 * it graded, some of today's handed in and waiting for review, so every card, badge and streak
 * state shows for someone. participant1 attended every day so far and has every task graded;
 * participant n (n = 2..6) ends on a streak of n-1 days; the last eight have no records yet.
 */
async function seedProgress(tx: Db, participantIds: string[], mentorIds: string[], calendar: DemoCalendar) {
  const taskRows = await tx
    .insert(tasks)
    .values(DEMO_TASKS.map((t) => ({ title: t.title, description: t.description, day: `day${t.day}`, maxScore: t.maxScore, isActive: t.isActive ?? true })))
    .returning({ id: tasks.id, day: tasks.day, maxScore: tasks.maxScore, isActive: tasks.isActive });
  const dayOf = (label: string) => Number(label.slice(3));
  const today = calendar.pastDays + 1;
  // Work exists for the days so far; today's is handed in but not graded yet.
  const active = taskRows.filter((t) => t.isActive && dayOf(t.day) <= today);

  const attendanceRows: (typeof attendance.$inferInsert)[] = [];
  const submissionRows: (typeof submissions.$inferInsert)[] = [];
  participantIds.forEach((userId, i) => {
    if (isHackathonOnly(i) || i >= NO_RECORDS_FROM) return;
    const mentorId = mentorIds[i % mentorIds.length]!;
    const days = calendar.pastDays;
    const streak = i === 0 ? days : i % (days + 1);
    for (let day = 1; day <= days; day++) {
      const h = (i * 7 + day * 13) % 10;
      let status: 'present' | 'late' | 'absent' = h < 7 ? 'present' : h === 7 ? 'late' : 'absent';
      if (day > days - streak) status = 'present';
      else if (day === days - streak) status = 'absent';
      attendanceRows.push({ userId, date: calendar.date(day), status, markedBy: mentorId });
    }
    active.forEach((task, k) => {
      const pick = (i + k) % 4;
      if (i !== 0 && pick === 0) return;
      const day = dayOf(task.day);
      const graded = day < today && (i === 0 || (i + k) % 3 !== 0);
      const withLink = k % 2 === 0;
      submissionRows.push({
        userId,
        taskId: task.id,
        submissionType: withLink ? 'link' : 'text',
        text: withLink ? 'Code and screenshots are in the repository.' : 'Finished the exercise; notes on what I learned are in my journal.',
        link: withLink ? `https://github.com/hackcamp-demo/p${i + 1}-task${k + 1}` : null,
        linkTitle: withLink ? 'Code and screenshots are in the repository.' : null,
        status: graded ? 'graded' : 'submitted',
        score: graded ? Math.round((task.maxScore * (55 + ((i * 31 + k * 17) % 45))) / 100) : null,
        feedback: graded ? 'Good work. Next time, add a short README explaining your choices.' : null,
        gradedBy: graded ? mentorId : null,
        gradedAt: graded ? calendar.at(day, 18) : null,
        submittedAt: day === today ? calendar.anHourAgo : calendar.at(day, 15),
      });
    });
  });
  for (let from = 0; from < attendanceRows.length; from += 500) await tx.insert(attendance).values(attendanceRows.slice(from, from + 500));
  for (let from = 0; from < submissionRows.length; from += 300) await tx.insert(submissions).values(submissionRows.slice(from, from + 300));

  // The same rule as the app's score: 10 per present day + graded scores.
  await tx.execute(sql`update "users" set "total_score" =
    10 * (select count(*) from "attendance" as "a" where "a"."user_id" = "users"."id" and "a"."status" = 'present')
    + coalesce((select sum("s"."score") from "submissions" as "s" where "s"."user_id" = "users"."id" and "s"."status" in ('graded', 'completed')), 0)
    where "role" = 'participant'`);
}

/** Half of the hackathon-only participants and every tenth one have a picture; the rest show initials. */
async function seedAvatars(tx: Db, participantIds: string[]) {
  for (const [i, userId] of participantIds.entries()) {
    if (!(i % 8 === 3 || i % 10 === 0)) continue;
    const data = demoAvatarPng(i);
    const [file] = await tx
      .insert(uploadedFiles)
      .values({ ownerId: userId, fileName: 'avatar', mimeType: 'image/png', size: data.length, data })
      .returning({ id: uploadedFiles.id });
    await tx
      .update(users)
      .set({ profilePicture: `/api/avatars/${file!.id}` })
      .where(sql`${users.id} = ${userId}`);
  }
}
