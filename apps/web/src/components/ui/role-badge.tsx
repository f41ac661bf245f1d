import type { Role } from '@hackcamp/contract';
import { Badge, type BadgeTone } from './badge.tsx';

/** The spec asks for a distinct colour for superadmins; each role gets its own so they are easy to tell apart. */
const ROLE_TONES: Record<Role, BadgeTone> = {
  superadmin: 'red',
  mentor: 'green',
  judge: 'amber',
  participant: 'blue',
};

export function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge tone={ROLE_TONES[role] ?? 'slate'} className="capitalize">
      {role}
    </Badge>
  );
}
