import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_MSG } from '@hackcamp/contract';
import { rawRows } from '../src/db/raw-rows.ts';
import { deleteExpiredIdempotencyKeys } from '../src/modules/idempotency/idempotency.service.ts';
import { multipart } from './helpers/multipart.ts';
import { createProblem } from './helpers/teams-fixtures.ts';
import { bearer, createParticipants, createStaff, json, startTestNodes, type TestApp } from './helpers/test-app.ts';

/**
 * A create answered 503 may have committed (decision 0008); the client sends it again with the same
 * Idempotency-Key and must get the first answer, not a second row: on any node, and when both
 * copies arrive at the same moment.
 */
let nodes: TestApp[];
let close: () => Promise<void>;
let admin: { token: string };
beforeAll(async () => {
  ({ nodes, close } = await startTestNodes(2));
  admin = await createStaff(nodes[0]!, 'superadmin');
});
afterAll(() => close());

const count = async (table: string, where = 'true') =>
  (await rawRows<{ n: number }>(nodes[0]!.database.db, sql.raw(`select count(*)::int as n from ${table} where ${where}`)))[0]!.n;

function post(node: TestApp, url: string, token: string, payload: object, key?: string) {
  return node.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...(key && { 'idempotency-key': key }) }, payload });
}

describe('Idempotency-Key on creates', () => {
  it('answers a retry of an announcement with the first answer, on the other node too', async () => {
    const key = randomUUID();
    const body = { title: `Lunch ${key}`, content: 'Lunch is at one.' };
    const first = await post(nodes[0]!, '/api/announcements', admin.token, body, key);
    expect(first.statusCode).toBe(201);
    const again = await post(nodes[1]!, '/api/announcements', admin.token, body, key);
    expect(again.statusCode).toBe(201);
    expect(json(again)).toEqual(json(first));
    expect(await count('announcements', `title = 'Lunch ${key}'`)).toBe(1);
    // Without a key every request creates, as before.
    expect((await post(nodes[1]!, '/api/announcements', admin.token, body)).statusCode).toBe(201);
    expect(await count('announcements', `title = 'Lunch ${key}'`)).toBe(2);
  });

  it('makes one task of ten simultaneous copies over two nodes', async () => {
    const key = randomUUID();
    const body = { title: `Task ${key}`, description: 'Build it.', day: 'day2' };
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => post(nodes[i % 2]!, '/api/tasks', admin.token, body, key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => json(a).data.task._id)).size).toBe(1);
    expect(await count('tasks', `title = 'Task ${key}'`)).toBe(1);
  });

  it('makes one team of simultaneous copies, and answers the retry with that team instead of a 409', async () => {
    const [leader] = await createParticipants(nodes[0]!, 1);
    const problem = await createProblem(nodes[0]!, admin.token);
    const key = randomUUID();
    const body = { name: `Team ${key.slice(0, 8)}`, description: 'We build things', problemStatement: problem._id };
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => post(nodes[i % 2]!, '/api/teams', leader!.token, body, key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((a) => json(a).data.team._id)).size).toBe(1);
    expect(await count('teams', `leader_id = '${leader!.user.id}'`)).toBe(1);
    // A new key is a new request: the caller is in a team by now.
    expect((await post(nodes[1]!, '/api/teams', leader!.token, { ...body, name: 'Another' }, randomUUID())).statusCode).toBe(409);
  });

  it('refuses the same key with a different request (422), and keys are the caller’s own', async () => {
    const key = randomUUID();
    expect((await post(nodes[0]!, '/api/tasks', admin.token, { title: `A ${key}`, description: 'x', day: 'day1' }, key)).statusCode).toBe(201);
    const other = await post(nodes[1]!, '/api/tasks', admin.token, { title: `B ${key}`, description: 'x', day: 'day1' }, key);
    expect({ status: other.statusCode, message: json(other).message }).toEqual({ status: 422, message: OPS_MSG.idempotencyKeyReused });
    const otherAdmin = await createStaff(nodes[0]!, 'superadmin');
    expect((await post(nodes[0]!, '/api/tasks', otherAdmin.token, { title: `C ${key}`, description: 'x', day: 'day1' }, key)).statusCode).toBe(201);
    expect(await count('tasks', `title like '% ${key}'`)).toBe(2);
  });

  it('gives a retried import its first answer, passwords included, and creates nobody twice', async () => {
    const key = randomUUID();
    const csv = `Email,Name\nonce-${key.slice(0, 8)}-a@example.org,Asha\nonce-${key.slice(0, 8)}-b@example.org,Ravi\n`;
    const run = (node: TestApp) => {
      const form = multipart({}, { name: 'people.csv', data: csv });
      return node.app.inject({
        method: 'POST',
        url: '/api/import/participants?dryRun=false',
        headers: { ...bearer(admin.token), ...form.headers, 'idempotency-key': key },
        payload: form.payload,
      });
    };
    const [first, second] = await Promise.all([run(nodes[0]!), run(nodes[1]!)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(json(second).data.summary).toEqual(json(first).data.summary);
    expect(json(first).data.summary.created).toBe(2);
    expect(json(second).data.credentials).toEqual(json(first).data.credentials);
    expect(await count('users', `email like 'once-${key.slice(0, 8)}-%'`)).toBe(2);
    // The kept answer holds no password: those stay sealed in the kept credentials.
    const stored = await rawRows<{ answer: string }>(nodes[0]!.database.db, sql`select answer::text from idempotency_keys where key = ${key}`);
    expect(stored[0]!.answer).not.toContain(json(first).data.credentials[0].temporaryPassword);
  });

  it('forgets keys past their day', async () => {
    const key = randomUUID();
    expect((await post(nodes[0]!, '/api/tasks', admin.token, { title: `Old ${key}`, description: 'x', day: 'day1' }, key)).statusCode).toBe(201);
    await nodes[0]!.database.db.execute(sql`update idempotency_keys set expires_at = now() - interval '1 second' where key = ${key}`);
    await deleteExpiredIdempotencyKeys(nodes[0]!.database.db);
    expect(await count('idempotency_keys', `key = '${key}'`)).toBe(0);
  });
});
