import { IMPORT_CREDENTIALS_KEPT_HOURS, IMPORT_MSG, type ImportCredential, type KeptCredentials } from '@hackcamp/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appSecrets, auditLog, IMPORT_CREDENTIALS_KEY, importCredentials } from '../src/db/schema/index.ts';
import { createAuditService } from '../src/modules/audit/audit.service.ts';
import { createKeptCredentials } from '../src/modules/imports/kept-credentials.service.ts';
import { multipart } from './helpers/multipart.ts';
import { bearer, createStaff, json, startTestNodes, uniqueEmail, type TestApp } from './helpers/test-app.ts';

// An import's generated passwords must not vanish with a closed tab: the server keeps them, sealed,
// for the superadmin who ran the import, until they dismiss them or for 24 hours, on every node.
let nodes: TestApp[];
let close: () => Promise<void>;
let owner: Awaited<ReturnType<typeof createStaff>>;
let other: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  ({ nodes, close } = await startTestNodes(2));
  owner = await createStaff(nodes[0]!, 'superadmin');
  other = await createStaff(nodes[0]!, 'superadmin');
});
afterAll(() => close());

const db = () => nodes[0]!.database.db;

function commit(node: TestApp, token: string, kind: string, csv: string, dryRun = false) {
  const form = multipart({}, { name: `${kind}-sheet.csv`, data: csv });
  return node.app.inject({
    method: 'POST',
    url: `/api/import/${kind}?dryRun=${dryRun}`,
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
}

const call = (node: TestApp, token: string, method: 'GET' | 'DELETE', path: string) =>
  node.app.inject({ method, url: `/api/import/credentials${path}`, headers: bearer(token) });

const list = async (node: TestApp, token: string) => {
  const res = await call(node, token, 'GET', '');
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data.kept as KeptCredentials[];
};

/** Imports `n` new people with the owner's token on node 0; the answer's credentials and kept entry. */
async function importPeople(n: number, kind = 'participants') {
  const emails = Array.from({ length: n }, () => uniqueEmail('kept'));
  const res = await commit(nodes[0]!, owner.token, kind, `Email,Name\n${emails.map((e, i) => `${e},Person ${i}`).join('\n')}\n`);
  expect(res.statusCode, res.body).toBe(200);
  const data = json(res).data as { credentials: ImportCredential[]; kept?: KeptCredentials };
  return { credentials: data.credentials, kept: data.kept!, emails };
}

describe('kept import credentials', () => {
  it('are kept for the importer, sealed, and downloaded again on another node', async () => {
    const { credentials, kept } = await importPeople(3);
    expect(credentials).toHaveLength(3);
    expect(kept).toMatchObject({ kind: 'participants', fileName: 'participants-sheet.csv', count: 3 });
    const hours = (Date.parse(kept.expiresAt) - Date.parse(kept.createdAt)) / 3_600_000;
    expect(hours).toBeCloseTo(IMPORT_CREDENTIALS_KEPT_HOURS, 3);

    expect((await list(nodes[1]!, owner.token)).map((k) => k.id)).toContain(kept.id);
    const again = await call(nodes[1]!, owner.token, 'GET', `/${kept.id}`);
    expect(again.statusCode, again.body).toBe(200);
    expect(json(again).data).toEqual({ ...kept, credentials });

    // At rest: neither a password nor an email is readable in the row.
    const [row] = await db().select().from(importCredentials).where(eq(importCredentials.id, kept.id));
    const stored = row!.sealed.toString('latin1');
    for (const c of credentials) {
      expect(stored).not.toContain(c.temporaryPassword);
      expect(stored).not.toContain(c.email);
    }

    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, owner.user.id), eq(auditLog.action, 'import.credentials-download')));
    expect(entry).toMatchObject({ targetId: 'participants-sheet.csv', details: { kind: 'participants', accounts: 3 } });
  });

  it('are for their importer alone: another superadmin gets 404, a mentor 403', async () => {
    const { kept } = await importPeople(1, 'judges');
    expect((await list(nodes[0]!, other.token)).map((k) => k.id)).not.toContain(kept.id);
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await call(nodes[1]!, other.token, method, `/${kept.id}`);
      expect(res.statusCode).toBe(404);
      expect(json(res).message).toBe(IMPORT_MSG.keptNotFound);
    }
    const mentor = await createStaff(nodes[0]!, 'mentor');
    expect((await call(nodes[0]!, mentor.token, 'GET', '')).statusCode).toBe(403);
    expect((await call(nodes[0]!, mentor.token, 'GET', `/${kept.id}`)).statusCode).toBe(403);
    // Still there for the owner.
    expect((await call(nodes[0]!, owner.token, 'GET', `/${kept.id}`)).statusCode).toBe(200);
  });

  it('are gone once dismissed, on every node; a second dismissal is a 404', async () => {
    const { kept } = await importPeople(2, 'mentors');
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => call(nodes[i % 2]!, owner.token, 'DELETE', `/${kept.id}`)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404, 404, 404, 404, 404, 404, 404]);
    expect(json(results.find((r) => r.statusCode === 200)!).message).toBe(IMPORT_MSG.keptDismissed);
    expect((await call(nodes[1]!, owner.token, 'GET', `/${kept.id}`)).statusCode).toBe(404);
    expect((await list(nodes[0]!, owner.token)).map((k) => k.id)).not.toContain(kept.id);
    expect(await db().select().from(importCredentials).where(eq(importCredentials.id, kept.id))).toEqual([]);
  });

  it('are not kept for a preview, nor for an import that created no account', async () => {
    const before = (await list(nodes[0]!, owner.token)).length;
    const email = uniqueEmail('kept');
    const preview = await commit(nodes[0]!, owner.token, 'participants', `Email,Name\n${email},P\n`, true);
    expect(json(preview).data.kept).toBeUndefined();
    await commit(nodes[0]!, owner.token, 'participants', `Email,Name\n${email},P\n`);
    const update = await commit(nodes[0]!, owner.token, 'participants', `Email,Name\n${email},Renamed\n`);
    expect(json(update).data).toMatchObject({ summary: { updated: 1, created: 0 }, credentials: [] });
    expect(json(update).data.kept).toBeUndefined();
    const problems = await commit(nodes[0]!, owner.token, 'problems', 'Title,Problem Statement,Domain\nKept test,Something,Health\n');
    expect(problems.statusCode, problems.body).toBe(200);
    expect(json(problems).data.kept).toBeUndefined();
    expect(await list(nodes[0]!, owner.token)).toHaveLength(before + 1);
  });

  it('are refused after 24 hours and deleted by the clean-up', async () => {
    const { kept } = await importPeople(1);
    const { kept: fresh } = await importPeople(1);
    await db()
      .update(importCredentials)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(importCredentials.id, kept.id));
    expect((await call(nodes[0]!, owner.token, 'GET', `/${kept.id}`)).statusCode).toBe(404);
    expect((await list(nodes[1]!, owner.token)).map((k) => k.id)).not.toContain(kept.id);

    const cleaned = await createKeptCredentials({ db: db(), audit: createAuditService({ db: db() }) }).cleanUp();
    expect(cleaned).toBeGreaterThanOrEqual(1);
    expect(await db().select().from(importCredentials).where(eq(importCredentials.id, kept.id))).toEqual([]);
    expect(await db().select().from(importCredentials).where(eq(importCredentials.id, fresh.id))).toHaveLength(1);
  });

  it('do not open when moved to another owner, altered, or after the key was replaced', async () => {
    const { kept } = await importPeople(1);
    const [row] = await db().select().from(importCredentials).where(eq(importCredentials.id, kept.id));

    // The sealed bytes copied into a row of another superadmin.
    const stolenId = '00000000-0000-4000-8000-000000000001';
    await db()
      .insert(importCredentials)
      .values({ ...row!, id: stolenId, ownerId: other.user.id });
    expect((await call(nodes[0]!, other.token, 'GET', `/${stolenId}`)).statusCode).toBe(404);
    // Unreadable, so deleted on sight.
    expect(await db().select().from(importCredentials).where(eq(importCredentials.id, stolenId))).toEqual([]);

    const altered = Buffer.from(row!.sealed);
    altered[altered.length - 1]! ^= 1;
    await db().update(importCredentials).set({ sealed: altered }).where(eq(importCredentials.id, kept.id));
    expect((await call(nodes[1]!, owner.token, 'GET', `/${kept.id}`)).statusCode).toBe(404);

    const { kept: next } = await importPeople(1);
    await db().delete(appSecrets).where(eq(appSecrets.name, IMPORT_CREDENTIALS_KEY));
    expect((await call(nodes[0]!, owner.token, 'GET', `/${next.id}`)).statusCode).toBe(404);
    // A new key is made for the next import, and what it keeps opens.
    const { kept: afterNewKey, credentials } = await importPeople(1);
    const res = await call(nodes[1]!, owner.token, 'GET', `/${afterNewKey.id}`);
    expect(json(res).data.credentials).toEqual(credentials);
  });

  it('answers a malformed id with a 400 that reads as not found', async () => {
    for (const id of ['x', 'a'.repeat(100), '00000000-0000-0000-0000-00000000000g']) {
      const res = await call(nodes[0]!, owner.token, 'GET', `/${id}`);
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toBe(IMPORT_MSG.keptNotFound);
    }
  });
});
