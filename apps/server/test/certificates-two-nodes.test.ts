import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { dayDate } from '@hackcamp/contract';
import { attendance, certificates } from '../src/db/schema/index.ts';
import { bearer, createParticipants, createStaff, json, startTestNodes, type TestApp } from './helpers/test-app.ts';

// Issuing certificates from two servers at once (issue 32, decision 0031): every qualifying
// person gets each certificate once, whichever node and call got there first, and no call fails
// (on PostgreSQL the inserts of simultaneous issues queue on the unique index in one order).

let cluster: Awaited<ReturnType<typeof startTestNodes>>;
let nodes: TestApp[];
let adminToken: string;

beforeAll(async () => {
  cluster = await startTestNodes(2);
  nodes = cluster.nodes;
  adminToken = (await createStaff(nodes[0]!, 'superadmin')).token;
  const rules = await nodes[0]!.app.inject({
    method: 'PUT',
    url: '/api/certificates/rules',
    headers: bearer(adminToken),
    payload: { minAttendancePct: 50, minGradedPct: 0, hackathonParticipation: true, hackathonWinners: true },
  });
  expect(rules.statusCode, rules.body).toBe(200);
  const startDate = json(await nodes[0]!.app.inject({ url: '/api/config/config' })).data.startDate as string;
  // 40 bootcamp participants, present 5 of the 10 days: each qualifies for completion only.
  const people = await createParticipants(nodes[0]!, 40);
  await nodes[0]!.database.db
    .insert(attendance)
    .values(people.flatMap((p) => Array.from({ length: 5 }, (_, i) => ({ userId: p.user.id, date: dayDate(i + 1, startDate), status: 'present' as const }))));
});
afterAll(() => cluster?.close());

describe('issuing on two nodes at once', () => {
  it('issues each certificate exactly once', async () => {
    const calls = Array.from({ length: 8 }, (_, i) =>
      nodes[i % 2]!.app.inject({ method: 'POST', url: '/api/certificates/issue', headers: bearer(adminToken) }),
    );
    const answers = await Promise.all(calls);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(answers.reduce((n, res) => n + (json(res).data.issued as number), 0)).toBe(40);
    const [rows] = await nodes[1]!.database.db.select({ n: count() }).from(certificates).where(eq(certificates.kind, 'bootcamp-completion'));
    expect(rows!.n).toBe(40);
    const codes = await nodes[1]!.database.db.select({ code: certificates.code }).from(certificates);
    expect(new Set(codes.map((c) => c.code)).size).toBe(40);
  });
});
