import { z } from 'zod';
import { apiFailureSchema, ok, paginationWith } from '../shared/api-envelope.ts';
import {
  certificateCodeParams,
  certificateIssueSchema,
  certificateIssueResultSchema,
  certificateListQuerySchema,
  certificatePreviewQuerySchema,
  certificatePreviewRowSchema,
  certificateReadinessSchema,
  certificateRulesSchema,
  certificateSummarySchema,
  issuedCertificateSchema,
  myCertificateSchema,
  revokeCertificateSchema,
  uncoveredNameSchema,
  verifiedCertificateSchema,
} from './certificates-schemas.ts';
import { defineRoute, fileResponse } from '../shared/define-route.ts';

const rulesData = ok(z.object({ rules: certificateRulesSchema }));

export const certificatesApi = {
  rules: defineRoute({
    method: 'GET',
    path: '/certificates/rules',
    tag: 'certificates',
    summary: 'Who gets a certificate: the bootcamp completion rule and the hackathon switches',
    access: ['superadmin'],
    response: { 200: rulesData },
  }),
  saveRules: defineRoute({
    method: 'PUT',
    path: '/certificates/rules',
    tag: 'certificates',
    summary: 'Change the certificate rules (the whole set)',
    description: 'Applies to the next issue; certificates already issued never change.',
    access: ['superadmin'],
    body: certificateRulesSchema,
    response: { 200: rulesData },
  }),
  preview: defineRoute({
    method: 'GET',
    path: '/certificates/preview',
    tag: 'certificates',
    summary: 'Who qualifies for each kind of certificate under the current rules, and why others miss',
    description:
      'One row per person and kind: bootcamp participants for completion; hackathon participants for participation (when switched on); members of scored hackathon teams for a winner certificate (when switched on). `summary` counts every row, before the filters.',
    access: ['superadmin'],
    query: certificatePreviewQuerySchema,
    response: {
      200: ok(
        z.object({
          rows: z.array(certificatePreviewRowSchema),
          pagination: paginationWith('totalRows'),
          summary: certificateSummarySchema,
          readiness: certificateReadinessSchema.describe('What an issue now would still be missing (the same figures as its 409)'),
          uncoveredNames: z
            .array(uncoveredNameSchema)
            .describe(
              'Everyone a certificate is or would be issued to whose name has characters no embedded font has (they would print as boxes); before the filters',
            ),
        }),
      ),
    },
  }),
  issue: defineRoute({
    method: 'POST',
    path: '/certificates/issue',
    tag: 'certificates',
    summary: 'Issue a certificate to everyone who qualifies and has none of that kind yet',
    description:
      'Each certificate is frozen when issued (name, college, event name and dates, figures) and gets a random public code. Issuing again adds only those who newly qualify; nothing already issued changes, and anyone holding one of the kind, valid or revoked, is skipped (a revoked one is replaced by `reissue`). Safe to call twice at once. Before the event\'s last day (in its time zone) it answers 409 with what is still missing (`data`: days left; for winner certificates the judging rounds still unscored and whether results are published) unless the body says `{ "force": true }`.',
    access: ['superadmin'],
    body: certificateIssueSchema,
    response: { 200: ok(certificateIssueResultSchema), 409: apiFailureSchema.extend({ data: certificateReadinessSchema }) },
    errors: [409],
  }),
  list: defineRoute({
    method: 'GET',
    path: '/certificates',
    tag: 'certificates',
    summary: 'Issued certificates, newest first',
    description: '`search` matches the name, college, email or code.',
    access: ['superadmin'],
    query: certificateListQuerySchema,
    response: { 200: ok(z.object({ certificates: z.array(issuedCertificateSchema), pagination: paginationWith('totalCertificates') })) },
  }),
  revoke: defineRoute({
    method: 'POST',
    path: '/certificates/:code/revoke',
    tag: 'certificates',
    summary: 'Revoke a certificate, with a reason (kept in the audit trail)',
    description: 'Its verification then answers "Revoked on ...". Revoking a revoked certificate is a 409.',
    access: ['superadmin'],
    params: certificateCodeParams,
    body: revokeCertificateSchema,
    response: { 200: ok(z.object({ certificate: issuedCertificateSchema })) },
    errors: [404, 409],
  }),
  reissue: defineRoute({
    method: 'POST',
    path: '/certificates/:code/reissue',
    tag: 'certificates',
    summary: 'Issue a corrected certificate in place of a revoked one',
    description:
      'A new certificate with a new code, the current name and college, the event as it is set now and the figures recomputed as an issue does (kept from the revoked one when the person no longer qualifies: a reissue corrects a certificate they earned). The revoked one stays revoked and its verification names the new code. 409 when it is not revoked, already replaced, or the person holds a valid one of the kind; two reissues at once make one certificate.',
    access: ['superadmin'],
    params: certificateCodeParams,
    response: { 200: ok(z.object({ certificate: issuedCertificateSchema })) },
    errors: [404, 409],
  }),
  mine: defineRoute({
    method: 'GET',
    path: '/certificates/mine',
    tag: 'certificates',
    summary: 'My certificates, revoked ones included',
    access: 'user',
    response: { 200: ok(z.object({ certificates: z.array(myCertificateSchema) })) },
  }),
  pdf: defineRoute({
    method: 'GET',
    path: '/certificates/:code/pdf',
    tag: 'certificates',
    summary: 'Download a certificate as PDF (A4 landscape, with a QR code to its verification page)',
    description: 'Its owner or a superadmin. Anyone else gets the same 404 as for an unknown code, so codes cannot be probed here.',
    access: 'user',
    params: certificateCodeParams,
    response: { 200: fileResponse('application/pdf', 'The certificate, as an attachment') },
    errors: [404],
  }),
  verify: defineRoute({
    method: 'GET',
    path: '/certificates/verify/:code',
    tag: 'certificates',
    summary: 'Check a certificate by its code: name, kind, event and date, or when it was revoked',
    description:
      'Public, rate limited per address (429 past the limit). Answers the certificate itself and nothing else: no email, no account. An unknown code is a 404 "No such certificate".',
    access: 'public',
    params: certificateCodeParams,
    response: { 200: ok(z.object({ certificate: verifiedCertificateSchema })) },
    errors: [404, 429],
  }),
  export: defineRoute({
    method: 'GET',
    path: '/certificates/export',
    tag: 'certificates',
    summary: 'Every valid certificate as PDF, in one zip (streamed)',
    description:
      "One PDF per valid certificate, named `<kind>/<name>-<code>.pdf`. The zip is streamed as it is made; `X-Certificate-Count` and `X-Estimated-Bytes` (count times a sample PDF's size) let a screen show progress.",
    access: ['superadmin'],
    response: { 200: fileResponse('application/zip', 'certificates.zip') },
  }),
} as const;
