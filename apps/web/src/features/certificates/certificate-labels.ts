import { CERTIFICATE_KIND_LABEL, certificatePlaceLabel, type CertificateKind } from '@hackcamp/contract';
import { eventToday } from '../../lib/event-zone.ts';
import { longDate } from '../../lib/format.ts';

/** "Certificate of Achievement · 1st place" for a winner, the kind alone for the others. */
export function certificateTitle(kind: CertificateKind, place: number | null): string {
  const label = CERTIFICATE_KIND_LABEL[kind];
  return place ? `${label} · ${certificatePlaceLabel(place)}` : label;
}

/**
 * An instant (issued, revoked) as the event's calendar day, e.g. "Sat, 12 Dec 2026": the day it
 * was in the event's time zone, the same on every reader's device and on the printed PDF.
 */
export function eventDateOf(iso: string): string {
  return longDate(eventToday(new Date(iso)));
}

/** Where anyone checks a certificate: the public page the PDF's QR code opens. */
export const verifyPath = (code: string) => `/verify/${encodeURIComponent(code)}`;
