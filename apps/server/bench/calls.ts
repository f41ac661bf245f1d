// The calls `npm run bench` measures: the hot reads and writes of an event day, each made by signed-in
// users of the role the screen serves. Tokens rotate (a session cache must not see one token
// only), and every write gets data of its own, prepared here from what the generator made.
import { LIMITS, dayDate } from '@hackcamp/contract';
import type { Db } from '../src/db/client.ts';
import type { TokenService } from '../src/lib/tokens.ts';
import type { EventPlan } from './event/generate-event.ts';
import { mintTokens } from './event/mint-tokens.ts';
import { SEARCH_TERMS } from './event/names.ts';
import type { BenchRequest, Call } from './load.ts';

/** Distinct signed-in users (or sessions) each read rotates through. */
const READERS = 200;
const BULK_ATTENDANCE = 100;
/**
 * The rates each write's latency is measured at: several times the busiest moment of this
 * event. Every bootcamp participant handing in a task in the last ten minutes before a deadline
 * is 14 submissions a second; 80 mentors each grading every ten seconds, 8 grades; 6,800
 * members joining teams in the first half hour, 4 joins; 1,700 leaders rating ten teams each
 * within an hour, 5 votes; 80 mentors marking their groups within the same minute, 1.3 bulk marks.
 */
const PEAK_RATE = 100;
const PEAK_BULK_RATE = 10;
/** The busiest moments above, a second: all of them at once are the event's full peak. */
const BUSIEST = { submit: 14, grade: 8, bulkMark: 1.3, join: 4, vote: 5 };
const VOTES_PER_LEADER = 10;
const BOUNDARY = '----hackcamp-bench-form';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const json = (token: string) => ({ ...bearer(token), 'content-type': 'application/json' });
const cycle = <T>(items: T[], i: number): T => items[i % items.length]!;
/** Every `step`-th item, so a sample spreads over mentors, colleges and teams. */
const spread = <T>(items: T[], n: number): T[] => {
  const step = Math.max(1, Math.floor(items.length / n));
  return Array.from({ length: Math.min(n, items.length) }, (_, i) => items[i * step]!);
};

function multipart(fields: Record<string, string>): Buffer {
  const parts = Object.entries(fields).map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return Buffer.from(`${parts.join('')}--${BOUNDARY}--\r\n`);
}

/** Round-robin over groups: the first of each group, then the second of each, and so on. */
function interleave<T>(groups: T[][]): T[] {
  const out: T[] = [];
  const longest = Math.max(0, ...groups.map((g) => g.length));
  for (let r = 0; r < longest; r++) for (const g of groups) if (r < g.length) out.push(g[r]!);
  return out;
}

const read = (name: string, size: number, request: (i: number) => BenchRequest): Call => ({ name, kind: 'read', size, request });
/**
 * A read measured again during the write load: the screens a participant, a leader and a mentor
 * keep open at the busiest moment. All but the config are built from what the writes change
 * (scores, submissions, teams, ratings, attendance), so their caches are invalidated while they
 * are read; the config, which no write changes, shows what sharing the server with them costs.
 */
const duringWrites = (call: Call): Call => ({ ...call, duringWrites: true });
const get = (path: string, headers: Record<string, string>): BenchRequest => ({ method: 'GET', path, headers });

