import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreBackup } from '../src/db/backup/restore-backup.ts';
import { rawRows } from '../src/db/raw-rows.ts';
import { eventually } from './helpers/eventually.ts';
import { createTask } from './helpers/scoring-fixtures.ts';
import { bearer, createStaff, json, login, signUpParticipant, startTestNodes, type TestApp } from './helpers/test-app.ts';

// A restore with --force truncates every table, and TRUNCATE fires no row trigger: without an
// announcement of its own, a running node would go on serving the replaced event from memory.
let cluster: { nodes: TestApp[]; close(): Promise<void> };
beforeAll(async () => {
  cluster = await startTestNodes(2);
});
afterAll(() => cluster.close());

describe('a restore into a database that running nodes serve', () => {
  it('has a truncate trigger on every table, so no table can be emptied unannounced', async () => {
    const [node] = cluster.nodes as [TestApp];
    const rows = await rawRows<{ table: string; triggered: boolean }>(
      node.database.db,
      sql`select c.relname as "table",
                 exists (select 1 from pg_trigger t join pg_proc p on p.oid = t.tgfoid
                          where t.tgrelid = c.oid and p.proname = 'hc_notify_reset' and (t.tgtype & 32) <> 0) as triggered
            from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = current_schema() and c.relkind in ('r', 'p')`,
    );
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.filter((r) => !r.triggered).map((r) => r.table)).toEqual([]);
  });

  it('makes every node drop what it held: sessions, lists and the leaderboard of the old event', async () => {
    const [serving, restoring] = cluster.nodes as [TestApp, TestApp];
    const admin = await createStaff(serving, 'superadmin');
    const adminToken = admin.token;
    // The event as backed up: the admin, and nobody else.
    const backup = await restoring.app.inject({ method: 'GET', url: '/api/backup', headers: bearer(adminToken) });
    expect(backup.statusCode, backup.body.slice(0, 200)).toBe(200);

    // After the backup: a participant and a task, both now held in the serving node's memory.
    const read = async (url: string, as: string) => serving.app.inject({ method: 'GET', url, headers: bearer(as) });
    const participant = await signUpParticipant(serving.app);
    const { token } = participant;
    const ranked = async (as = adminToken) => JSON.stringify(json(await read('/api/users/leaderboard?limit=50', as)).data);
    const task = await createTask(serving, adminToken);
    for (let i = 0; i < 2; i++) {
      expect((await read('/api/auth/profile', token)).statusCode).toBe(200);
      expect(json(await read('/api/tasks', adminToken)).data.tasks.map((t: { _id: string }) => t._id)).toEqual([task._id]);
      expect(await ranked()).toContain(participant.user._id);
    }

    await restoreBackup(restoring.database.db, Readable.from(backup.rawPayload), { force: true });

    await eventually(async () => expect((await read('/api/auth/profile', token)).statusCode).toBe(401));
    // A restore signs everyone out (decision 0015): the admin of the backed-up event signs in again.
    await eventually(async () => expect((await read('/api/auth/profile', adminToken)).statusCode).toBe(401));
    const again = await login(serving.app, admin.email, admin.password);
    expect(json(await read('/api/tasks', again)).data.tasks).toEqual([]);
    expect(await ranked(again)).not.toContain(participant.user._id);
  });
});
