// The large event of `npm run bench`, written straight into the database: 10,000 participants,
// 1,700 teams, 24 tasks, 12 days of attendance and 100,000 submissions, plus the staff around them.
// Seeded, so every run builds the same event; one shared password hash, and every table filled by
// a few array-parameter inserts (bulk-insert.ts), so it takes seconds rather than an hour.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { EVENT, LIMITS, PROBLEM_DOMAINS, dayDate } from '@hackcamp/contract';
import type { Db } from '../../src/db/client.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { bulkInsert } from './bulk-insert.ts';
import { COLLEGES, FIRST_NAMES, LAST_NAMES, TEAM_ADJECTIVES, TEAM_NOUNS, TECHNOLOGIES } from './names.ts';
import { seededRandom, type Random } from './random.ts';

export interface EventScale {
  participants: number;
  /** Every participant whose index modulo 20 is below this is hackathon-only. */
  hackathonPer20: number;
  teams: number;
  /** At least a quarter of `teams`: each problem statement is chosen by at most 4 teams. */
  problems: number;
  tasks: number;
  submissions: number;
  /** Share of submissions already graded; the rest wait for review (the grading bench needs them). */
  gradedShare: number;
  presentShare: number;
  mentors: number;
  judges: number;
  admins: number;
  announcements: number;
  /** Share of team leaders who voted, and how many teams each rated. */
  votingLeaderShare: number;
  votesPerLeader: number;
}

/** The event the performance targets are stated for (docs/benchmarks.md). */
export const EVENT_SCALE: EventScale = {
  participants: 10_000,
  hackathonPer20: 3,
  teams: 1_700,
  problems: 430,
  tasks: 24,
  submissions: 100_000,
  gradedShare: 0.85,
  presentShare: 0.85,
  mentors: 80,
  judges: 20,
  admins: 3,
  announcements: 30,
  votingLeaderShare: 0.8,
  votesPerLeader: 5,
};

/** Everyone's password (one argon2id hash shared by all generated accounts). */
export const BENCH_PASSWORD = 'bench-password';

export interface PlannedTeam {
  id: string;
  leaderId: string;
  size: number;
}

/** What the generator made, as the measurements need it: who is who, and what is still free. */
export interface EventPlan {
  startDate: string;
  admins: string[];
  mentors: string[];
  judges: string[];
  bootcamp: string[];
  hackathon: string[];
  mentorOf: Map<string, string>;
  /** A mentor's bootcamp participants. */
  bootcampOf: Map<string, string[]>;
  tasks: { id: string; maxScore: number }[];
  /** Per bootcamp participant (same index as `bootcamp`), one bit per task index already submitted. */
  submitted: Uint32Array;
  /** Submissions waiting for review, in generation order. */
  ungraded: { id: string; userId: string }[];
  teams: PlannedTeam[];
  /** Participants in no team. */
  teamless: string[];
  /** Per team index, the team indexes its leader already rated. */
  votedBy: Map<number, Set<number>>;
  rows: Record<string, number>;
}

type Cell = string | number | boolean | Date | null;

const HOUR = 3_600_000;

function dayStart(startDate: string, day: number): Date {
  return new Date(`${dayDate(day, startDate)}T09:00:00+05:30`);
}

function person(rnd: Random, i: number) {
  const first = rnd.pick(FIRST_NAMES);
  const last = rnd.pick(LAST_NAMES);
  return {
    name: `${first} ${last}`,
    email: `${first}.${last}.${i}@students.bench`.toLowerCase(),
    college: rnd.pick(COLLEGES),
    mobile: `9${String(100_000_000 + i * 7919).slice(-9)}`,
  };
}

