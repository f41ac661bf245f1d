import { createHash } from 'node:crypto';
import { IMPORT_MSG, type ImportCredential, type ImportKind, type ImportResult, type ParticipantType } from '@hackcamp/contract';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { generateTemporaryPassword, hashTemporaryPasswords } from '../../lib/passwords.ts';
import { AppError, badRequest, conflict } from '../../lib/app-error.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { Invitations, PendingInvite } from '../staff/invitations.service.ts';
import type { ConfigService } from '../config/config.service.ts';
import { onceRequest, runOnce } from '../idempotency/idempotency.service.ts';
import { mapColumns, type ColumnMapping } from './column-mapping.ts';
import { createKeptCredentials } from './kept-credentials.service.ts';
import { summarize, type PlannedRow } from './import-plan.ts';
import * as q from './import.queries.ts';
import { planAssignments, type AssignmentWrite } from './plan-assignments.ts';
import { ROLE_OF, planPeople, type PersonKind, type PersonWrite } from './plan-people.ts';
import { planProblems, titleKey, type ProblemWrite } from './plan-problems.ts';
import { readCsv, type CsvTable } from './read-csv.ts';

export interface ImportRequest {
  kind: ImportKind;
  dryRun: boolean;
  /** With dryRun false: write the valid rows and answer the rejected ones, instead of refusing the file. */
  skipInvalid?: boolean;
  participantType: ParticipantType;
  file: { fileName: string; data: Buffer };
  mapping?: Record<string, string | null>;
  /** The request's Idempotency-Key: a retry of a committing import gets the first answer. */
  idempotencyKey?: string;
}

type AnyWrite = PersonWrite | AssignmentWrite | ProblemWrite;

const isPersonKind = (kind: ImportKind): kind is PersonKind => kind === 'participants' || kind === 'mentors' || kind === 'judges';

/** Row errors as the error envelope lists them, the first hundred. */
const rowErrors = (rows: PlannedRow<AnyWrite>[]) =>
  rows
    .filter((r) => r.action === 'error')
    .slice(0, 100)
    .map((r) => ({ field: `row ${r.row}`, msg: r.errors.join('; ') }));

/**
 * Spreadsheet imports: every row is checked against the event as it stands (the preview), and a
 * committed file is re-checked and written inside one transaction, so it goes in whole or not at
 * all, and a file imported twice finds everything already there the second time.
 */