export async function prepareCalls(db: Db, tokens: TokenService, plan: EventPlan): Promise<Call[]> {
  const teamless = new Set(plan.teamless);
  const mint = (userIds: string[]) => mintTokens(db, tokens, userIds);

  const participants = await mint(
    spread(
      plan.bootcamp.filter((id) => !teamless.has(id)),
      READERS,
    ),
  );
  const hackathon = await mint(spread(plan.hackathon, READERS));
  const mentors = await mint(plan.mentors);
  const admins = await mint(Array.from({ length: READERS }, (_, i) => cycle(plan.admins, i)));
  const judges = await mint(plan.judges);
  const leaders = await mint(plan.teams.map((t) => t.leaderId));
  const tokenOfMentor = new Map(plan.mentors.map((id, i) => [id, mentors[i]!]));
  const leaderReaders = spread(leaders, READERS);

  const leaderboard = (query: string) =>
    `/api/users/leaderboard?role=participant&limit=${LIMITS.leaderboardPageSize}&sortBy=totalScore&sortOrder=desc&${query}`;
  const gridPages = plan.mentors.map((m) => Math.max(1, Math.ceil((plan.bootcampOf.get(m)!.length * 12) / 100)));

  const reads: Call[] = [
    duringWrites(read('GET /api/users/leaderboard page 1', READERS, (i) => get(leaderboard('page=1'), bearer(cycle(participants, i))))),
    duringWrites(read('GET /api/users/my-rank', READERS, (i) => get('/api/users/my-rank', bearer(cycle(participants, i))))),
    read('GET /api/users/leaderboard page 300', READERS, (i) => get(leaderboard('page=300'), bearer(cycle(participants, i)))),
    read('GET /api/users/leaderboard search', READERS, (i) =>
      get(leaderboard(`page=1&search=${encodeURIComponent(cycle(SEARCH_TERMS, i))}`), bearer(cycle(participants, i))),
    ),
    duringWrites(read('GET /api/auth/profile', READERS, (i) => get('/api/auth/profile', bearer(cycle(participants, i))))),
    duringWrites(read('GET /api/teams/my-team', READERS, (i) => get('/api/teams/my-team', bearer(cycle(participants, i))))),
    duringWrites(read('GET /api/config/config', READERS, (i) => get('/api/config/config', bearer(cycle(participants, i))))),
    read('GET /api/config/problems (pages 1-5)', READERS, (i) => get(`/api/config/problems?page=${1 + (i % 5)}&limit=10`, bearer(cycle(participants, i)))),
    duringWrites(read('GET /api/tasks', READERS, (i) => get('/api/tasks', bearer(cycle(participants, i))))),
    duringWrites(read('GET /api/submissions/my-submissions', READERS, (i) => get('/api/submissions/my-submissions', bearer(cycle(participants, i))))),
    duringWrites(read('GET /api/hackathon/dashboard', READERS, (i) => get('/api/hackathon/dashboard', bearer(cycle(hackathon, i))))),
    read('GET /api/users/my-participants (mentor)', mentors.length, (i) => get('/api/users/my-participants', bearer(cycle(mentors, i)))),
    duringWrites(
      read('GET /api/attendance grid (mentor, every page)', mentors.length * Math.max(...gridPages), (i) => {
        const m = i % mentors.length;
        return get(`/api/attendance?page=${1 + (Math.floor(i / mentors.length) % gridPages[m]!)}&limit=100`, bearer(mentors[m]!));
      }),
    ),
    read('GET /api/users admin page (pages 1-100)', READERS, (i) =>
      get(`/api/users?page=${1 + (i % 100)}&limit=10&sortBy=createdAt&sortOrder=desc`, bearer(cycle(admins, i))),
    ),
    // 200 of the leaders, like every other read: the writes below need all 1,700 of them.
    duringWrites(
      read('GET /api/votes/teams-with-ratings (leader)', READERS, (i) =>
        get(`/api/votes/teams-with-ratings?page=${1 + (i % 5)}`, bearer(cycle(leaderReaders, i))),
      ),
    ),
    read('GET /api/judge/overview (judge)', judges.length, (i) => get('/api/judge/overview', bearer(cycle(judges, i)))),
  ];

  return [...reads, ...(await prepareWrites(plan, mint, tokenOfMentor, leaders))];
}