export async function generateEvent(db: Db, scale = EVENT_SCALE, seed = 15): Promise<EventPlan> {
  const rnd = seededRandom(seed);
  const startDate = EVENT.startDate;
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const registrationOpened = dayStart(startDate, 1).getTime() - 21 * 24 * HOUR;
  const rows: Record<string, number> = {};
  const insert = async (table: string, columns: Parameters<typeof bulkInsert>[2], data: Cell[][]) => {
    await bulkInsert(db, table, columns, data);
    rows[table] = (rows[table] ?? 0) + data.length;
  };

  // Staff first: participants point at their mentor.
  const staff = (role: string, n: number, label: string) =>
    Array.from({ length: n }, (_, i) => ({ id: randomUUID(), role, name: `${label} ${i + 1}`, email: `${role}${i + 1}@staff.bench` }));
  const admins = staff('superadmin', scale.admins, 'Bench Admin');
  const mentors = staff('mentor', scale.mentors, 'Bench Mentor');
  const judges = staff('judge', scale.judges, 'Bench Judge');
  const userColumns: Parameters<typeof bulkInsert>[2] = [
    { name: 'id', type: 'uuid' },
    { name: 'name', type: 'text' },
    { name: 'email', type: 'text' },
    { name: 'password_hash', type: 'text' },
    { name: 'mobile', type: 'text' },
    { name: 'college_name', type: 'text' },
    { name: 'role', type: 'text' },
    { name: 'participant_type', type: 'text' },
    { name: 'specialization', type: 'text' },
    { name: 'experience', type: 'int' },
    { name: 'skills', type: 'jsonb' },
    { name: 'description', type: 'text' },
    { name: 'mentor_id', type: 'uuid' },
    { name: 'registration_date', type: 'timestamptz' },
    { name: 'created_at', type: 'timestamptz' },
  ];
  const staffCreated = new Date(registrationOpened - 7 * 24 * HOUR);
  await insert(
    'users',
    userColumns,
    [...admins, ...mentors, ...judges].map((s, i) => [
      s.id,
      s.name,
      s.email,
      passwordHash,
      null,
      null,
      s.role,
      null,
      s.role === 'mentor' ? `${rnd.pick(TECHNOLOGIES)} and ${rnd.pick(TECHNOLOGIES)}` : null,
      s.role === 'mentor' ? rnd.int(2, 15) : null,
      JSON.stringify(s.role === 'mentor' ? [rnd.pick(TECHNOLOGIES), rnd.pick(TECHNOLOGIES)] : []),
      s.role === 'mentor' ? 'Mentors a group of bootcamp participants through the twelve days.' : null,
      null,
      new Date(staffCreated.getTime() + i * 60_000),
      new Date(staffCreated.getTime() + i * 60_000),
    ]),
  );

  const bootcamp: string[] = [];
  const hackathon: string[] = [];
  const mentorOf = new Map<string, string>();
  const bootcampOf = new Map<string, string[]>(mentors.map((m) => [m.id, []]));
  const participantRows: Cell[][] = [];
  for (let i = 0; i < scale.participants; i++) {
    const id = randomUUID();
    const p = person(rnd, i);
    const type = i % 20 < scale.hackathonPer20 ? 'hackathon' : 'bootcamp';
    // In blocks, so every mentor gets the same share of hackathon-only participants (15%).
    const mentor = mentors[Math.floor((i * mentors.length) / scale.participants)]!.id;
    mentorOf.set(id, mentor);
    if (type === 'bootcamp') {
      bootcamp.push(id);
      bootcampOf.get(mentor)!.push(id);
    } else {
      hackathon.push(id);
    }
    const at = new Date(registrationOpened + i * 120_000);
    participantRows.push([id, p.name, p.email, passwordHash, p.mobile, p.college, 'participant', type, null, null, '[]', null, mentor, at, at]);
  }
  await insert('users', userColumns, participantRows);

  const adminId = admins[0]!.id;
  const problems = Array.from({ length: scale.problems }, () => randomUUID());
  await insert(
    'problem_statements',
    [
      { name: 'id', type: 'uuid' },
      { name: 'title', type: 'text' },
      { name: 'description', type: 'text' },
      { name: 'domain', type: 'text' },
      { name: 'topic', type: 'text' },
      { name: 'suggested_technologies', type: 'text' },
      { name: 'difficulty', type: 'text' },
      { name: 'created_by', type: 'uuid' },
    ],
    problems.map((id, i) => {
      const domain = PROBLEM_DOMAINS[i % PROBLEM_DOMAINS.length]!;
      return [
        id,
        `${domain[0]!.toUpperCase()}${domain.slice(1)} challenge ${i + 1}`,
        `Design and build a working prototype that helps people in ${domain}: statement ${i + 1}. Describe the users, the data you need, and how a first version could be tried out within the two hackathon days.`,
        domain,
        `${rnd.pick(TEAM_ADJECTIVES)} ${domain}`,
        `${rnd.pick(TECHNOLOGIES)}, ${rnd.pick(TECHNOLOGIES)}, ${rnd.pick(TECHNOLOGIES)}`,
        rnd.pick(['easy', 'medium', 'hard']),
        adminId,
      ];
    }),
  );

  const tasks = Array.from({ length: scale.tasks }, (_, i) => ({ id: randomUUID(), maxScore: i % 3 === 2 ? 50 : 100 }));
  const taskDay = (i: number) => 1 + Math.floor((i * EVENT.totalDays) / scale.tasks);
  await insert(
    'tasks',
    [
      { name: 'id', type: 'uuid' },
      { name: 'title', type: 'text' },
      { name: 'description', type: 'text' },
      { name: 'day', type: 'text' },
      { name: 'max_score', type: 'int' },
      { name: 'due_date', type: 'timestamptz' },
      { name: 'created_by', type: 'uuid' },
    ],
    tasks.map((t, i) => [
      t.id,
      `Task ${i + 1}: ${rnd.pick(TECHNOLOGIES)} exercise`,
      'Build the exercise described in the session, push it to a repository and submit the link with a short note on what you learned.',
      `day${taskDay(i)}`,
      t.maxScore,
      new Date(dayStart(startDate, taskDay(i)).getTime() + 14 * HOUR),
      adminId,
    ]),
  );

  // Teams: sizes 2 to 6 (4 on average), members drawn from everyone, each problem chosen by at most 4.
  const pool = rnd.shuffle([...bootcamp, ...hackathon]);
  const teams: PlannedTeam[] = [];
  const memberRows: Cell[][] = [];
  const teamRows: Cell[][] = [];
  let next = 0;
  for (let t = 0; t < scale.teams && next < pool.length; t++) {
    const size = Math.min(rnd.int(2, LIMITS.teamMaxMembers), pool.length - next);
    const members = pool.slice(next, next + size);
    next += size;
    const id = randomUUID();
    const formed = new Date(dayStart(startDate, 8).getTime() + t * 60_000);
    teams.push({ id, leaderId: members[0]!, size });
    teamRows.push([
      id,
      `${rnd.pick(TEAM_ADJECTIVES)} ${rnd.pick(TEAM_NOUNS)} ${t + 1}`,
      'We build a small, useful prototype and demo it on the last day.',
      members[0]!,
      problems[t % problems.length]!,
      formed,
    ]);
    members.forEach((userId, m) => memberRows.push([id, userId, m === 0 ? 'leader' : 'member', formed]));
  }
  await insert(
    'teams',
    [
      { name: 'id', type: 'uuid' },
      { name: 'name', type: 'text' },
      { name: 'description', type: 'text' },
      { name: 'leader_id', type: 'uuid' },
      { name: 'problem_statement_id', type: 'uuid' },
      { name: 'created_at', type: 'timestamptz' },
    ],
    teamRows,
  );
  await insert(
    'team_members',
    [
      { name: 'team_id', type: 'uuid' },
      { name: 'user_id', type: 'uuid' },
      { name: 'role', type: 'text' },
      { name: 'joined_at', type: 'timestamptz' },
    ],
    memberRows,
  );
  const teamless = pool.slice(next);

  const attendanceRows: Cell[][] = [];
  for (const userId of bootcamp) {
    for (let day = 1; day <= EVENT.totalDays; day++) {
      attendanceRows.push([
        userId,
        dayDate(day, startDate),
        rnd.chance(scale.presentShare) ? 'present' : 'absent',
        mentorOf.get(userId)!,
        dayStart(startDate, day),
      ]);
    }
  }
  await insert(
    'attendance',
    [
      { name: 'user_id', type: 'uuid' },
      { name: 'date', type: 'date' },
      { name: 'status', type: 'text' },
      { name: 'marked_by', type: 'uuid' },
      { name: 'created_at', type: 'timestamptz' },
    ],
    attendanceRows,
  );

  // Submissions: every bootcamp participant submitted about the same number of tasks (11 or 12 of
  // 24 at full scale), chosen at random, so each still has tasks left to submit.
  const submitted = new Uint32Array(bootcamp.length);
  const ungraded: EventPlan['ungraded'] = [];
  const submissionRows: Cell[][] = [];
  const perUser = Math.min(scale.tasks, Math.floor(scale.submissions / bootcamp.length));
  const extra = perUser === scale.tasks ? 0 : scale.submissions - perUser * bootcamp.length;
  const taskOrder = tasks.map((_, i) => i);
  bootcamp.forEach((userId, u) => {
    const chosen = rnd.shuffle(taskOrder).slice(0, perUser + (u < extra ? 1 : 0));
    for (const t of chosen) {
      submitted[u]! |= 1 << t;
      const id = randomUUID();
      const at = new Date(dayStart(startDate, taskDay(t)).getTime() + rnd.int(1, 12) * HOUR);
      const graded = rnd.chance(scale.gradedShare);
      const link = rnd.chance(0.6);
      if (!graded) ungraded.push({ id, userId });
      submissionRows.push([
        id,
        userId,
        tasks[t]!.id,
        link ? 'link' : 'text',
        graded ? 'graded' : 'submitted',
        'Finished the exercise; the README explains how to run it.',
        link ? `https://github.com/bench/${u}/task-${t + 1}` : null,
        link ? `Task ${t + 1} repository` : null,
        graded ? Math.round(tasks[t]!.maxScore * (0.4 + 0.6 * rnd.next())) : null,
        graded ? 'Good work; see the comments on the structure.' : null,
        graded ? mentorOf.get(userId)! : null,
        graded ? new Date(at.getTime() + 20 * HOUR) : null,
        at,
        at,
      ]);
    }
  });
  await insert(
    'submissions',
    [
      { name: 'id', type: 'uuid' },
      { name: 'user_id', type: 'uuid' },
      { name: 'task_id', type: 'uuid' },
      { name: 'submission_type', type: 'text' },
      { name: 'status', type: 'text' },
      { name: 'text', type: 'text' },
      { name: 'link', type: 'text' },
      { name: 'link_title', type: 'text' },
      { name: 'score', type: 'int' },
      { name: 'feedback', type: 'text' },
      { name: 'graded_by', type: 'uuid' },
      { name: 'graded_at', type: 'timestamptz' },
      { name: 'submitted_at', type: 'timestamptz' },
      { name: 'created_at', type: 'timestamptz' },
    ],
    submissionRows,
  );

  // Judges: each team has one, and about half the first-round evaluations are in.
  const evaluationRows: Cell[][] = [];
  const assignmentRows = teams.map((team, t): Cell[] => {
    const judge = judges[t % judges.length]!.id;
    for (let round = 1; round <= 2 && rnd.chance(round === 1 ? 0.6 : 0.5); round++) {
      evaluationRows.push([judge, team.id, round, rnd.int(4, 10), 'Clear problem, working demo; polish the pitch.']);
    }
    return [judge, team.id];
  });
  await insert(
    'judge_assignments',
    [
      { name: 'judge_id', type: 'uuid' },
      { name: 'team_id', type: 'uuid' },
    ],
    assignmentRows,
  );
  await insert(
    'judge_evaluations',
    [
      { name: 'judge_id', type: 'uuid' },
      { name: 'team_id', type: 'uuid' },
      { name: 'round', type: 'int' },
      { name: 'score', type: 'int' },
      { name: 'feedback', type: 'text' },
    ],
    evaluationRows,
  );

  const votedBy = new Map<number, Set<number>>();
  const voteRows: Cell[][] = [];
  teams.forEach((team, t) => {
    if (!rnd.chance(scale.votingLeaderShare)) return;
    const rated = new Set<number>();
    while (rated.size < Math.min(scale.votesPerLeader, teams.length - 1)) {
      const other = rnd.int(0, teams.length - 1);
      if (other !== t) rated.add(other);
    }
    votedBy.set(t, rated);
    // A vote is its team's (decision 0029); the leader cast it.
    for (const other of rated) voteRows.push([team.leaderId, team.id, teams[other]!.id, rnd.int(2, 5), 'Solid idea and a demo that worked.']);
  });
  await insert(
    'votes',
    [
      { name: 'voter_id', type: 'uuid' },
      { name: 'voter_team_id', type: 'uuid' },
      { name: 'team_id', type: 'uuid' },
      { name: 'rating', type: 'int' },
      { name: 'comment', type: 'text' },
    ],
    voteRows,
  );

  const priorities = ['low', 'medium', 'high', 'urgent'];
  await insert(
    'announcements',
    [
      { name: 'title', type: 'text' },
      { name: 'content', type: 'text' },
      { name: 'priority', type: 'text' },
      { name: 'target_audience', type: 'text' },
      { name: 'created_by', type: 'uuid' },
      { name: 'created_at', type: 'timestamptz' },
    ],
    Array.from({ length: scale.announcements }, (_, i) => [
      `Day ${1 + (i % EVENT.totalDays)} update ${i + 1}`,
      'Sessions start at 9:30 in the main hall. Bring your laptop charger; the Wi-Fi details are on the notice board.',
      priorities[i % priorities.length]!,
      i % 5 === 4 ? 'participants' : 'all',
      adminId,
      new Date(dayStart(startDate, 1 + (i % EVENT.totalDays)).getTime() - HOUR),
    ]),
  );

  // Voting open so the vote write can be measured; team formation stays open for the join write.
  await db.execute(sql`insert into event_config (id, team_formation_enabled, voting_enabled) values (1, true, true)
    on conflict (id) do update set team_formation_enabled = true, voting_enabled = true`);

  // The scoring rule (10 per present day + graded scores), for everyone in one statement.
  await db.execute(sql`analyze`);
  await db.execute(sql`with present as (select user_id, count(*) as days from attendance where status = 'present' group by user_id),
      graded as (select user_id, sum(score) as points from submissions where status in ('graded', 'completed') group by user_id)
    update users set total_score = 10 * coalesce(present.days, 0) + coalesce(graded.points, 0)
    from users as u left join present on present.user_id = u.id left join graded on graded.user_id = u.id
    where users.id = u.id and users.role = 'participant'`);
  await db.execute(sql`analyze users`);

  return {
    startDate,
    admins: admins.map((a) => a.id),
    mentors: mentors.map((m) => m.id),
    judges: judges.map((j) => j.id),
    bootcamp,
    hackathon,
    mentorOf,
    bootcampOf,
    tasks,
    submitted,
    ungraded,
    teams,
    teamless,
    votedBy,
    rows,
  };
}