export function createImportService(deps: { db: Db; audit: AuditService; invitations?: Invitations; config: Pick<ConfigService, 'phoneCountryCode'> }) {
  const { db, audit, invitations } = deps;
  // With mail, created accounts are mailed an invitation: no password is shown, kept or handed out.
  const inviting = () => invitations?.enabled === true;
  const kept = createKeptCredentials({ db, audit });

  async function plan(tx: Db, req: ImportRequest, table: CsvTable, mapping: ColumnMapping): Promise<PlannedRow<AnyWrite>[]> {
    const { kind } = req;
    if (isPersonKind(kind)) {
      const emailCol = mapping.indexOf.get('email');
      const emails = emailCol === undefined ? [] : table.records.map((r) => (r.cells[emailCol] ?? '').trim().toLowerCase());
      const existing = new Map((await q.findPeopleByEmail(tx, emails)).map((p) => [p.email, p]));
      return (await planPeople(kind, mapping, table.records, existing, req.participantType, await deps.config.phoneCountryCode(tx))).rows;
    }
    if (kind === 'assignments') {
      const emails = ['participantEmail', 'mentorEmail'].flatMap((field) => {
        const col = mapping.indexOf.get(field);
        return col === undefined ? [] : table.records.map((r) => (r.cells[col] ?? '').trim().toLowerCase());
      });
      const people = new Map((await q.findPeopleByEmail(tx, emails)).map((p) => [p.email, p]));
      return (await planAssignments(mapping, table.records, people)).rows;
    }
    const existing = new Map((await q.findOrganiserProblems(tx)).map((p) => [titleKey(p.title), p]));
    return (await planProblems(mapping, table.records, existing)).rows;
  }

  /** Writes the rows of a plan; returns the credentials of the accounts it created, or their invitations to mail. */
  async function write(tx: Db, actor: UserRow, kind: ImportKind, rows: PlannedRow<AnyWrite>[], passwords: Map<string, { plain: string; hash: string }>) {
    const writes = rows.flatMap((r) => (r.write ? [r.write] : []));
    const credentials: ImportCredential[] = [];
    let invites: PendingInvite[] = [];
    if (isPersonKind(kind)) {
      const people = writes as PersonWrite[];
      const creates = people.flatMap((w) => (w.op === 'create' ? [w] : []));
      const missing = creates.filter((c) => !passwords.has(c.email));
      // Someone deleted meanwhile turns an update of the preview into a create: hash those now.
      if (missing.length)
        await hashInto(
          passwords,
          missing.map((c) => c.email),
        );
      const inserted = await q.insertPeople(
        tx,
        creates.map((c) => ({ ...c.values, email: c.email, role: ROLE_OF[kind], passwordHash: passwords.get(c.email)!.hash })),
      );
      if (inserted.length !== creates.length) throw conflict(IMPORT_MSG.changedMeanwhile);
      if (inviting()) invites = await invitations!.issue(tx, inserted);
      await q.updatePeople(
        tx,
        people.flatMap((w) => (w.op === 'update' ? [{ id: w.id, values: w.values }] : [])),
      );
      if (!inviting())
        for (const c of creates)
          credentials.push({ email: c.email, name: c.values.name, role: ROLE_OF[kind], temporaryPassword: passwords.get(c.email)!.plain });
    } else if (kind === 'assignments') {
      await q.setMentors(tx, writes as AssignmentWrite[]);
    } else {
      const problems = writes as ProblemWrite[];
      await q.insertProblems(
        tx,
        actor.id,
        problems.flatMap((w) => (w.op === 'create' ? [w.values] : [])),
      );
      await q.updateProblems(
        tx,
        problems.flatMap((w) => (w.op === 'update' ? [{ id: w.id, values: w.values }] : [])),
      );
    }
    return { credentials, invites };
  }

  async function hashInto(passwords: Map<string, { plain: string; hash: string }>, emails: string[]) {
    const plains = emails.map(() => generateTemporaryPassword());
    const hashes = await hashTemporaryPasswords(plains);
    emails.forEach((email, i) => passwords.set(email, { plain: plains[i]!, hash: hashes[i]! }));
  }

  return {
    async run(actor: UserRow, req: ImportRequest): Promise<ImportResult> {
      const table = await readCsv(req.file.data);
      const mapping = mapColumns(req.kind, table.headers, req.mapping);
      const result = (rows: PlannedRow<AnyWrite>[], credentials?: ImportCredential[], keptAs?: ImportResult['kept']): ImportResult => ({
        kind: req.kind,
        dryRun: req.dryRun,
        summary: summarize(rows),
        columns: mapping.columns,
        missing: mapping.missing,
        rows: rows.map(({ row, action, label, errors, changes }) => ({ row, action, label, errors, changes })),
        ...(credentials && { credentials }),
        ...(keptAs && { kept: keptAs }),
      });

      const preview = await plan(db, req, table, mapping);
      if (req.dryRun) return result(preview);
      const errors = preview.filter((r) => r.action === 'error').length;
      if (errors && !req.skipInvalid) throw badRequest(IMPORT_MSG.notImported(errors), rowErrors(preview));

      // The slow part, hashing, runs before the transaction, so the database is held only for the writes.
      const passwords = new Map<string, { plain: string; hash: string }>();
      await hashInto(
        passwords,
        preview.flatMap((r) => (r.write && 'op' in r.write && r.write.op === 'create' && 'email' in r.write ? [r.write.email] : [])),
      );

      const fileName = req.file.fileName.slice(0, 200) || 'import.csv';
      const once = onceRequest(actor.id, req.idempotencyKey, 'import.run', {
        kind: req.kind,
        participantType: req.participantType,
        mapping: req.mapping ?? null,
        file: createHash('sha256').update(req.file.data).digest('base64url'),
        // Only when set, so the keys of all-or-nothing imports are the ones they always were.
        ...(req.skipInvalid && { skipInvalid: true }),
      });
      // The passwords are not kept with the answer: a retry takes them from the sealed kept copy.
      const withoutPasswords = ({ credentials: _, ...answer }: ImportResult) => answer;
      // Set only when this call committed (a retry replays the answer and mails nobody again).
      let invites: PendingInvite[] = [];
      const answer = await db.transaction((tx) => runOnce(tx, once, () => commit(tx), { stored: withoutPasswords }));
      invitations?.sendInBackground(invites);
      if (answer.credentials || !answer.kept) return answer;
      try {
        return { ...answer, credentials: (await kept.download(actor, answer.kept.id)).credentials };
      } catch (err) {
        if (err instanceof AppError && err.statusCode === 404) return answer; // dismissed or expired since
        throw err;
      }

      async function commit(tx: Db): Promise<ImportResult> {
        await q.lockImports(tx);
        // Checked again under the lock: another import or a registration may have come in between.
        const rows = await plan(tx, req, table, mapping);
        const failed = rows.filter((r) => r.action === 'error').length;
        if (failed && !req.skipInvalid) throw new AppError(400, IMPORT_MSG.notImported(failed), rowErrors(rows));
        // A rejected row carries no write (settle() drops it), so write() takes the valid rows only.
        const written = await write(tx, actor, req.kind, rows, passwords);
        const { credentials } = written;
        invites = written.invites;
        const summary = summarize(rows);
        if (summary.created || summary.updated) {
          await audit.record(tx, actor, {
            action: `import.${req.kind}`,
            target: { type: 'file', id: fileName, label: req.file.fileName.slice(0, 200) || null },
            details: {
              created: summary.created,
              updated: summary.updated,
              skipped: summary.skipped,
              rows: summary.total,
              ...(summary.errors > 0 && { rejected: summary.errors }),
              ...(req.kind === 'participants' && { defaultParticipantType: req.participantType }),
              ...(written.invites.length > 0 && { invited: written.invites.length }),
            },
          });
        }
        const keptAs = credentials.length ? await kept.keep(tx, actor, { kind: req.kind, fileName, credentials }) : undefined;
        if (inviting()) return { ...result(rows, undefined, keptAs), invited: written.invites.length };
        return result(rows, credentials, keptAs);
      }
    },

    /** The caller's kept temporary passwords (imports/kept-credentials.service.ts). */
    keptList: kept.list,
    keptDownload: kept.download,
    keptDismiss: kept.dismiss,
    /** Deletes what is past its time; run by the server's periodic clean-up. */
    cleanUp: kept.cleanUp,
  };
}
export type ImportService = ReturnType<typeof createImportService>;
