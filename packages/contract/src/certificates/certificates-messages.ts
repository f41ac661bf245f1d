// Certificates' kinds, labels, limits and texts: no zod here, so the public verification page
// (and anything else that only shows a certificate) loads without the schema library.
import type { CertificateReadiness } from './certificates-schemas.ts';
import { RESULTS } from '../results/results-messages.ts';

/** Certificates (issue 32): completion of the bootcamp, hackathon participation, a top-3 place. */
export const CERTIFICATE_KINDS = ['bootcamp-completion', 'hackathon-participation', 'hackathon-winner'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

/** What the PDF, the lists and the verification page call each kind. */
export const CERTIFICATE_KIND_LABEL: Record<CertificateKind, string> = {
  'bootcamp-completion': 'Certificate of Completion', // ours
  'hackathon-participation': 'Certificate of Participation', // ours
  'hackathon-winner': 'Certificate of Achievement', // ours
};

/** "1st place" ... for a winner's certificate. */
export const certificatePlaceLabel = (place: number): string => `${place}${place === 1 ? 'st' : place === 2 ? 'nd' : place === 3 ? 'rd' : 'th'} place`; // ours

export const CERTIFICATE_LIMITS = {
  reasonMax: 500,
  /** 16 characters of Crockford base32: 80 random bits. */
  codeLength: 16,
  /** The longest code as typed (spaces and hyphens included) that is read at all. */
  codeInputMax: 40,
  pageSize: 20,
  pageSizeMax: 100,
  /** Verification lookups per address and minute (decision 0031). */
  verifyPerMinute: 30,
} as const;

/**
 * The public code's alphabet: Crockford base32 (no I, L, O, U). A code typed from paper is read
 * leniently: lower case, O for 0, I or L for 1, spaces and hyphens all map to the stored form.
 */
export const CERTIFICATE_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The stored form of a code as typed, or null when it cannot be one (then: "No such certificate"). */
export function normaliseCertificateCode(raw: string): string | null {
  if (raw.length > CERTIFICATE_LIMITS.codeInputMax) return null;
  let out = '';
  for (const ch of raw.toUpperCase()) {
    if (ch === '-' || ch === ' ') continue;
    const mapped = ch === 'O' ? '0' : ch === 'I' || ch === 'L' ? '1' : ch;
    if (!CERTIFICATE_CODE_ALPHABET.includes(mapped)) return null;
    out += mapped;
  }
  return out.length === CERTIFICATE_LIMITS.codeLength ? out : null;
}

export const CERT_MSG = {
  /** The issue's texts. */
  notFound: 'No such certificate',
  revokedOn: (date: string) => `Revoked on ${date}`,
  attendanceBelow: (pct: number, min: number) => `attendance ${pct} % < ${min} %`,
  gradedBelow: (graded: number, needed: number, pct: number, active: number) => `graded tasks ${graded} < ${needed} (${pct} % of ${active})`,
  // ours from here
  notInTeam: 'not in a hackathon team', // ours
  notTopThree: (rank: number) => `team ranked ${rank}, not in the top ${RESULTS.winners}`, // ours
  notScored: 'team not scored by any judge yet', // ours
  kindOff: 'this kind of certificate is switched off in the rules', // ours
  minAttendanceInvalid: 'Minimum attendance must be a whole number from 0 to 100', // ours
  minGradedInvalid: 'Minimum graded tasks must be a whole number from 0 to 100 (% of the active tasks)', // ours
  switchInvalid: 'Must be true or false', // ours
  rulesSaved: 'Certificate rules saved', // ours
  issued: (n: number) => `${n} certificate${n === 1 ? '' : 's'} issued`, // ours
  revoked: 'Certificate revoked', // ours
  alreadyRevoked: 'This certificate is already revoked', // ours
  reasonRequired: 'Please give a reason for revoking the certificate', // ours
  reasonTooLong: `The reason must be at most ${CERTIFICATE_LIMITS.reasonMax} characters`, // ours
  kindInvalid: 'Kind must be bootcamp-completion, hackathon-participation or hackathon-winner', // ours
  previewStatusInvalid: 'Status must be qualifies or misses', // ours
  listStatusInvalid: 'Status must be valid or revoked', // ours
  tooManyChecks: 'Too many certificate checks from your address. Please wait a minute and try again.', // ours
  nothingToExport: 'No valid certificates to download yet', // ours
  // client-side texts
  loadFailed: 'Failed to load certificates', // ours
  downloadFailed: 'Failed to download the certificate', // ours
  exportFailed: 'Failed to download the certificates', // ours
  noneYet: 'You have no certificates yet. They are issued after the event.', // ours
  valid: 'This certificate is genuine', // ours
  verifyHint: 'The code is printed at the bottom of the certificate.', // ours
  uncoveredTitle: (n: number) => `${n === 1 ? '1 name has' : `${n} names have`} letters the certificate fonts lack`, // ours
  uncoveredHint: 'They would print as empty boxes. Ask these people for their name in another script (or in Latin letters) before issuing.', // ours
  // issued at the right time, corrected by reissue (issue 42)
  /** What is still missing before certificates should be issued, one short line each (`date` writes the last day, YYYY-MM-DD by default). */
  missingItems: (m: CertificateReadiness, date: (isoDate: string) => string = (d) => d): string[] => [
    ...(m.daysLeft > 0 ? [`${m.daysLeft} day${m.daysLeft === 1 ? '' : 's'} left until the last day (${date(m.lastDay)})`] : []),
    ...(m.winners && m.winners.unscoredRounds > 0
      ? [`${m.winners.unscoredRounds} judging round${m.winners.unscoredRounds === 1 ? '' : 's'} still unscored`]
      : []),
    ...(m.winners && !m.winners.resultsPublished ? ['results not published'] : []),
  ], // ours
  /** The 409 of an issue before the event's last day, built from its figures. */
  notDue: (m: CertificateReadiness) =>
    `Certificates are issued from the event's last day: ${CERT_MSG.missingItems(m).join(', ')}. Issue anyway to freeze them as they stand now.`, // ours
  reissued: 'Certificate reissued with a new code', // ours
  notRevoked: 'Only a revoked certificate can be reissued. Revoke it first.', // ours
  alreadyReplaced: 'This certificate has already been reissued', // ours
  holdsValid: 'This person already holds a valid certificate of this kind', // ours
  accountRemoved: 'The account of this certificate was removed: there is no one to reissue it to', // ours
  replacedBy: (code: string) => `Replaced by ${code}`, // ours
} as const;
