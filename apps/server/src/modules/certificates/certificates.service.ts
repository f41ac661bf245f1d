import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  CERT_MSG,
  CERTIFICATE_CODE_ALPHABET,
  CERTIFICATE_KINDS,
  CERTIFICATE_LIMITS,
  RESULTS,
  dateInTimeZone,
  dayDate,
  EVENT,
  type CertificateFigures,
  type CertificateIssueResult,
  type CertificateKind,
  type CertificatePreviewRow,
  type CertificateReadiness,
  type CertificateRules,
  type CertificateSummary,
  type IssuedCertificate,
  type MyCertificate,
  type UncoveredName,
  type VerifiedCertificate,
  type certificateListQuerySchema,
  type certificatePreviewQuerySchema,
} from '@hackcamp/contract';
import { Zip, ZipPassThrough } from 'fflate';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { ConfigService } from '../config/config.service.ts';
import type { EvaluationsService } from '../evaluations/evaluations.service.ts';
import type { JudgingService } from '../judging/judging.service.ts';
import { certificatePdf } from './certificate-pdf.ts';
import { uncoveredCharacters } from './certificate-fonts.ts';
import { publishLiveEvent } from '../live/live-events.queries.ts';
import * as q from './certificates.queries.ts';

/**
 * Each person who qualifies for or holds a certificate and whose name (as it is now, drawn bold)
 * has characters no embedded font has: they would print as boxes.
 */
function uncoveredNames(all: readonly { userId: string; name: string; qualifies: boolean; issued: boolean }[]): UncoveredName[] {
  const seen = new Set<string>();
  const out: UncoveredName[] = [];
  for (const c of all) {
    if (seen.has(c.userId) || !(c.qualifies || c.issued)) continue;
    seen.add(c.userId);
    const characters = uncoveredCharacters(c.name, 'bold');
    if (characters.length) out.push({ userId: c.userId, name: c.name, characters });
  }
  return out;
}

type PreviewQuery = z.output<typeof certificatePreviewQuerySchema>;
type ListQuery = z.output<typeof certificateListQuerySchema>;
type Actor = Pick<UserRow, 'id' | 'name' | 'role'>;
type Ranking = Awaited<ReturnType<EvaluationsService['ranking']>>;

/** 80 random bits as 16 characters of Crockford base32: nothing about the person is in it. */
export function newCertificateCode(): string {
  const bytes = randomBytes(10);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += CERTIFICATE_CODE_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out;
}

/** One person's standing for one kind, before paging. */
interface Candidate extends CertificatePreviewRow {
  teamId?: string;
}

const emptySummary = (): CertificateSummary => ({
  'bootcamp-completion': { qualifies: 0, misses: 0, issued: 0 },
  'hackathon-participation': { qualifies: 0, misses: 0, issued: 0 },
  'hackathon-winner': { qualifies: 0, misses: 0, issued: 0 },
});

/**
 * Certificates (issue 32, decision 0031): who qualifies under the superadmin's rules, issuing
 * them frozen with a random public code, revoking, the PDF, public verification and the zip.
 */
