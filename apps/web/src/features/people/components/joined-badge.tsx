import type { AdminUser } from '@hackcamp/contract';
import { Badge } from '../../../components/ui/badge.tsx';

/** Whether the person has used their account: Joined, Invited (a mail went out), or Not signed in yet. */
export function joinedStatus(user: Pick<AdminUser, 'invitedAt' | 'joinedAt'>): 'Joined' | 'Invited' | 'Not signed in yet' {
  if (user.joinedAt) return 'Joined';
  return user.invitedAt ? 'Invited' : 'Not signed in yet';
}

export function JoinedBadge({ user }: { user: Pick<AdminUser, 'invitedAt' | 'joinedAt'> }) {
  const status = joinedStatus(user);
  return <Badge tone={status === 'Joined' ? 'green' : status === 'Invited' ? 'blue' : 'amber'}>{status}</Badge>;
}
