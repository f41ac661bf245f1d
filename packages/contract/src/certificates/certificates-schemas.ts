import { z } from 'zod';
import { isoDateTime } from '../shared/api-envelope.ts';
import { pageLimit, pageNumber, searchFilter } from '../shared/route-params.ts';
import { requiredFreeText } from '../shared/text-fields.ts';
import { CERT_MSG, CERTIFICATE_KINDS, CERTIFICATE_LIMITS, normaliseCertificateCode } from './certificates-messages.ts';
import { RESULTS } from '../results/results-messages.ts';

const pct = (error: string) => z.number({ error }).int({ error }).min(0, { error }).max(100, { error });
const flag = z.boolean({ error: CERT_MSG.switchInvalid });

/** GET/PUT /certificates/rules: the whole set each time. */
export const certificateRulesSchema = z
  .object({
    minAttendancePct: pct(CERT_MSG.minAttendanceInvalid).describe('Bootcamp completion: minimum % of the bootcamp days present (default 80)'),
    minGradedPct: pct(CERT_MSG.minGradedInvalid).describe('Bootcamp completion: minimum graded submissions, % of the active tasks rounded up (default 70)'),
    hackathonParticipation: flag.describe('Every hackathon team member gets a participation certificate (default true)'),
    hackathonWinners: flag.describe(`Members of the top ${RESULTS.winners} teams by judge-normalised result get a winner certificate (default true)`),
  })
  .meta({ id: 'CertificateRules' });
export type CertificateRules = z.infer<typeof certificateRulesSchema>;

const kindFilter = z.enum(CERTIFICATE_KINDS, { error: CERT_MSG.kindInvalid }).optional();

/** What a certificate was earned with; each kind fills its own fields. */
export const certificateFiguresSchema = z
  .object({
    attendancePct: z.number().optional().describe('Bootcamp: present days / bootcamp days, %, rounded down'),
    presentDays: z.number().int().optional(),
    bootcampDays: z.number().int().optional(),
    gradedTasks: z.number().int().optional().describe('Bootcamp: graded submissions of active tasks'),
    requiredGraded: z.number().int().optional(),
    activeTasks: z.number().int().optional(),
    teamName: z.string().optional().describe('Hackathon: the team'),
    teamNumber: z.number().int().optional(),
    rank: z.number().int().optional().describe('Hackathon: the team rank by judge-normalised result'),
    normalisedScore: z.number().optional(),
  })
  .meta({ id: 'CertificateFigures' });
export type CertificateFigures = z.infer<typeof certificateFiguresSchema>;

export const certificatePreviewQuerySchema = z.object({
  kind: kindFilter,
  status: z.enum(['qualifies', 'misses'], { error: CERT_MSG.previewStatusInvalid }).optional(),
  search: searchFilter(),
  page: pageNumber(),
  limit: pageLimit(CERTIFICATE_LIMITS.pageSize, CERTIFICATE_LIMITS.pageSizeMax),
});

export const certificatePreviewRowSchema = z
  .object({
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    college: z.string(),
    kind: z.enum(CERTIFICATE_KINDS),
    place: z.number().int().nullable().describe(`1-${RESULTS.winners} for a hackathon winner`),
    qualifies: z.boolean(),
    reason: z.string().nullable().describe('Why the person misses, e.g. "attendance 70 % < 80 %"; null when they qualify'),
    figures: certificateFiguresSchema,
    issued: z.boolean().describe('A certificate of this kind is already issued to the person (valid or revoked)'),
  })
  .meta({ id: 'CertificatePreviewRow' });
export type CertificatePreviewRow = z.infer<typeof certificatePreviewRowSchema>;

const kindCounts = z.object({ qualifies: z.number().int(), misses: z.number().int(), issued: z.number().int() });
export const certificateSummarySchema = z
  .object({
    'bootcamp-completion': kindCounts,
    'hackathon-participation': kindCounts,
    'hackathon-winner': kindCounts,
  })
  .meta({ id: 'CertificateSummary' });
export type CertificateSummary = z.infer<typeof certificateSummarySchema>;

/**
 * A name with characters no font embedded in the certificates has (issue 42): they would print as
 * empty boxes. The preview lists these before issuing, so the organiser can ask for a spelling.
 */
export const uncoveredNameSchema = z
  .object({
    userId: z.string(),
    name: z.string(),
    characters: z.array(z.string()).describe('The distinct characters no embedded font has, in order of first appearance'),
  })
  .meta({ id: 'CertificateUncoveredName' });
export type UncoveredName = z.infer<typeof uncoveredNameSchema>;

/**
 * What is still missing before certificates should be issued (issue 42): the days until the
 * event's last day and, when the rules issue winner certificates, the judging still to do. An
 * issue before the last day answers 409 with these; the preview reports them beforehand.
 */
