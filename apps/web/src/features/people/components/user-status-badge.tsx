import { Badge } from '../../../components/ui/badge.tsx';

export function UserStatusBadge({ active }: { active: boolean }) {
  return <Badge tone={active ? 'green' : 'slate'}>{active ? 'Active' : 'Inactive'}</Badge>;
}
