import { AuditTrail } from '../../features/audit/components/audit-trail.tsx';

export function AuditTab() {
  return <AuditTrail />;
}