export const certificateReadinessSchema = z
  .object({
    today: z.string().describe("Today in the event's time zone, YYYY-MM-DD"),
    lastDay: z.string().describe("The event's last day (day 12), YYYY-MM-DD"),
    daysLeft: z.number().int().min(0).describe('Days from today to the last day; 0 on or after it. Issuing needs 0 or `force`'),
    winners: z
      .object({
        unscoredRounds: z.number().int().describe('Judge assignments x rounds with no evaluation yet'),
        resultsPublished: z.boolean(),
      })
      .nullable()
      .describe('Null when the rules issue no winner certificates'),
  })
  .meta({ id: 'CertificateReadiness' });
export type CertificateReadiness = z.infer<typeof certificateReadinessSchema>;

/** True when something listed in the readiness is still missing. */
export const certificatesMissing = (m: CertificateReadiness): boolean => CERT_MSG.missingItems(m).length > 0;

/** POST /certificates/issue: `force` issues before the last day anyway (the organiser's call). */
export const certificateIssueSchema = z
  .object({ force: z.boolean({ error: CERT_MSG.switchInvalid }).optional().describe('Issue before the last day anyway') })
  .optional();
export type CertificateIssueInput = z.input<typeof certificateIssueSchema>;

export const certificateIssueResultSchema = z.object({
  issued: z.number().int().describe('Certificates issued by this call (0 when no one newly qualifies)'),
  byKind: z.object({ 'bootcamp-completion': z.number().int(), 'hackathon-participation': z.number().int(), 'hackathon-winner': z.number().int() }),
});
export type CertificateIssueResult = z.infer<typeof certificateIssueResultSchema>;

export const certificateListQuerySchema = z.object({
  kind: kindFilter,
  status: z.enum(['valid', 'revoked'], { error: CERT_MSG.listStatusInvalid }).optional(),
  search: searchFilter(),
  page: pageNumber(),
  limit: pageLimit(CERTIFICATE_LIMITS.pageSize, CERTIFICATE_LIMITS.pageSizeMax),
});

/** An issued certificate as the superadmin sees it: frozen at issue, plus its revocation. */
export const issuedCertificateSchema = z
  .object({
    code: z.string(),
    userId: z.string().nullable().describe('Null once the account is removed (the certificate still verifies)'),
    email: z.string().nullable().describe("The account's current email, null once removed"),
    kind: z.enum(CERTIFICATE_KINDS),
    place: z.number().int().nullable(),
    name: z.string().describe('As registered when issued'),
    college: z.string(),
    eventName: z.string(),
    eventDates: z.string(),
    figures: certificateFiguresSchema,
    issuedAt: isoDateTime,
    revokedAt: isoDateTime.nullable(),
    revokeReason: z.string().nullable(),
    replacedBy: z.string().nullable().describe('The code of the certificate reissued in place of this revoked one'),
  })
  .meta({ id: 'IssuedCertificate' });
export type IssuedCertificate = z.infer<typeof issuedCertificateSchema>;

export const revokeCertificateSchema = z.object({
  reason: requiredFreeText(CERT_MSG.reasonRequired, CERTIFICATE_LIMITS.reasonMax, CERT_MSG.reasonTooLong),
});
export type RevokeCertificateInput = z.input<typeof revokeCertificateSchema>;

/** GET /certificates/mine: a participant's own. */
export const myCertificateSchema = z
  .object({
    code: z.string(),
    kind: z.enum(CERTIFICATE_KINDS),
    place: z.number().int().nullable(),
    issuedAt: isoDateTime,
    revokedAt: isoDateTime.nullable(),
    eventName: z.string(),
  })
  .meta({ id: 'MyCertificate' });
export type MyCertificate = z.infer<typeof myCertificateSchema>;

/** GET /certificates/verify/:code: the certificate itself, nothing else (no email, no ids). */
export const verifiedCertificateSchema = z
  .object({
    name: z.string(),
    kind: z.enum(CERTIFICATE_KINDS),
    place: z.number().int().nullable(),
    event: z.string().describe("The event's name when issued"),
    eventDates: z.string().describe('e.g. "1 - 12 December 2026"'),
    issuedAt: isoDateTime,
    revokedAt: isoDateTime.nullable(),
    replacedBy: z.string().nullable().describe('When revoked and reissued: the code of the certificate that replaced it'),
  })
  .meta({ id: 'VerifiedCertificate' });
export type VerifiedCertificate = z.infer<typeof verifiedCertificateSchema>;

/**
 * A path code, read leniently (see normaliseCertificateCode). Anything that cannot be a code
 * becomes '' and is answered like an unknown one (404 "No such certificate"), never 400, so a
 * malformed code tells a prober nothing either.
 */
export const certificateCodeParams = z.object({
  code: z
    .string()
    .transform((v) => normaliseCertificateCode(v) ?? '')
    .describe(`The ${CERTIFICATE_LIMITS.codeLength}-character code printed on the certificate (case, hyphens and spaces do not matter)`),
});

/** Response headers of the zip export, for the progress bar. */
export const CERTIFICATE_EXPORT_HEADERS = {
  count: 'X-Certificate-Count',
  estimatedBytes: 'X-Estimated-Bytes',
} as const;