export function createCertificatesService(deps: {
  db: Db;
  audit: AuditService;
  config: ConfigService;
  evaluations: EvaluationsService;
  judging: Pick<JudgingService, 'unscoredRounds'>;
  verifyLimit?: { perWindow: number; windowSeconds: number };
  clock?: () => Date;
}) {
  const { db, audit, config, evaluations, judging } = deps;
  const clock = deps.clock ?? (() => new Date());
  const verifyLimit = deps.verifyLimit ?? { perWindow: CERTIFICATE_LIMITS.verifyPerMinute, windowSeconds: 60 };

  const rules = (tx: Db = db): Promise<CertificateRules> => q.readRules(tx);

  /**
   * What an issue now would still be missing (issue 42): the days until the event's last day, in
   * its time zone, and, when the rules issue winner certificates, the evaluations still to come
   * and whether the results are out. A winner's place frozen before judging ends may be wrong.
   */
  async function readiness(tx: Db = db): Promise<CertificateReadiness> {
    const [settings, r] = await Promise.all([config.get(tx), rules(tx)]);
    const today = dateInTimeZone(clock(), settings.timeZone);
    const lastDay = dayDate(EVENT.totalDays, settings.startDate);
    const daysLeft = Math.max(0, Math.round((Date.parse(`${lastDay}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000));
    const winners = r.hackathonWinners ? { unscoredRounds: await judging.unscoredRounds(tx), resultsPublished: settings.resultsPublished } : null;
    return { today, lastDay, daysLeft, winners };
  }

  /**
   * Every person's standing for every kind. Attendance counts the present days among all ten
   * bootcamp dates (days still to come count as not attended: the certificate is for completing
   * the bootcamp, so it is issued after it). Graded tasks count distinct active tasks with a
   * graded submission. Winners are the members of the teams ranked 1-3 by the judge-normalised
   * result (evaluations.ranking: ties share a place, so a tie can make more than three teams).
   */
  async function candidates(tx: Db = db, ranking?: Ranking): Promise<Candidate[]> {
    const [r, settings] = await Promise.all([rules(tx), config.get(tx)]);
    const bootcampDates = Array.from({ length: EVENT.bootcampDays }, (_, i) => dayDate(i + 1, settings.startDate));
    const facts = await q.eligibilityFacts(tx, bootcampDates);
    ranking ??= await evaluations.ranking();
    const rankOf = new Map(ranking.ranked.map((t) => [t.teamId, t]));
    const neededGraded = Math.ceil((r.minGradedPct * facts.activeTasks) / 100);
    const out: Candidate[] = [];
    for (const p of facts.people) {
      const base = { userId: p.id, name: p.name, email: p.email, college: p.college ?? '' };
      const issued = (kind: CertificateKind) => facts.issued.has(`${p.id}:${kind}`);
      if (p.participantType !== 'hackathon') {
        const presentDays = facts.present.get(p.id) ?? 0;
        const gradedTasks = facts.graded.get(p.id) ?? 0;
        const attendancePct = Math.floor((presentDays * 100) / EVENT.bootcampDays);
        const reasons: string[] = [];
        // Compared exactly (present x 100 >= min x days), shown rounded down: 79.9 % never reads as 80 %.
        if (presentDays * 100 < r.minAttendancePct * EVENT.bootcampDays) reasons.push(CERT_MSG.attendanceBelow(attendancePct, r.minAttendancePct));
        if (gradedTasks < neededGraded) reasons.push(CERT_MSG.gradedBelow(gradedTasks, neededGraded, r.minGradedPct, facts.activeTasks));
        const figures: CertificateFigures = {
          attendancePct,
          presentDays,
          bootcampDays: EVENT.bootcampDays,
          gradedTasks,
          requiredGraded: neededGraded,
          activeTasks: facts.activeTasks,
        };
        out.push({
          ...base,
          kind: 'bootcamp-completion',
          place: null,
          qualifies: reasons.length === 0,
          reason: reasons.length ? reasons.join(', ') : null,
          figures,
          issued: issued('bootcamp-completion'),
        });
      }
      const team = facts.teamOf.get(p.id);
      const teamFigures: CertificateFigures = team ? { teamName: team.teamName, teamNumber: team.teamNumber } : {};
      out.push({
        ...base,
        kind: 'hackathon-participation',
        place: null,
        qualifies: r.hackathonParticipation && Boolean(team),
        reason: !team ? CERT_MSG.notInTeam : r.hackathonParticipation ? null : CERT_MSG.kindOff,
        figures: teamFigures,
        issued: issued('hackathon-participation'),
      });
      if (team) {
        const ranked = rankOf.get(team.teamId);
        const top = ranked !== undefined && ranked.rank <= RESULTS.winners;
        out.push({
          ...base,
          kind: 'hackathon-winner',
          place: top ? ranked.rank : null,
          qualifies: r.hackathonWinners && top,
          reason: !ranked ? CERT_MSG.notScored : !top ? CERT_MSG.notTopThree(ranked.rank) : r.hackathonWinners ? null : CERT_MSG.kindOff,
          figures: ranked ? { ...teamFigures, rank: ranked.rank, normalisedScore: ranked.normalizedScore } : teamFigures,
          issued: issued('hackathon-winner'),
          teamId: team.teamId,
        });
      }
    }
    return out;
  }

  function toIssued(row: q.CertificateRow, email: string | null, replacedBy: string | null = null): IssuedCertificate {
    return {
      code: row.code,
      userId: row.userId,
      email,
      kind: row.kind,
      place: row.place,
      name: row.name,
      college: row.college,
      eventName: row.eventName,
      eventDates: row.eventDates,
      figures: row.figures as CertificateFigures,
      issuedAt: row.issuedAt.toISOString(),
      revokedAt: row.revokedAt?.toISOString() ?? null,
      revokeReason: row.revokeReason,
      replacedBy,
    };
  }

  /**
   * What every PDF prints beside its certificate: the verify address on the configured public
   * address (the setting, else PUBLIC_URL; the request's origin only when neither is set) and the
   * event's time zone for the date of issue.
   */
  async function printing(origin: string) {
    const [publicUrl, timeZone] = await Promise.all([config.publicUrl(), config.timeZone()]);
    return { base: publicUrl ?? origin, timeZone };
  }
  type Printing = Awaited<ReturnType<typeof printing>>;

  const contentOf = (row: q.CertificateRow, print: Printing) => ({
    code: row.code,
    kind: row.kind,
    place: row.place,
    name: row.name,
    college: row.college,
    eventName: row.eventName,
    eventDates: row.eventDates,
    issuedAt: row.issuedAt,
    timeZone: print.timeZone,
    verifyUrl: `${print.base}/verify/${row.code}`,
  });

  /** `<kind>/<name>-<code>.pdf`, the name without anything a file system or zip tool trips on. */
  function zipEntryName(row: q.CertificateRow): string {
    const safe = row.name
      .normalize('NFC')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80);
    return `${row.kind}/${safe || 'certificate'}-${row.code}.pdf`;
  }

  return {
    rules: () => rules(),

    async saveRules(actor: Actor, next: CertificateRules): Promise<CertificateRules> {
      return db.transaction(async (tx) => {
        // Locked: two saves apply one after the other, each audited against what it replaced.
        const before = await q.readRules(tx, { lock: true });
        await q.writeRules(tx, next);
        const changed = (Object.keys(next) as (keyof CertificateRules)[]).filter((k) => before[k] !== next[k]);
        if (changed.length)
          await audit.record(tx, actor, {
            action: 'certificate.rules',
            target: { type: 'config', id: 'certificates', label: 'Certificate rules' },
            details: Object.fromEntries(changed.map((k) => [k, { from: before[k], to: next[k] }])),
          });
        if (changed.length) await publishLiveEvent(tx, { name: 'certificate', data: { change: 'rules' } }, { roles: ['superadmin'] });
        return next;
      });
    },

    async preview(query: PreviewQuery) {
      const [all, ready] = await Promise.all([candidates(), readiness()]);
      const summary = emptySummary();
      for (const c of all) {
        const s = summary[c.kind];
        if (c.qualifies) s.qualifies++;
        else s.misses++;
        if (c.issued) s.issued++;
      }
      const needle = query.search?.toLowerCase();
      const matching = all.filter(
        (c) =>
          (!query.kind || c.kind === query.kind) &&
          (!query.status || c.qualifies === (query.status === 'qualifies')) &&
          (!needle || c.name.toLowerCase().includes(needle) || c.email.toLowerCase().includes(needle) || c.college.toLowerCase().includes(needle)),
      );
      const totalPages = Math.max(1, Math.ceil(matching.length / query.limit));
      const rows = matching.slice((query.page - 1) * query.limit, query.page * query.limit).map(({ teamId: _teamId, ...row }) => row);
      return {
        rows,
        pagination: { currentPage: query.page, totalPages, totalRows: matching.length, hasNextPage: query.page < totalPages, hasPrevPage: query.page > 1 },
        summary,
        readiness: ready,
        uncoveredNames: uncoveredNames(all),
      };
    },

    /**
     * Issues every qualifying certificate not issued yet, frozen as it stands now. Safe to run
     * twice at once: one valid certificate per person and kind is a unique index, and a row
     * already there is skipped (ON CONFLICT DO NOTHING), never changed. Anyone holding one of the
     * kind, revoked included, is left out (`issued` counts both), so a revoked certificate is
     * replaced only by a reissue, never silently by a bulk issue.
     *
     * Before the event's last day it issues nothing and answers what is missing, unless `force`:
     * the organiser decides to freeze certificates early, knowingly.
     */
    async issue(actor: Actor, opts: { force?: boolean } = {}): Promise<CertificateIssueResult | { notDue: CertificateReadiness }> {
      const ready = await readiness();
      const early = ready.daysLeft > 0;
      if (early && !opts.force) return { notDue: ready };
      // The ranking reads on its own connection: taken before the transaction, which on PGlite
      // holds the only one.
      const ranking = await evaluations.ranking();
      return db.transaction(async (tx) => {
        const settings = await config.get(tx);
        // In (person, kind) order: two issues at once then take the unique index's locks in the
        // same order, so on PostgreSQL one waits for the other instead of deadlocking.
        const due = (await candidates(tx, ranking))
          .filter((c) => c.qualifies && !c.issued)
          .sort((a, b) => (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0));
        const issuedAt = new Date();
        const inserted = await q.insertCertificates(
          tx,
          due.map((c) => ({
            code: newCertificateCode(),
            userId: c.userId,
            kind: c.kind,
            place: c.place,
            name: c.name,
            college: c.college,
            eventName: settings.eventName,
            eventDates: settings.publicDates,
            figures: c.figures,
            issuedAt,
            issuedBy: actor.id,
          })),
        );
        const byKind = Object.fromEntries(CERTIFICATE_KINDS.map((k) => [k, 0])) as CertificateIssueResult['byKind'];
        for (const row of inserted) byKind[row.kind]++;
        if (inserted.length) {
          await audit.record(tx, actor, {
            action: 'certificate.issue',
            target: { type: 'certificates', id: 'all', label: CERT_MSG.issued(inserted.length) },
            details: { issued: inserted.length, byKind, ...(early && { forcedDaysEarly: ready.daysLeft }) },
          });
          // The new holders' dashboards list it without a reload; nobody else hears of it.
          const holders = [...new Set(inserted.flatMap((row) => (row.userId ? [row.userId] : [])))];
          await publishLiveEvent(tx, { name: 'certificate', data: { change: 'issued' } }, { roles: ['superadmin'], users: holders });
        }
        return { issued: inserted.length, byKind };
      });
    },

    async list(query: ListQuery) {
      const { rows, total } = await q.listPage(db, { ...query, offset: (query.page - 1) * query.limit });
      const totalPages = Math.max(1, Math.ceil(total / query.limit));
      return {
        certificates: rows.map((r) => toIssued(r.certificate, r.email, r.replacedBy)),
        pagination: { currentPage: query.page, totalPages, totalCertificates: total, hasNextPage: query.page < totalPages, hasPrevPage: query.page > 1 },
      };
    },

    /** One statement decides: the first revocation wins, a second is a 409. */
    async revoke(actor: Actor, code: string, reason: string): Promise<IssuedCertificate> {
      return db.transaction(async (tx) => {
        const row = await q.revoke(tx, code, actor.id, reason);
        if (!row) {
          if (!code || !(await q.byCode(tx, code))) throw notFound(CERT_MSG.notFound);
          throw conflict(CERT_MSG.alreadyRevoked);
        }
        await audit.record(tx, actor, {
          action: 'certificate.revoke',
          target: { type: 'certificate', id: row.code, label: row.name },
          details: { kind: row.kind, reason },
        });
        await publishLiveEvent(tx, { name: 'certificate', data: { change: 'revoked' } }, { roles: ['superadmin'], users: row.userId ? [row.userId] : [] });
        return toIssued(row, row.userId ? await q.emailOf(tx, row.userId) : null);
      });
    },

    /**
     * A corrected certificate in place of a revoked one: a new code, the person's current name and
     * college, the event as set now and the figures recomputed as an issue does. When the person
     * no longer qualifies for the kind, the place and figures stay those of the revoked one: a
     * reissue corrects a certificate they earned, and whether to give it is the organiser's call.
     *
     * The revoked row is locked first, so two reissues at once queue on it and the second finds
     * it replaced (409); the partial unique index (one valid certificate of a kind per person)
     * stands behind that.
     */
    async reissue(actor: Actor, code: string): Promise<IssuedCertificate> {
      // The ranking reads on its own connection: taken before the transaction (PGlite has one).
      const ranking = await evaluations.ranking();
      return db.transaction(async (tx) => {
        const old = code ? await q.byCode(tx, code, { lock: true }) : undefined;
        if (!old) throw notFound(CERT_MSG.notFound);
        if (!old.revokedAt) throw conflict(CERT_MSG.notRevoked);
        if (old.replacedById) throw conflict(CERT_MSG.alreadyReplaced);
        if (!old.userId) throw conflict(CERT_MSG.accountRemoved);
        const userId = old.userId;
        if (await q.holdsValid(tx, userId, old.kind)) throw conflict(CERT_MSG.holdsValid);
        const [settings, all] = await Promise.all([config.get(tx), candidates(tx, ranking)]);
        const person = await q.personOf(tx, userId);
        if (!person) throw conflict(CERT_MSG.accountRemoved);
        const now = all.find((c) => c.userId === userId && c.kind === old.kind);
        const earned = now?.qualifies ? { place: now.place, figures: now.figures } : { place: old.place, figures: old.figures as CertificateFigures };
        const row = await q.insertOne(tx, {
          code: newCertificateCode(),
          userId,
          kind: old.kind,
          place: earned.place,
          name: person.name,
          college: person.college ?? '',
          eventName: settings.eventName,
          eventDates: settings.publicDates,
          figures: earned.figures,
          issuedAt: new Date(),
          issuedBy: actor.id,
        });
        await q.markReplaced(tx, old.id, row.id);
        await audit.record(tx, actor, {
          action: 'certificate.reissue',
          target: { type: 'certificate', id: row.code, label: row.name },
          details: { kind: row.kind, replaces: old.code, stillQualifies: Boolean(now?.qualifies) },
        });
        await publishLiveEvent(tx, { name: 'certificate', data: { change: 'issued' } }, { roles: ['superadmin'], users: [userId] });
        return toIssued(row, person.email);
      });
    },

    async mine(userId: string): Promise<MyCertificate[]> {
      const rows = await q.mine(db, userId);
      return rows.map((r) => ({
        code: r.code,
        kind: r.kind,
        place: r.place,
        issuedAt: r.issuedAt.toISOString(),
        revokedAt: r.revokedAt?.toISOString() ?? null,
        eventName: r.eventName,
      }));
    },

    /** The PDF, for its owner or a superadmin; anyone else hears "No such certificate", as for a code that does not exist. */
    async pdf(caller: Actor, code: string, origin: string): Promise<{ bytes: Uint8Array; fileName: string }> {
      const row = code ? await q.byCode(db, code) : undefined;
      if (!row || (caller.role !== 'superadmin' && row.userId !== caller.id)) throw notFound(CERT_MSG.notFound);
      return { bytes: await certificatePdf(contentOf(row, await printing(origin))), fileName: zipEntryName(row).split('/')[1]! };
    },

    /** Public. Counted per address before the lookup (decision 0009), so probing costs the same hit or miss. */
    async verify(code: string, ip: string): Promise<VerifiedCertificate> {
      const hits = await q.countCheck(db, `verify:${ip}`, verifyLimit.windowSeconds);
      if (hits > verifyLimit.perWindow) throw new AppError(429, CERT_MSG.tooManyChecks);
      const row = code ? await q.byCode(db, code) : undefined;
      if (!row) throw notFound(CERT_MSG.notFound);
      return {
        name: row.name,
        kind: row.kind,
        place: row.place,
        event: row.eventName,
        eventDates: row.eventDates,
        issuedAt: row.issuedAt.toISOString(),
        revokedAt: row.revokedAt?.toISOString() ?? null,
        replacedBy: row.replacedById ? ((await q.codeOf(db, row.replacedById)) ?? null) : null,
      };
    },

    /**
     * Every valid certificate as a zip, made while it is sent: certificates are read a batch at a
     * time, each PDF is made, stored (PDFs are compressed already) and handed on, and the next one
     * is made only when the client has taken the last (Readable.from pulls on demand). Memory stays
     * at one batch and one PDF whatever the event's size.
     */
    async exportZip(origin: string): Promise<{ stream: Readable; count: number; estimatedBytes: number; date: string }> {
      const print = await printing(origin);
      const count = await q.countValid(db);
      const [first] = await q.validBatch(db, null, 1);
      const sampleBytes = first ? (await certificatePdf(contentOf(first, print))).length : 0;
      // Per entry: the PDF, its local header and central directory record (about 100 bytes and the name twice).
      const estimatedBytes = count * (sampleBytes + 200) + 22;
      async function* chunks(): AsyncGenerator<Uint8Array> {
        const pending: Uint8Array[] = [];
        let failure: Error | null = null;
        const zip = new Zip((err, data) => {
          if (err) failure = err;
          else pending.push(data);
        });
        let afterId: string | null = null;
        for (;;) {
          const batch = await q.validBatch(db, afterId, 200);
          if (batch.length === 0) break;
          for (const row of batch) {
            const entry = new ZipPassThrough(zipEntryName(row));
            entry.mtime = row.issuedAt;
            zip.add(entry);
            entry.push(await certificatePdf(contentOf(row, print)), true);
            if (failure) throw failure;
            yield* pending.splice(0);
          }
          afterId = batch.at(-1)!.id;
        }
        zip.end();
        if (failure) throw failure;
        yield* pending.splice(0);
      }
      // The file is named after the event's today.
      const date = dateInTimeZone(new Date(), print.timeZone);
      return { stream: Readable.from(chunks(), { objectMode: false }), count, estimatedBytes, date };
    },
  };
}
export type CertificatesService = ReturnType<typeof createCertificatesService>;