async function prepareWrites(
  plan: EventPlan,
  mint: (ids: string[]) => Promise<string[]>,
  tokenOfMentor: Map<string, string>,
  leaders: string[],
): Promise<Call[]> {
  // Submit: participants with tasks they have not submitted yet, one participant after another.
  const submitters = plan.bootcamp.slice(0, 3000);
  const submitterTokens = await mint(submitters);
  const pairs = interleave(
    submitters.map((_, u) => {
      const free: [number, number][] = [];
      for (let t = 0; t < plan.tasks.length; t++) if (!(plan.submitted[u]! & (1 << t))) free.push([u, t]);
      return free;
    }),
  );
  const submit: Call = {
    name: 'POST /api/submissions (multipart, a link)',
    kind: 'write',
    peakRate: PEAK_RATE,
    busiestRate: BUSIEST.submit,
    size: pairs.length,
    request: (i) => {
      const [u, t] = pairs[i]!;
      return {
        method: 'POST',
        path: '/api/submissions',
        headers: { ...bearer(submitterTokens[u]!), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        body: multipart({
          taskId: plan.tasks[t]!.id,
          submissionType: 'link',
          content: JSON.stringify({ text: 'Done; notes in the README.', link: `https://github.com/bench/${u}/task-${t + 1}`, linkTitle: 'Repository' }),
          isEdit: 'false',
        }),
      };
    },
  };

  // Grade: waiting submissions, by their participant's mentor, one mentor after another.
  const byMentor = new Map<string, EventPlan['ungraded']>(plan.mentors.map((m) => [m, []]));
  for (const s of plan.ungraded) byMentor.get(plan.mentorOf.get(s.userId)!)!.push(s);
  const toGrade = interleave([...byMentor.values()]);
  const grade: Call = {
    name: 'POST /api/submissions/:id/grade',
    kind: 'write',
    peakRate: PEAK_RATE,
    busiestRate: BUSIEST.grade,
    size: toGrade.length,
    request: (i) => ({
      method: 'POST',
      path: `/api/submissions/${toGrade[i]!.id}/grade`,
      headers: json(tokenOfMentor.get(plan.mentorOf.get(toGrade[i]!.userId)!)!),
      body: JSON.stringify({ score: 10 + (i % 40), feedback: 'Good structure; add tests next time.' }),
    }),
  };

  // Bulk attendance: a mentor marks 100 of their participants for one day; mentors take turns.
  const mentorsWithGroup = plan.mentors.filter((m) => plan.bootcampOf.get(m)!.length >= BULK_ATTENDANCE);
  const attendance: Call = {
    name: `POST /api/attendance/mark-for-users (${BULK_ATTENDANCE})`,
    kind: 'write',
    peakRate: PEAK_BULK_RATE,
    busiestRate: BUSIEST.bulkMark,
    size: mentorsWithGroup.length * 12,
    repeatable: true,
    request: (i) => {
      const mentor = mentorsWithGroup[i % mentorsWithGroup.length]!;
      const day = 1 + (Math.floor(i / mentorsWithGroup.length) % 12);
      return {
        method: 'POST',
        path: '/api/attendance/mark-for-users',
        headers: json(tokenOfMentor.get(mentor)!),
        body: JSON.stringify({
          date: dayDate(day, plan.startDate),
          session: 'full-day',
          attendees: plan.bootcampOf
            .get(mentor)!
            .slice(0, BULK_ATTENDANCE)
            .map((userId) => ({ userId, status: 'present' })),
        }),
      };
    },
  };

  // Join: a participant without a team takes a free place; free places spread over all teams.
  const places = interleave(plan.teams.map((team) => Array.from({ length: Math.max(0, LIMITS.teamMaxMembers - team.size) }, () => team.id)));
  const joiners = plan.teamless.slice(0, places.length);
  const joinerTokens = await mint(joiners);
  const join: Call = {
    name: 'POST /api/teams/:id/join',
    kind: 'write',
    peakRate: PEAK_RATE,
    busiestRate: BUSIEST.join,
    size: joiners.length,
    request: (i) => ({ method: 'POST', path: `/api/teams/${places[i]!}/join`, headers: bearer(joinerTokens[i]!) }),
  };

  // Vote: team leaders rate teams they have not rated yet, one leader after another.
  const ballots = interleave(
    plan.teams.map((_, t) => {
      const rated = plan.votedBy.get(t) ?? new Set<number>();
      const mine: [number, number][] = [];
      for (let j = 1; mine.length < VOTES_PER_LEADER && j < plan.teams.length; j++) {
        const other = (t + j * 13) % plan.teams.length;
        if (other !== t && !rated.has(other)) mine.push([t, other]);
      }
      return mine;
    }),
  );
  const vote: Call = {
    name: 'POST /api/votes/teams/:id/vote',
    kind: 'write',
    peakRate: PEAK_RATE,
    busiestRate: BUSIEST.vote,
    size: ballots.length,
    request: (i) => {
      const [t, other] = ballots[i]!;
      return {
        method: 'POST',
        path: `/api/votes/teams/${plan.teams[other]!.id}/vote`,
        headers: json(leaders[t]!),
        body: JSON.stringify({ rating: 1 + (i % 5), comment: 'Clear pitch and a demo that worked.' }),
      };
    },
  };

  return [submit, grade, attendance, join, vote];
}
