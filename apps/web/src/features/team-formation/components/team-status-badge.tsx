import { teamStatusLabel } from '@hackcamp/contract';
import { Badge } from '../../../components/ui/badge.tsx';

const TONES = { 'Team Full': 'green', 'Well Balanced': 'blue', 'Looking for Members': 'amber' } as const;

export function TeamStatusBadge({ memberCount }: { memberCount: number }) {
  const label = teamStatusLabel(memberCount);
  return <Badge tone={TONES[label]}>{label}</Badge>;
}
