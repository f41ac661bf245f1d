import { ANNOUNCEMENT_AUDIENCE_LABELS, ANNOUNCEMENT_PRIORITY_LABELS, type AnnouncementAudience, type AnnouncementPriority } from '@hackcamp/contract';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

const PRIORITY_TONE: Record<AnnouncementPriority, BadgeTone> = { low: 'slate', medium: 'blue', high: 'amber', urgent: 'red' };

export function PriorityBadge({ priority }: { priority: AnnouncementPriority }) {
  return <Badge tone={PRIORITY_TONE[priority]}>{ANNOUNCEMENT_PRIORITY_LABELS[priority]}</Badge>;
}

export function AudienceBadge({ audience }: { audience: AnnouncementAudience }) {
  return <Badge tone="violet">For: {ANNOUNCEMENT_AUDIENCE_LABELS[audience]}</Badge>;
}
