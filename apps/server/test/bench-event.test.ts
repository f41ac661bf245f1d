// The bench's generated event and its calls, at a small scale: the data keeps the app's own rules
// (a bench on data the app could never hold measures nothing), and every call the bench measures
// answers 2xx, so a change of a route or a column shows up here rather than as a bench of errors.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@hackcamp/contract';
import { rawRows } from '../src/db/raw-rows.ts';
import { prepareCalls } from '../bench/calls.ts';
import { EVENT_SCALE, generateEvent, type EventPlan, type EventScale } from '../bench/event/generate-event.ts';
import type { Call } from '../bench/load.ts';
import { STREAM_READS } from '../bench/streams.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const SMALL: EventScale = {
  ...EVENT_SCALE,
  participants: 400,
  teams: 60,
  problems: 15,
  submissions: 3_000,
  mentors: 3,
  judges: 2,
  admins: 1,
  announcements: 3,
};

let t: TestApp;
let plan: EventPlan;
let calls: Call[];

beforeAll(async () => {
  t = await startTestApp();
  plan = await generateEvent(t.database.db, SMALL);
  calls = await prepareCalls(t.database.db, t.tokens, plan);
});
afterAll(() => t.close());

const one = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => (await rawRows<T>(t.database.db, query))[0]!;

describe('the bench event', () => {
  it('holds the sizes asked for', async () => {
    expect(plan.rows.submissions).toBe(SMALL.submissions);
    expect(plan.bootcamp.length + plan.hackathon.length).toBe(SMALL.participants);
    expect(plan.hackathon.length).toBe((SMALL.participants * SMALL.hackathonPer20) / 20);
    expect(plan.teams.length).toBe(SMALL.teams);
    expect(plan.ungraded.length).toBeGreaterThan(0);
    expect(plan.teamless.length).toBeGreaterThan(0);
  });

  it('scores every participant by the rule: 10 per present day plus graded scores', async () => {
    const row = await one<{ wrong: number; scored: number }>(sql`
      select count(*) filter (where u.total_score <> 10 * (select count(*) from attendance a where a.user_id = u.id and a.status = 'present')
        + coalesce((select sum(s.score) from submissions s where s.user_id = u.id and s.status in ('graded', 'completed')), 0))::int as wrong,
        count(*) filter (where u.total_score > 0)::int as scored
      from users u where u.role = 'participant'`);
    expect(row.wrong).toBe(0);
    expect(row.scored).toBe(plan.bootcamp.length);
  });

  it('keeps the caps: 6 per team, 4 teams per problem, graded scores within the task', async () => {
    const row = await one<{ biggest: number; most_chosen: number; over_max: number; leaders_ok: number }>(sql`
      select (select max(n) from (select count(*)::int as n from team_members group by team_id) x) as biggest,
        (select max(n) from (select count(*)::int as n from teams group by problem_statement_id) y) as most_chosen,
        (select count(*)::int from submissions s join tasks k on k.id = s.task_id where s.score > k.max_score) as over_max,
        (select count(*)::int from teams t join team_members m on m.team_id = t.id and m.user_id = t.leader_id and m.role = 'leader') as leaders_ok`);
    expect(row.biggest).toBeLessThanOrEqual(6);
    expect(row.most_chosen).toBeLessThanOrEqual(4);
    expect(row.over_max).toBe(0);
    expect(row.leaders_ok).toBe(SMALL.teams);
  });

  it('gives attendance and submissions to bootcamp participants only, 12 days each', async () => {
    const row = await one<{ hackathon_records: number; days_min: number; days_max: number }>(sql`
      select (select count(*)::int from users u where u.participant_type = 'hackathon'
          and (exists (select 1 from attendance a where a.user_id = u.id) or exists (select 1 from submissions s where s.user_id = u.id))) as hackathon_records,
        (select min(n) from (select count(*)::int as n from attendance group by user_id) d) as days_min,
        (select max(n) from (select count(*)::int as n from attendance group by user_id) d) as days_max`);
    expect(row).toEqual({ hackathon_records: 0, days_min: 12, days_max: 12 });
  });

  it('answers 2xx to the first two requests of every call it measures, or has no such call yet', async () => {
    const failures: string[] = [];
    for (const call of calls) {
      for (const i of call.kind === 'write' ? [0, 1] : [0, call.size - 1]) {
        const r = call.request(i);
        const res = await t.app.inject({ method: r.method, url: r.path, headers: r.headers, ...(r.body !== undefined && { payload: r.body }) });
        if (res.statusCode === 404 && (res.json() as { message?: string }).message === MSG.noSuchCall) continue;
        if (res.statusCode >= 300) failures.push(`${call.name} #${i}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('has every read the streams phase measures with and without streams (it finds them by name)', () => {
    expect(STREAM_READS.filter((name) => !calls.some((c) => c.kind === 'read' && c.name === name))).toEqual([]);
  });
});
