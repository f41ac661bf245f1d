import { z } from 'zod';
import { isoDateTime } from '../shared/api-envelope.ts';

/** One staff change: who did what to whom or what, and when. */
export const auditEntrySchema = z
  .object({
    _id: z.string(),
    actor: z.object({ _id: z.string().nullable().describe('Null once the account is deleted'), name: z.string() }),
    action: z.string().describe("Dotted, e.g. 'attendance.mark', 'submission.grade', 'user.delete'"),
    target: z.object({ type: z.string(), id: z.string().nullable(), label: z.string().nullable() }).nullable(),
    details: z.record(z.string(), z.unknown()),
    at: isoDateTime,
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;
